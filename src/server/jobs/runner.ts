import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Database } from '../db/database.js';
import { Job } from '../db/entities/job.js';
import { columnParameter } from '../db/statements.js';
import type { JobHandlers } from './handlers.js';
import { logText } from '../log-text.js';
import { jobStatements, type JobKind, type JobQueue } from './queue.js';

/** DECISIONS.md section 7: the eighth failed attempt fails the job for good (an admin may retry it). */
export const MAX_ATTEMPTS = 8;
/**
 * The wait after the first failure, doubled after each one: 30 s, 1 min, … 32 min, about an
 * hour from the first attempt to the eighth, which rides out a mail server's usual outage.
 */
export const FIRST_RETRY_DELAY_MS = 30_000;
/**
 * How long a claimed job belongs to its process. A job still running when it ends is claimed
 * again (its process is presumed dead), so it must outlast the slowest handler: an SMTP send
 * that meets nodemailer's own timeouts gives up well within it.
 */
export const LEASE_MS = 5 * 60_000;
const POLL_INTERVAL_MS = 500;
/** Jobs claimed per transaction: enough to keep a process busy, few enough to share a burst. */
const BATCH_SIZE = 10;
const ABANDONED = 'Its process stopped while running it, on the last attempt';
/**
 * How long a done job's row is kept: a week in which an operator can still see that an email
 * went, and then it goes (every booking leaves three, so the table would only grow). Failed
 * jobs stay until an admin retries them; queued and running ones are work still to do.
 */
export const DONE_JOBS_KEPT_MS = 7 * 24 * 3_600_000;
/** How often each runner prunes: the DELETE is the same whichever process runs it first. */
const PRUNE_EVERY_MS = 3_600_000;

export function retryDelayMs(attempts: number): number {
  return FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1);
}

/** Queued and due, or running under a lease that ran out (its process died). */
function dueJobs(manager: EntityManager, now: Date): SelectQueryBuilder<Job> {
  return manager
    .createQueryBuilder(Job, 'job')
    .where('(job.state = :queued AND job.runAt <= :now) OR (job.state = :running AND job.leaseUntil <= :now)', {
      queued: 'queued',
      running: 'running',
      now,
    });
}

/**
 * Takes up to `limit` due jobs for this process, inside the caller's write transaction, so that
 * exactly one process gets each: on PostgreSQL the rows are locked and rows that another
 * process is claiming are skipped rather than waited for (graphile-worker's design); on SQLite
 * BEGIN IMMEDIATE already makes this transaction the only writer. Each claim counts as an
 * attempt, and that count fences the finish (see `finish`).
 */
async function claim(manager: EntityManager, now: Date, limit: number): Promise<Job[]> {
  const due = dueJobs(manager, now).orderBy('job.runAt', 'ASC').limit(limit);
  if (manager.connection.options.type === 'postgres') due.setLock('pessimistic_write').setOnLocked('skip_locked');
  const jobs = await due.getMany();
  // A job whose process died during its last attempt gets no ninth: it fails, for an admin to see.
  const abandoned = jobs.filter((job) => job.attempts >= MAX_ATTEMPTS);
  const claimed = jobs.filter((job) => job.attempts < MAX_ATTEMPTS);
  if (abandoned.length > 0) {
    await manager.update(Job, { id: In(abandoned.map((job) => job.id)) }, { state: 'failed', lastError: ABANDONED, leaseUntil: null, updatedAt: now });
  }
  if (claimed.length === 0) return [];
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  await manager.update(
    Job,
    { id: In(claimed.map((job) => job.id)) },
    { state: 'running', leaseUntil, attempts: () => '"attempts" + 1', updatedAt: now },
  );
  return claimed.map((job) => ({ ...job, state: 'running', leaseUntil, attempts: job.attempts + 1 }));
}

/**
 * Records how a claim ended, unless the job was claimed again meanwhile (this process outlived
 * its lease): then the newer claim owns the row and this result is dropped.
 */
async function finish(manager: EntityManager, job: Job, change: Partial<Job>): Promise<boolean> {
  const { affected } = await manager.update(Job, { id: job.id, state: 'running', attempts: job.attempts }, change);
  return affected === 1;
}

export interface JobRunnerOptions {
  db: Database;
  queue: JobQueue;
  handlers: JobHandlers;
  /** The services' clock: what is due, leases and backoff all follow it, so tests can move time. */
  now: () => Date;
  log: (line: string) => void;
  pollIntervalMs?: number;
}

/**
 * Runs due jobs in this process (DECISIONS.md section 7): polls the job table, claims a batch,
 * runs each with its kind's handler, and records done, a retry after backoff, or failed. Any
 * number of runners, in any number of processes, may share one database.
 */
export class JobRunner {
  private readonly db: Database;
  private readonly handlers: JobHandlers;
  private readonly now: () => Date;
  private readonly log: (line: string) => void;
  private readonly pollIntervalMs: number;
  private readonly stopListening: () => void;
  private stopped = false;
  /** A local enqueue asked for a poll now (and past the read-only check, which may not see it yet). */
  private nudged = false;
  private wake: (() => void) | undefined;
  /** When this runner next removes old done jobs, on the services' clock. */
  private nextPruneAt = 0;
  private readonly batches = new Set<Promise<number>>();
  private readonly loop: Promise<void>;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.handlers = options.handlers;
    this.now = options.now;
    this.log = options.log;
    this.pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
    this.stopListening = options.queue.onEnqueue(() => {
      this.nudged = true;
      this.wake?.();
    });
    this.loop = this.poll();
  }

  /**
   * Runs every job that is due now, here, and waits for the ones this runner already holds:
   * for tests and scripts that must see the effects of what they just did. Jobs that those
   * held jobs enqueued (a reminder's emails) are due too, so it goes round until none ran.
   */
  async drain(): Promise<void> {
    let held: number[];
    do {
      let claimed: number;
      do claimed = this.stopped ? 0 : await this.runBatch(false);
      while (claimed > 0);
      held = await Promise.all(this.batches);
    } while (held.some((count) => count > 0));
  }

  /** Stops polling and waits for the jobs in hand; call before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening();
    this.wake?.();
    await this.loop;
    await Promise.all(this.batches);
  }

  private async poll(): Promise<void> {
    while (!this.stopped) {
      const checkFirst = !this.nudged;
      this.nudged = false;
      const claimed = await this.runBatch(checkFirst);
      if (this.stopped) break;
      if (claimed === BATCH_SIZE || this.nudged) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.pollIntervalMs);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = undefined;
    }
  }

  /** One claim and the jobs it took; how many it took. Never throws: the next poll tries again. */
  private runBatch(checkFirst: boolean): Promise<number> {
    const batch = (async () => {
      try {
        const now = this.now();
        await this.pruneDoneJobs(now);
        // An idle poll reads, on the connection that never waits for writers, instead of taking
        // SQLite's write lock twice a second in every process.
        if (checkFirst && !(await this.db.read((manager) => dueJobs(manager, now).getExists()))) return 0;
        const jobs = await this.db.write((manager) => claim(manager, now, BATCH_SIZE));
        if (jobs.length > 0) await this.record(jobs, await Promise.all(jobs.map((job) => this.attempt(job))));
        return jobs.length;
      } catch (error) {
        this.log(`jobs: could not claim due jobs: ${(error as Error).message}`);
        return 0;
      }
    })();
    this.batches.add(batch);
    void batch.finally(() => this.batches.delete(batch));
    return batch;
  }

  /** Removes done jobs older than a week, at most once an hour; never throws. */
  private async pruneDoneJobs(now: Date): Promise<void> {
    if (now.getTime() < this.nextPruneAt) return;
    this.nextPruneAt = now.getTime() + PRUNE_EVERY_MS;
    const cutoff = new Date(now.getTime() - DONE_JOBS_KEPT_MS);
    try {
      await this.db.write((manager) => manager.query(jobStatements(manager).pruneDone, [columnParameter(manager, Job, 'updatedAt', cutoff)]));
    } catch (error) {
      // They are only kept longer: the next prune takes them.
      this.log(`jobs: could not remove done jobs: ${(error as Error).message}`);
    }
  }

  /** Runs one claimed job; what to record of it. */
  private async attempt(job: Job): Promise<Partial<Job>> {
    try {
      const handler = this.handlers[job.kind as JobKind] as ((payload: unknown) => Promise<void>) | undefined;
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
      await handler(JSON.parse(job.payload));
      return { state: 'done', leaseUntil: null, updatedAt: this.now() };
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      this.log(`jobs: ${job.kind} job ${job.id} failed (attempt ${job.attempts} of ${MAX_ATTEMPTS}): ${logText(lastError)}`);
      const now = this.now();
      return job.attempts >= MAX_ATTEMPTS
        ? { state: 'failed', lastError, leaseUntil: null, updatedAt: now }
        : { state: 'queued', lastError, leaseUntil: null, runAt: new Date(now.getTime() + retryDelayMs(job.attempts)), updatedAt: now };
    }
  }

  /**
   * One transaction for the whole batch: a write per job would take the database's write lock
   * (and, on SQLite, an fsync) ten times as often, in competition with the requests.
   */
  private async record(jobs: Job[], outcomes: Partial<Job>[]): Promise<void> {
    try {
      const recorded = await this.db.write(async (manager) => {
        const results: boolean[] = [];
        for (const [index, job] of jobs.entries()) results.push(await finish(manager, job, outcomes[index]!));
        return results;
      });
      for (const [index, job] of jobs.entries()) {
        if (!recorded[index]) this.log(`jobs: ${job.kind} job ${job.id} was claimed again after its lease ran out; this run's outcome is dropped`);
      }
    } catch (error) {
      // Their leases run out and they run again: the accepted worst case of DECISIONS.md section 7.
      this.log(`jobs: could not record the outcome of jobs ${jobs.map((job) => job.id).join(', ')}: ${(error as Error).message}`);
    }
  }
}
