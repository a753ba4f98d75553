import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const CLIENT_DIR = path.join(ROOT, 'dist/client');

/** What the client build is made of: a change to any of these makes dist/client stale. */
const CLIENT_SOURCES = ['index.html', 'vite.config.ts', 'public', 'src/client', 'src/common'];
const LOCK_DIR = path.join(ROOT, 'dist/.client-build.lock');
/** A lock older than this was left by a killed run. */
const STALE_LOCK_MS = 120_000;

function newestModification(entry: string): number {
  const stats = statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(entry).reduce(
    (newest, child) => Math.max(newest, newestModification(path.join(entry, child))),
    stats.mtimeMs,
  );
}

function buildIsCurrent(): boolean {
  const builtIndex = path.join(CLIENT_DIR, 'index.html');
  if (!existsSync(builtIndex)) return false;
  const sourcesChanged = Math.max(...CLIENT_SOURCES.map((source) => newestModification(path.join(ROOT, source))));
  return statSync(builtIndex).mtimeMs >= sourcesChanged;
}

/** mkdir is atomic: exactly one test worker wins the lock, the others wait for its build. */
function tryLock(): boolean {
  try {
    mkdirSync(LOCK_DIR, { recursive: false });
    return true;
  } catch {
    if (Date.now() - statSync(LOCK_DIR).mtimeMs > STALE_LOCK_MS) rmSync(LOCK_DIR, { recursive: true, force: true });
    return false;
  }
}

/**
 * Browser tests run against the production build the server serves, so build it once per
 * change of the client's sources (not once per test file, which run in parallel workers).
 */
export async function ensureClientBuilt(): Promise<void> {
  mkdirSync(path.dirname(LOCK_DIR), { recursive: true });
  while (!buildIsCurrent()) {
    if (!tryLock()) {
      await sleep(250);
      continue;
    }
    try {
      if (buildIsCurrent()) return;
      const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
        cwd: ROOT,
        encoding: 'utf8',
        // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
      });
      if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
    } finally {
      rmSync(LOCK_DIR, { recursive: true, force: true });
    }
  }
}
