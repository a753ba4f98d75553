import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataSources } from '../../src/server/db/data-source.js';
import { Database } from '../../src/server/db/database.js';
import { Job } from '../../src/server/db/entities/job.js';
import type { JobHandlers } from '../../src/server/jobs/handlers.js';
import { JobQueue } from '../../src/server/jobs/queue.js';
import { JobRunner, LEASE_MS } from '../../src/server/jobs/runner.js';
import type { Email } from '../../src/server/mail/mailer.js';
import { startTestServer, type TestServer } from './harness.js';

/**
 * The job runner of DECISIONS.md section 7, driven directly: runners on their own connection to
 * the test server's database (the server itself runs none), with a clock the test moves.
 */

let server: TestServer;
let db: Database;
let clockMs = Date.now();
const now = () => new Date(clockMs);
const logLines: string[] = [];
const runners: JobRunner[] = [];

beforeAll(async () => {
  server = await startTestServer({ jobs: false });
  db = new Database(createDataSources(server.config.databaseUrl));
  await db.open();
});

// Each test's runners would otherwise take the next test's jobs.
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

afterAll(async () => {
  await db?.close();
  await server?.stop();
});

function startRunner(queue: JobQueue, email: JobHandlers['email']): JobRunner {
  const runner = new JobRunner({ db, queue, handlers: { email }, now, log: (line) => logLines.push(line) });
  runners.push(runner);
  return runner;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const mail = (to: string): Email => ({ to, subject: `Test for ${to}`, text: 'Hello' });

describe('job runner', () => {
  it('runs a job again on another runner once the lease of the runner that died holding it runs out', async () => {
    const queue = new JobQueue(now);
    const ranBy: string[] = [];
    const claimed = deferred();
    const neverFinishes = deferred();
    const dying = startRunner(queue, async () => {
      ranBy.push('dying');
      claimed.resolve();
      await neverFinishes.promise;
    });
    await db.write((manager) => queue.enqueue(manager, 'email', mail('lease@example.com')));
    await claimed.promise;
    // Its process is gone: it polls no more, and its handler never returns (until the end).
    const dyingStopped = dying.stop();

    const rescuer = startRunner(queue, async () => {
      ranBy.push('rescuer');
    });
    await rescuer.drain();
    expect(ranBy, 'the lease still holds').toEqual(['dying']);
    clockMs += LEASE_MS - 1000;
    await rescuer.drain();
    expect(ranBy, 'a second before the lease ends').toEqual(['dying']);
    clockMs += 1000;
    await rescuer.drain();
    expect(ranBy).toEqual(['dying', 'rescuer']);

    // The first runner coming back late cannot overwrite the second one's outcome.
    neverFinishes.resolve();
    await dyingStopped;
    const [job] = await db.read((manager) => manager.find(Job, { order: { id: 'DESC' }, take: 1 }));
    expect(job).toMatchObject({ state: 'done', attempts: 2, leaseUntil: null });
    expect(logLines.some((line) => line.includes(`job ${job!.id} was claimed again after its lease ran out`))).toBe(true);
  });

  it('sends nothing for a transaction that rolls back after enqueuing, and sends a committed one', async () => {
    const queue = new JobQueue(now);
    const sent: string[] = [];
    const runner = startRunner(queue, async (email) => {
      sent.push(email.to);
    });
    await expect(
      db.write(async (manager) => {
        await queue.enqueue(manager, 'email', mail('rolled-back@example.com'));
        throw new Error('refused after enqueuing');
      }),
    ).rejects.toThrow('refused after enqueuing');
    await db.write((manager) => queue.enqueue(manager, 'email', mail('committed@example.com')));
    await runner.drain();
    expect(sent).toEqual(['committed@example.com']);
  });

  it('starts a job enqueued in this process at once, without waiting for the next poll', async () => {
    const queue = new JobQueue(now);
    const sent = deferred();
    startRunner(queue, async () => sent.resolve());
    // Let the runner's first poll find nothing and go to sleep.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await db.write((manager) => queue.enqueue(manager, 'email', mail('nudged@example.com')));
    await sent.promise;
    expect(performance.now() - started).toBeLessThan(250);
  });
});
