import { Like } from 'typeorm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDataSources } from '../../src/server/core/db/data-source.js';
import { entities } from '../../src/server/entities.js';
import { Database } from '../../src/server/core/db/database.js';
import { Job } from '../../src/server/core/db/entities/job.js';
import type { JobHandlers } from '../../src/server/core/jobs/handlers.js';
import { JobQueue } from '../../src/server/core/jobs/queue.js';
import { DONE_JOBS_KEPT_MS, JobRunner, MAX_ATTEMPTS, retryDelayMs, type JobRunnerOptions } from '../../src/server/core/jobs/runner.js';
import { LEASE_MS } from '../../src/server/core/jobs/time-limits.js';
import { emailJob, type EmailJob } from '../../src/server/core/mail/render.js';
import { expectDocumentedAnswer } from '../support/documented-answer.js';
import { adminCaller, adminClient, ApiClient, registerWithAccount, startTestServer, type TestServer } from './harness.js';

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
  db = new Database(createDataSources(server.config.databaseUrl, entities));
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

function startRunner(queue: JobQueue, email: JobHandlers['email'], options: Pick<JobRunnerOptions, 'pollIntervalMs' | 'slots' | 'timeLimitMs'> = {}): JobRunner {
  // These runners test the runner itself with emails; the other kinds are their own suites' business.
  const idle = async () => undefined;
  const runner = new JobRunner({ db, queue, handlers: { email, expireOffers: idle, confirmTimesheet: idle, sms: idle, remindBooking: idle, alertUnstaffed: idle, offerToEveryone: idle, alertLowBalance: idle, emailInvoice: idle, emailCreditNote: idle, refundCardPayment: idle, runPayouts: idle, transferPayout: idle, remindCredentialExpiry: idle, expireCredential: idle, liftSuspension: idle, askConfirmation: idle, escalateConfirmation: idle, backUpDatabase: idle, webhookDelivery: idle, purgeIntegrationHistory: idle }, now, log: (line) => logLines.push(line), ...options });
  runners.push(runner);
  return runner;
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const mail = (to: string): EmailJob => emailJob(to, 'billingAlert', { number: 'TEST', problem: `Test for ${to}`, adminLink: 'http://127.0.0.1/admin/finance' });

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
    // A poll interval longer than the test's timeout: only the enqueue's nudge can run the job.
    startRunner(queue, async () => sent.resolve(), { pollIntervalMs: 3_600_000 });
    // Let the runner's first poll find nothing and go to sleep.
    await new Promise((resolve) => setTimeout(resolve, 50));
    await db.write((manager) => queue.enqueue(manager, 'email', mail('nudged@example.com')));
    await sent.promise;
  });

  it('moves a job scheduled under a key instead of adding a second, and removes it by that key', async () => {
    const queue = new JobQueue(now);
    const sent: string[] = [];
    const runner = startRunner(queue, async (email) => {
      sent.push(email.to);
    });
    const keyed = () => db.read((manager) => manager.findBy(Job, { jobKey: 'test:moved' }));
    const at = (hours: number) => new Date(clockMs + hours * 3_600_000);
    await db.write((manager) => queue.schedule(manager, 'test:moved', 'email', mail('first-time@example.com'), at(1)));
    await db.write((manager) => queue.schedule(manager, 'test:moved', 'email', mail('moved@example.com'), at(2)));
    expect((await keyed()).map(({ state, runAt }) => ({ state, runAt }))).toEqual([{ state: 'queued', runAt: at(2) }]);

    clockMs += 1.5 * 3_600_000;
    await runner.drain();
    expect(sent, 'the first time is gone').toEqual([]);
    clockMs += 3_600_000;
    await runner.drain();
    expect(sent).toEqual(['moved@example.com']);

    // A job already run stays as it ran; a queued one goes.
    await db.write((manager) => queue.schedule(manager, 'test:removed', 'email', mail('removed@example.com'), at(1)));
    await db.write(async (manager) => {
      await queue.unschedule(manager, 'test:moved');
      await queue.unschedule(manager, 'test:removed');
    });
    clockMs += 2 * 3_600_000;
    await runner.drain();
    expect(sent).toEqual(['moved@example.com']);
    expect((await keyed()).map(({ state }) => state)).toEqual(['done']);
    expect(await db.read((manager) => manager.countBy(Job, { jobKey: 'test:removed' }))).toBe(0);
  });

  it('removes a done job a week after it ran, and keeps failed, queued and newer done ones', async () => {
    const queue = new JobQueue(now);
    const runner = startRunner(queue, async () => undefined);
    const HOUR_MS = 3_600_000;
    const enqueue = (to: string, key: string, runAt = now()) => db.write((manager) => queue.schedule(manager, key, 'email', mail(to), runAt));
    const states = async () =>
      Object.fromEntries((await db.read((manager) => manager.find(Job, { where: { jobKey: Like('prune:%') } }))).map(({ jobKey, state }) => [jobKey, state]));

    await enqueue('old@example.com', 'prune:old');
    await runner.drain();
    // A job that spent all its attempts, as the retry test above leaves one, waiting for an admin.
    await db.write((manager) =>
      manager.insert(Job, {
        kind: 'email',
        payload: JSON.stringify(mail('refused@example.com')),
        state: 'failed',
        runAt: now(),
        attempts: MAX_ATTEMPTS,
        lastError: 'Mailbox refused',
        jobKey: 'prune:failed',
        leaseUntil: null,
        createdAt: now(),
        updatedAt: now(),
      }),
    );
    await enqueue('later@example.com', 'prune:queued', new Date(clockMs + 30 * 24 * HOUR_MS));
    expect(await states()).toEqual({ 'prune:old': 'done', 'prune:failed': 'failed', 'prune:queued': 'queued' });

    clockMs += DONE_JOBS_KEPT_MS - 60_000;
    await enqueue('newer@example.com', 'prune:newer');
    await runner.drain();
    expect(await states(), 'a minute short of a week').toMatchObject({ 'prune:old': 'done', 'prune:newer': 'done' });

    // Each runner prunes at most once an hour.
    clockMs += HOUR_MS;
    await runner.drain();
    expect(await states()).toEqual({ 'prune:failed': 'failed', 'prune:queued': 'queued', 'prune:newer': 'done' });
  });
});

/** Resolves once `condition` holds, checking every 20 ms; fails after `withinMs`. */
async function until(condition: () => Promise<boolean>, withinMs: number, what: string): Promise<void> {
  const deadline = performance.now() + withinMs;
  while (!(await condition())) {
    if (performance.now() > deadline) throw new Error(`Not within ${withinMs} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('job runner slots and time limits', () => {
  // Real time, not the services' clock: a hang is measured by the wall. Short, so the test takes seconds.
  const TIME_LIMIT_MS = 3_000;
  const stateOf = (to: string) => db.read(async (manager) => (await manager.findBy(Job, { jobKey: `slots:${to}` }))[0]);
  const enqueueAll = (recipients: string[]) =>
    db.write(async (manager) => {
      for (const to of recipients) await queue.schedule(manager, `slots:${to}`, 'email', mail(to), now());
    });
  let queue: JobQueue;

  it('runs the other jobs while one hangs, then fails the hanging attempt at its time limit and retries it later', async () => {
    queue = new JobQueue(now);
    const hanging = 'hangs@example.com';
    const others = Array.from({ length: 5 }, (_, index) => `quick-${index}@example.com`);
    let hangs = true;
    const started = performance.now();
    // Three slots for six jobs: the quick ones need the slots that free up beside the hanging one.
    startRunner(queue, (email) => (email.to === hanging && hangs ? new Promise<void>(() => undefined) : Promise.resolve()), { slots: 3, timeLimitMs: TIME_LIMIT_MS, pollIntervalMs: 3_600_000 });
    await enqueueAll([hanging, ...others]);

    await until(async () => (await Promise.all(others.map(stateOf))).every((job) => job?.state === 'done'), TIME_LIMIT_MS / 2, 'the quick jobs done');
    const othersDoneMs = performance.now() - started;
    expect(othersDoneMs, 'well before the time limit').toBeLessThan(TIME_LIMIT_MS / 2);
    expect(await stateOf(hanging)).toMatchObject({ state: 'running', attempts: 1 });

    await until(async () => (await stateOf(hanging))?.state === 'queued', TIME_LIMIT_MS * 2, 'the hanging job given up');
    const timedOutMs = performance.now() - started;
    console.log(`quick jobs done after ${Math.round(othersDoneMs)} ms; the hanging one failed after ${Math.round(timedOutMs)} ms (limit ${TIME_LIMIT_MS} ms)`);
    expect(timedOutMs).toBeGreaterThanOrEqual(TIME_LIMIT_MS);
    const failed = (await stateOf(hanging))!;
    expect(failed).toMatchObject({ state: 'queued', attempts: 1, leaseUntil: null, lastError: expect.stringMatching(/^Timed out/) });
    expect(failed.runAt.getTime() - failed.updatedAt.getTime(), 'retried with backoff like any failure').toBe(retryDelayMs(1));
    expect(logLines.some((line) => line.includes(`job ${failed.id} failed (attempt 1 of ${MAX_ATTEMPTS})`) && line.includes('Timed out'))).toBe(true);

    // The next attempt, once its backoff has passed, goes through.
    hangs = false;
    clockMs += retryDelayMs(1);
    await runners[0]!.drain();
    expect(await stateOf(hanging)).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('claims the next due job as soon as a slot is free, without waiting for a slow one', async () => {
    queue = new JobQueue(now);
    const slow = deferred();
    const ran: string[] = [];
    // One slot, and a poll interval longer than the test: only the end of a job or an enqueue starts the next.
    const runner = startRunner(
      queue,
      async (email) => {
        ran.push(email.to);
        if (email.to === 'slow@example.com') await slow.promise;
      },
      { slots: 1, pollIntervalMs: 3_600_000 },
    );
    await enqueueAll(['slow@example.com', 'next@example.com']);
    await until(async () => ran.length > 0, 5_000, 'the slow job started');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(ran, 'its one slot is taken').toEqual(['slow@example.com']);
    slow.resolve();
    await until(async () => (await stateOf('next@example.com'))?.state === 'done', 5_000, 'the next job run when the slot freed');
    expect(ran).toEqual(['slow@example.com', 'next@example.com']);

    // With two slots, a job enqueued while a slow one runs starts beside it.
    await runner.stop();
    const slower = deferred();
    const alongside: string[] = [];
    startRunner(
      queue,
      async (email) => {
        alongside.push(email.to);
        if (email.to === 'slower@example.com') await slower.promise;
      },
      { slots: 2, pollIntervalMs: 3_600_000 },
    );
    await enqueueAll(['slower@example.com']);
    await until(async () => alongside.length > 0, 5_000, 'the slower job started');
    await enqueueAll(['beside@example.com']);
    await until(async () => (await stateOf('beside@example.com'))?.state === 'done', 5_000, 'the job beside the slower one done');
    expect((await stateOf('slower@example.com'))?.state).toBe('running');
    slower.resolve();
  });

  it('refuses a time limit that is not shorter than the lease', () => {
    expect(() => startRunner(new JobQueue(now), async () => undefined, { timeLimitMs: LEASE_MS })).toThrow(/shorter than its lease/);
  });
});

describe('emails as jobs, through the server', () => {
  let mailServer: TestServer;
  let offsetMs = 0;
  let mailDown = false;
  /** Every delivery attempt, in order; `delivered` says whether the mail server took it. */
  const attempts: { to: string; subject: string; delivered: boolean }[] = [];
  const DAY_MS = 24 * 60 * 60_000;

  beforeAll(async () => {
    mailServer = await startTestServer({
      now: () => new Date(Date.now() + offsetMs),
      mailer: {
        async send(email) {
          attempts.push({ to: email.to, subject: email.subject, delivered: !mailDown });
          if (mailDown) throw new Error('SMTP server unreachable');
        },
      },
    });
  });

  afterAll(async () => {
    await mailServer?.stop();
  });

  const drain = () => mailServer.jobs!.drain();
  const attemptsTo = (to: string) => attempts.filter((attempt) => attempt.to === to);
  const resetAttemptsTo = (to: string) => attemptsTo(to).filter((attempt) => /reset/i.test(attempt.subject));

  /** An account whose password-reset email has failed all its attempts while the mail server was down. */
  async function failedResetEmail(to: string, advance: (attempt: number) => Promise<void>) {
    await registerWithAccount(mailServer, { email: to });
    await drain();
    mailDown = true;
    try {
      expect((await new ApiClient(mailServer.url).post('/api/password-recovery/request', { email: to })).status).toBe(200);
      await drain();
      for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) await advance(attempt);
    } finally {
      mailDown = false;
    }
  }

  it('sends no email for a booking refused for lack of hours, and one for a booking that commits', async () => {
    const { client, businessId, body } = await registerWithAccount(mailServer, { email: 'hours-short@example.com', duration: 10 });
    await drain();
    const before = attemptsTo('hours-short@example.com').length;

    const refused = await client.post('/api/bookings', { businessId, bookingDate: body.bookingDate, timeSlot: 'afternoon', duration: 11 });
    expect(refused.status).toBe(409);
    await drain();
    expect(attemptsTo('hours-short@example.com')).toHaveLength(before);

    const booked = await client.post('/api/bookings', { businessId, bookingDate: body.bookingDate, timeSlot: 'afternoon', duration: 10 });
    expect(booked.status).toBe(201);
    await drain();
    // The booking also takes the bank from 10 hours to none, below the default alert level of 5.
    expect(attemptsTo('hours-short@example.com').slice(before)).toEqual([
      { to: 'hours-short@example.com', subject: expect.stringMatching(/^Booking received: /), delivered: true },
      { to: 'hours-short@example.com', subject: 'Your ChefConnect labor bank is running low', delivered: true },
    ]);
  });

  it('retries a failing email after 30 s, 1 min, 2 min… then fails it after 8 attempts with the last error', async () => {
    const to = 'backoff@example.com';
    const admin = await adminClient(mailServer);
    await failedResetEmail(to, async (attempt) => {
      if (attempt === 2) {
        const queued = await admin.get('/api/admin/jobs?state=queued');
        expect(queued.status).toBe(200);
        expect(queued.json.jobs[0]).toMatchObject({ kind: 'email', state: 'queued', attempts: 1, lastError: 'SMTP server unreachable' });
        const waitMs = Date.parse(queued.json.jobs[0].runAt) - Date.parse(queued.json.jobs[0].updatedAt);
        expect(waitMs).toBe(retryDelayMs(1));
      }
      offsetMs += retryDelayMs(attempt - 1) - 1000;
      await drain();
      expect(resetAttemptsTo(to), `attempt ${attempt} a second early`).toHaveLength(attempt - 1);
      offsetMs += 1000;
      await drain();
      expect(resetAttemptsTo(to), `attempt ${attempt} on time`).toHaveLength(attempt);
    });
    expect(retryDelayMs(7)).toBe(64 * retryDelayMs(1));

    const failed = await admin.get('/api/admin/jobs?state=failed');
    expect(failed.status).toBe(200);
    expectDocumentedAnswer('GET', '/api/admin/jobs', failed);
    expect(failed.json.jobs).toEqual([
      {
        id: expect.any(Number),
        kind: 'email',
        state: 'failed',
        attempts: MAX_ATTEMPTS,
        lastError: 'SMTP server unreachable',
        runAt: expect.any(String),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      },
    ]);
    expect(JSON.stringify(failed.json)).not.toMatch(/token/);
    offsetMs += DAY_MS;
    await drain();
    expect(resetAttemptsTo(to), 'no ninth attempt').toHaveLength(MAX_ATTEMPTS);

    // The mail server is back: the admin's retry sends it.
    const id = failed.json.jobs[0].id as number;
    const retried = await admin.post(`/api/admin/jobs/${id}/retry`);
    expect(retried.status).toBe(200);
    expectDocumentedAnswer('POST', '/api/admin/jobs/{id}/retry', retried);
    expect(retried.json).toEqual({ success: true, job: expect.objectContaining({ id, state: 'queued', attempts: 0 }) });
    const again = await admin.post(`/api/admin/jobs/${id}/retry`);
    expect(again.status, 'a job no longer failed').toBe(409);
    expectDocumentedAnswer('POST', '/api/admin/jobs/{id}/retry', again);
    await drain();
    expect(attemptsTo(to).at(-1)).toEqual({ to, subject: expect.stringMatching(/reset/i), delivered: true });
    expect((await admin.get('/api/admin/jobs?state=failed')).json.jobs).toEqual([]);
    expect((await admin.get('/api/admin/jobs?state=done')).json.jobs).toContainEqual(expect.objectContaining({ id, state: 'done', attempts: 1 }));
    expect((await admin.get('/api/admin/jobs?state=lost')).status).toBe(400);
  });

  it('lists failed jobs and retries one through the admin tRPC procedures', async () => {
    const to = 'trpc-retry@example.com';
    await failedResetEmail(to, async () => {
      offsetMs += DAY_MS;
      await drain();
    });
    const caller = adminCaller(mailServer);
    const [failed] = await caller.admin.jobs({ state: 'failed' });
    expect(failed).toMatchObject({ kind: 'email', attempts: MAX_ATTEMPTS, lastError: 'SMTP server unreachable' });
    expect(await caller.admin.retryJob({ id: failed!.id })).toMatchObject({ id: failed!.id, state: 'queued', attempts: 0 });
    await drain();
    expect(attemptsTo(to).at(-1)?.delivered).toBe(true);
    expect(await caller.admin.jobs({})).toEqual([]);
    await expect(caller.admin.retryJob({ id: failed!.id })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(caller.admin.retryJob({ id: 999_999 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
