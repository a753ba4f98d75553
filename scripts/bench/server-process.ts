import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The production server as its own process, for the benchmark and the fault suite: compiled
 * once into a private directory (.bench/server, git-ignored) so a build elsewhere in the tree
 * never changes it under a running test, then started with plain `node`, as `npm start` does.
 */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUILD_DIR = path.join(ROOT, '.bench/server');
export const SERVER_ENTRY = path.join(BUILD_DIR, 'src/server/index.js');
export const SESSION_SECRET = 'bench-and-fault-suite-session-secret-0123456789';
export const ADMIN_PASSWORD = 'admin-password-for-load-tests';

/** Compiles the server (incrementally: fast when nothing changed). */
export function buildServer(): void {
  const tsc = path.join(ROOT, 'node_modules/typescript/bin/tsc');
  const result = spawnSync(
    process.execPath,
    [tsc, '-p', path.join(ROOT, 'tsconfig.server.json'), '--outDir', BUILD_DIR, '--tsBuildInfoFile', path.join(BUILD_DIR, '.tsbuildinfo')],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if (result.status !== 0 || !existsSync(SERVER_ENTRY)) throw new Error(`server build failed:\n${result.stdout}\n${result.stderr}`);
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote, stdout and stderr. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

/** A SQLite file, or a PostgreSQL URL (`postgres://…`). */
export type SpawnDatabase = { databasePath: string } | { databaseUrl: string };

export type SpawnOptions = SpawnDatabase & {
  dataDir: string;
  env?: Record<string, string>;
  /** Extra node flags, e.g. --cpu-prof for scripts/bench/profile.ts. */
  nodeArgs?: string[];
  /** Milliseconds to wait for "listening" before giving up. */
  timeoutMs?: number;
  /**
   * Runs src/server/index.ts through tsx instead of the compiled copy: no build first, so a test
   * inside `npm test` can race requests through several processes (a start takes about two seconds).
   */
  fromSource?: boolean;
};

/** Starts the server (the compiled copy, or the source with `fromSource`) on an ephemeral loopback port and resolves once it listens. */
export function spawnServer(options: SpawnOptions): Promise<ServerProcess> {
  const { dataDir, env = {}, nodeArgs = [], timeoutMs = 30_000, fromSource = false } = options;
  // tsx reads the server's tsconfig for its decorators (the root tsconfig.json only lists projects).
  const entry = fromSource ? ['--import', 'tsx', path.join(ROOT, 'src/server/index.ts')] : [SERVER_ENTRY];
  const child = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: ROOT,
    env: {
      ...(fromSource ? { TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.server.json') } : {}),
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      SESSION_SECRET,
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD,
      DATABASE_URL: 'databaseUrl' in options ? options.databaseUrl : `sqlite:${options.databasePath}`,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      CLIENT_DIR: path.join(dataDir, 'no-client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start within ${timeoutMs} ms:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      const match = /listening on (http:\/\/[\d.]+:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], child, output: () => output, exited, kill: (signal) => child.kill(signal) });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((how) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${how}) before listening:\n${output}`));
    });
  });
}
