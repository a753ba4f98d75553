import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SESSION_SECRET, spawnServer, type ServerProcess } from '../../scripts/bench/server-process.js';
import type { StartOptions } from '../../src/server/server.js';
import { startTestServer, type TestServer } from '../integration/harness.js';

/**
 * `count` more server processes on the database of a test's in-process server, started from
 * source (no build) before the describe block's tests and stopped after them: what a test of
 * several processes writing or sending at once needs. The in-process server must share their
 * session secret (scripts/bench/server-process.ts's SESSION_SECRET) for a cookie to work on all.
 */
export function useSiblingProcesses(count: number, databaseUrl: () => string, env: () => Record<string, string> = () => ({})): { urls(): string[] } {
  const processes: ServerProcess[] = [];
  const dataDirs: string[] = [];

  beforeAll(async () => {
    for (let index = 0; index < count; index += 1) dataDirs.push(mkdtempSync(path.join(tmpdir(), 'chefconnect-sibling-')));
    const started = await Promise.allSettled(dataDirs.map((dataDir) => spawnServer({ databaseUrl: databaseUrl(), dataDir, env: env(), fromSource: true, timeoutMs: 90_000 })));
    // Those that started are stopped in afterAll even when another did not.
    for (const outcome of started) if (outcome.status === 'fulfilled') processes.push(outcome.value);
    for (const outcome of started) if (outcome.status === 'rejected') throw outcome.reason;
    // About two seconds each on an idle machine; far longer when the whole suite shares its cores.
  }, 120_000);

  afterAll(async () => {
    for (const child of processes) child.kill('SIGTERM');
    await Promise.all(processes.map((child) => child.exited));
    for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
  });

  return { urls: () => processes.map((child) => child.url) };
}

/**
 * A test's in-process server and `count` sibling processes on its database, started before the
 * describe block's tests and stopped after them. The server has the siblings' session secret,
 * so one cookie works on every process; the siblings run no jobs unless `env` says otherwise.
 */
export function useServerAndSiblings(count: number, options: Omit<StartOptions, 'sessionSecret'> = {}, env: () => Record<string, string> = () => ({ JOBS: 'off' })): { readonly server: TestServer; urls(): string[] } {
  let server: TestServer | undefined;
  beforeAll(async () => {
    server = await startTestServer({ sessionSecret: SESSION_SECRET, ...options });
  });
  afterAll(async () => {
    await server?.stop();
  });
  const siblings = useSiblingProcesses(count, () => server!.config.databaseUrl, env);
  return {
    get server() {
      if (!server) throw new Error('the server starts before the tests');
      return server;
    },
    /** Every process's address, the in-process server's first. */
    urls: () => [server!.url, ...siblings.urls()],
  };
}
