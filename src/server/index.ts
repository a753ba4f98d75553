import cluster, { type Worker } from 'node:cluster';
import path from 'node:path';
import { ConfigError, loadConfig } from './core/config.js';
import { timeZoneDataProblem } from './core/time-zone-data.js';
import { startServer } from './server.js';

/**
 * The production entry point: `npm start` runs the compiled copy of this file. With
 * `WEB_CONCURRENCY=N` above 1, this process forks N workers that share the port (node:cluster)
 * and each run the whole server; nothing they must agree on lives in a process's memory
 * (DECISIONS.md section 7).
 */
function main(): void {
  const clockProblem = timeZoneDataProblem();
  if (clockProblem) {
    console.error(clockProblem);
    process.exit(1);
  }
  // Read once before forking: a bad setting stops start-up with one clear line, and the
  // development session secret is generated here once, so every worker unseals the same cookies.
  const config = loadConfig(process.env);
  if (cluster.isPrimary && config.webConcurrency > 1) superviseWorkers(config.webConcurrency);
  else
    serve().catch((error: unknown) => {
      console.error(error instanceof ConfigError ? error.message : error);
      process.exit(1);
    });
}

async function serve(): Promise<void> {
  // npm scripts run in the project's root, where `vite build` writes the client.
  const running = await startServer({ clientDir: path.resolve(process.env.CLIENT_DIR ?? 'dist/client') });
  console.log(`ChefConnect is listening on ${running.url}`);
  if (running.generatedAdminPassword) {
    // Printed once, by the one process that created the first admin; it is stored only as a hash.
    console.log(`Admin account created. Username: ${running.config.adminUsername}  Password: ${running.generatedAdminPassword}`);
    console.log('Keep it somewhere safe: it will not be shown again.');
  }
  onStopSignal((signal) => {
    console.log(`${signal}: finishing requests in flight, then closing the database`);
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}

/** The primary serves nothing itself: it keeps N workers running and stops them gracefully. */
function superviseWorkers(count: number): void {
  let stopping = false;
  const workers = new Set<Worker>();
  const serving = new Set<Worker>();
  const fork = () => workers.add(cluster.fork());
  cluster.on('listening', (worker) => serving.add(worker));
  cluster.on('exit', (worker, code, signal) => {
    workers.delete(worker);
    if (stopping) {
      if (workers.size === 0) process.exit();
      return;
    }
    if (!serving.delete(worker)) {
      // It never started (the database unreachable, say): forking again would only loop.
      console.error(`a worker failed to start (${signal ?? code}); stopping`);
      stopping = true;
      for (const other of workers) other.process.kill('SIGTERM');
      process.exitCode = 1;
      if (workers.size === 0) process.exit();
      return;
    }
    // A worker that died (a crash, the OOM killer) is replaced; its requests in flight are lost
    // as they would be with one process, and every acknowledged write is already committed.
    console.error(`worker ${worker.process.pid ?? '?'} exited (${signal ?? code}); starting another`);
    fork();
  });
  for (let index = 0; index < count; index += 1) fork();
  onStopSignal((signal) => {
    stopping = true;
    console.log(`${signal}: stopping ${workers.size} workers`);
    if (workers.size === 0) process.exit();
    for (const worker of workers) worker.process.kill('SIGTERM');
  });
}

function onStopSignal(stop: (signal: string) => void): void {
  let stopping = false;
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      stop(signal);
    });
  }
}

try {
  main();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}
