import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../scripts/bench/server-process.js';
import { Booking } from '../../src/server/core/db/entities/booking.js';
import { addHours, book, invariantViolations, readDatabase, registerBusiness, request, scratchDatabase, startServer, waitFor, type Business, type Scratch } from './support.js';

/**
 * DECISIONS.md section 7 with four server processes on one database, as `WEB_CONCURRENCY=4`
 * or four hosts behind a load balancer run it: they start together on an empty database, and
 * one of them dies in the middle of a write load while the others go on serving.
 */
const PROCESSES = 4;
const WORKERS = 16;

let scratch: Scratch;
let servers: ServerProcess[] = [];

beforeAll(async () => {
  scratch = await scratchDatabase();
});

afterAll(async () => {
  for (const server of servers) {
    server.kill('SIGKILL');
    await server.exited;
  }
  await scratch?.remove();
});

describe(`${PROCESSES} processes on one database`, () => {
  it('starting together on an empty database migrate it once and create the first admin once', async () => {
    // No ADMIN_PASSWORD: the process that creates the admin prints its generated password.
    const env = { ADMIN_PASSWORD: undefined } as unknown as Record<string, string>;
    servers = await Promise.all(Array.from({ length: PROCESSES }, () => startServer(scratch.databaseUrl, scratch.dir, env)));
    // The one creating the admin prints its password right after "listening".
    await waitFor(500);
    const printed = servers.flatMap((server) => [...server.output().matchAll(/Admin account created\. Username: admin {2}Password: (\S+)/g)].map((match) => match[1]!));
    expect(printed).toHaveLength(1);
    for (const server of servers) {
      const login = await request(server.url, 'POST', '/api/admin/login', { username: 'admin', password: printed[0] });
      expect(login.status, server.output()).toBe(200);
      expect(server.output()).not.toMatch(/failed|already exists|Error/);
    }
    // Each serves the same data: what one registers, another shows.
    const business = await registerBusiness(servers[0]!.url, 2);
    for (const server of servers) {
      const dashboard = await request(server.url, 'GET', `/api/dashboard/${business.businessId}`, undefined, business.cookie);
      expect(dashboard.status).toBe(200);
    }
  }, 120_000);

  it('lose none of the acknowledged writes when one of them is killed mid-load, and the others keep serving', async () => {
    // The admin password of the first test's start; set it again for a fresh login here.
    const printed = /Password: (\S+)/.exec(servers.map((server) => server.output()).join('\n'))![1]!;
    const adminLogin = await request(servers[0]!.url, 'POST', '/api/admin/login', { username: 'admin', password: printed });
    const admin = adminLogin.setCookies.find((line) => line.startsWith('cc_admin='))!.split(';')[0]!;
    const businesses: Business[] = await Promise.all(Array.from({ length: 4 }, () => registerBusiness(servers[0]!.url, 1)));
    for (const business of businesses) await addHours(servers[0]!.url, admin, business.businessId, 1000);

    const victim = servers[1]!;
    const survivors = servers.filter((server) => server !== victim);
    const acknowledged = new Map<number, number>();
    let acknowledgedAfterKill = 0;
    let killed = false;
    let stop = false;
    const load = Promise.all(
      Array.from({ length: WORKERS }, async (_, worker) => {
        for (let step = 0; !stop; step += 1) {
          const server = servers[(worker + step) % servers.length]!;
          const business = businesses[(worker + step) % businesses.length]!;
          try {
            const answer = await book(server.url, business, step % 2 === 0, 20 + (step % 30));
            if (answer.status === 200 || answer.status === 201) {
              acknowledged.set(answer.id!, business.businessId);
              if (killed) acknowledgedAfterKill += 1;
            } else expect(answer.status, answer.text).toBe(409);
          } catch {
            // Only the killed process may drop a connection.
            expect(server).toBe(victim);
          }
        }
      }),
    );
    while (acknowledged.size < 100) await waitFor(5);
    victim.kill('SIGKILL');
    expect(await victim.exited).toBe('SIGKILL');
    killed = true;
    const afterKill = acknowledged.size;
    while (acknowledged.size < afterKill + 200) await waitFor(5);
    stop = true;
    await load;
    expect(acknowledgedAfterKill).toBeGreaterThanOrEqual(200);

    const problems = await readDatabase(scratch.databaseUrl, async (dataSource) => {
      const found = await invariantViolations(dataSource);
      const stored = new Set((await dataSource.manager.find(Booking, { select: { id: true } })).map((booking) => booking.id));
      for (const id of acknowledged.keys()) if (!stored.has(id)) found.push(`acknowledged booking ${id} is missing`);
      return found;
    });
    expect(problems).toEqual([]);
    for (const server of survivors) expect(server.output()).not.toMatch(/failed:/);
  }, 300_000);
});

/** The live child processes of `pid`, read from Linux's /proc (the cluster's workers). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (comm) state ppid ...": the command may hold spaces, so read after its last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, parent] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(parent) === pid && state !== 'Z') children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await waitFor(50);
  }
}

describe('WEB_CONCURRENCY=4', () => {
  it('serves one port from four worker processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const own = await scratchDatabase();
    const primary = await startServer(own.databaseUrl, own.dir, { WEB_CONCURRENCY: '4' });
    try {
      const pid = primary.child.pid!;
      await until(() => (primary.output().match(/is listening on/g) ?? []).length === 4, 'four workers listening');
      expect(new Set(primary.output().match(/listening on (\S+)/g)).size, 'one port for all').toBe(1);
      const workers = childrenOf(pid);
      expect(workers).toHaveLength(4);
      // Requests keep being answered while a worker is killed and replaced.
      const business = await registerBusiness(primary.url, 2);
      process.kill(workers[0]!, 'SIGKILL');
      await until(() => (primary.output().match(/is listening on/g) ?? []).length === 5, 'a replacement worker');
      const replaced = childrenOf(pid);
      expect(replaced).toHaveLength(4);
      expect(replaced).not.toContain(workers[0]);
      for (let index = 0; index < 20; index += 1) {
        const dashboard = await request(primary.url, 'GET', `/api/dashboard/${business.businessId}`, undefined, business.cookie);
        expect(dashboard.status).toBe(200);
      }
      primary.kill('SIGTERM');
      expect(await primary.exited).toBe(0);
      await until(() => replaced.every((worker) => !childrenOf(pid).includes(worker)), 'every worker to exit');
    } finally {
      primary.kill('SIGKILL');
      await primary.exited;
      await own.remove();
    }
  }, 120_000);
});
