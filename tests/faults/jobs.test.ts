import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from '../../scripts/bench/server-process.js';
import { createDataSources } from '../../src/server/core/db/data-source.js';
import { entities } from '../../src/server/entities.js';
import { Database } from '../../src/server/core/db/database.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import { JobQueue } from '../../src/server/core/jobs/queue.js';
import { emailJob } from '../../src/server/core/mail/render.js';
import { scratchDatabase, startServer, type Scratch } from './support.js';

/**
 * DECISIONS.md section 7: with a runner in every process, each job runs exactly once. Four
 * server processes share one database; 500 email jobs become due at once.
 */
const PROCESSES = 4;
const JOBS = 500;

let scratch: Scratch;
let servers: ServerProcess[] = [];
let db: Database;

beforeAll(async () => {
  scratch = await scratchDatabase();
  // One first, so that the others find the migrations done.
  servers = [await startServer(scratch.databaseUrl, scratch.dir)];
  servers.push(...(await Promise.all(Array.from({ length: PROCESSES - 1 }, () => startServer(scratch.databaseUrl, scratch.dir)))));
  db = new Database(createDataSources(scratch.databaseUrl, entities));
  await db.open();
}, 120_000);

afterAll(async () => {
  await db?.close();
  for (const server of servers) {
    server.kill('SIGTERM');
    await server.exited;
  }
  await scratch.remove();
});

/** Recipients of the emails the processes have written to the outbox they share. */
function outboxRecipients(): string[] {
  const outbox = path.join(scratch.dir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox);
  } catch {
    return [];
  }
  return files.map((file) => /^To: (.*)$/m.exec(readFileSync(path.join(outbox, file), 'utf8'))?.[1] ?? '');
}

describe(`${PROCESSES} processes racing for ${JOBS} due jobs`, () => {
  it('run each job exactly once', async () => {
    const queue = new JobQueue(() => new Date());
    const recipients = Array.from({ length: JOBS }, (_, index) => `race-${index}@example.com`);
    const enqueued = performance.now();
    await db.write(async (manager) => {
      for (const to of recipients) await queue.enqueue(manager, 'email', emailJob(to, 'billingAlert', { number: `Race ${to}`, problem: 'Once only', adminLink: 'http://127.0.0.1/admin/finance' }));
    });

    const deadline = Date.now() + 60_000;
    let done = 0;
    while (done < JOBS && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      done = await db.read((manager) => manager.countBy(Job, { state: 'done' }));
    }
    const elapsedMs = performance.now() - enqueued;
    console.log(`${JOBS} jobs run by ${PROCESSES} processes in ${Math.round(elapsedMs)} ms`);
    expect(done).toBe(JOBS);

    // Every claim counts an attempt: one attempt each means no job was claimed twice. (The
    // weekly payout run that start-up queues is not due yet: only the race's emails are looked at.)
    const jobs = await db.read((manager) => manager.findBy(Job, { kind: 'email' }));
    expect(jobs.filter((job) => job.attempts !== 1 || job.state !== 'done')).toEqual([]);
    const sent = outboxRecipients().sort();
    expect(sent).toEqual([...recipients].sort());
    const shares = servers.map((server) => server.output().match(/mail: "Billing needs a look: Race race-/g)?.length ?? 0);
    console.log(`jobs run by each process: ${shares.join(', ')}`);
    expect(shares.filter((share) => share > 0).length, 'a race, not one process alone').toBeGreaterThan(1);
    for (const server of servers) expect(server.output()).not.toMatch(/jobs: could not|SQLITE_BUSY/);
  }, 120_000);
});
