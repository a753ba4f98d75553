import { In, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { Database } from '../db/database.js';
import { Job } from '../db/entities/job.js';
import { columnParameter } from '../db/statements.js';
import type { JobHandlers } from './handlers.js';
import { logText } from '../log-text.js';
import { jobStatements, type JobKind, type JobQueue } from './queue.js';
import { JOB_TIME_LIMIT_MS, LEASE_MS } from './time-limits.js';

/** DECISIONS.md section 7: the eighth failed attempt fails the job for good (an admin may retry it). */
export const MAX_ATTEMPTS = 8;
/**
 * The wait after the first failure, doubled after each one: 30 s, 1 min, … 32 min, about an
 * hour from the first attempt to the eighth, which rides out a mail server's usual outage.
 */
export const FIRST_RETRY_DELAY_MS = 30_000;
const POLL_INTERVAL_MS = 500;
/**
 * Jobs one runner runs at once: enough to keep a process busy while mail servers answer, few
 * enough that a burst is shared between processes.
 */
export const JOB_SLOTS = 10;
/**
 * How long an ended job waits for others still running before its outcome is written and its
 * slot refilled: 500 outbox emails over 4 processes on SQLite took 4 s with a write per job,
 * 1.5 s with this (one commit, and its fsync, serves several jobs).
 */
const GATHER_OUTCOMES_MS = 5;
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
async function claim(manager: EntityManager, now: Date, limit: number, leaseMs: number): Promise<Job[]> {
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
  const leaseUntil = new Date(now.getTime() + leaseMs);
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
  /** What wakes the runner at once when a job is queued in this process. */
  queue: Pick<JobQueue, 'onEnqueue'>;
  handlers: JobHandlers;
  /** The services' clock: what is due, leases and backoff all follow it, so tests can move time. */
  now: () => Date;
  log: (line: string) => void;
  pollIntervalMs?: number;
  /** Jobs run at once; JOB_SLOTS unless a test wants fewer. */
  slots?: number;
  /** Real time one attempt may take; JOB_TIME_LIMIT_MS unless a test wants seconds. */
  timeLimitMs?: number;
  /** On the services' clock; LEASE_MS unless a test wants it shorter. Must exceed the time limit. */
  leaseMs?: number;
}

/** How an attempt ended, waiting to be written with the next claim. */
interface Outcome {
  job: Job;
  change: Partial<Job>;
}

/**
 * Runs due jobs in this process (DECISIONS.md section 7): keeps up to `slots` jobs running,
 * claiming more as soon as one finishes, runs each with its kind's handler under a time limit,
 * and records done, a retry after backoff, or failed. Any number of runners, in any number of
 * processes, may share one database.
 */
export class JobRunner {
  private readonly db: Database;
  private readonly handlers: JobHandlers;
  private readonly now: () => Date;
  private readonly log: (line: string) => void;
  private readonly pollIntervalMs: number;
  private readonly slots: number;
  private readonly timeLimitMs: number;
  private readonly leaseMs: number;
  private readonly stopListening: () => void;
  private stopped = false;
  /** A local enqueue asked for a poll now (and past the read-only check, which may not see it yet). */
  private nudged = false;
  private wake: (() => void) | undefined;
  /** When this runner next removes old done jobs, on the services' clock. */
  private nextPruneAt = 0;
  /** Attempts under way, each holding a slot until it ends or its time limit does. */
  private readonly running = new Set<Promise<void>>();
  /** Ended attempts not yet written: the next cycle records them in the transaction that claims their successors. */
  private outcomes: Outcome[] = [];
  /** The last cycle queued; cycles run one after another, so two never count the same free slot. */
  private cycles: Promise<unknown> = Promise.resolve();
  private cyclesPending = 0;
  private readonly loop: Promise<void>;

  constructor(options: JobRunnerOptions) {
    this.db = options.db;
    this.handlers = options.handlers;
    this.now = options.now;
    this.log = options.log;
    this.pollIntervalMs = options.pollIntervalMs ?? POLL_INTERVAL_MS;
    this.slots = options.slots ?? JOB_SLOTS;
    this.timeLimitMs = options.timeLimitMs ?? JOB_TIME_LIMIT_MS;
    this.leaseMs = options.leaseMs ?? LEASE_MS;
    // The order of core/jobs/time-limits.ts: an attempt outliving its lease could run beside a second claim of it.
    if (this.timeLimitMs >= this.leaseMs) throw new Error(`A job's time limit (${this.timeLimitMs} ms) must be shorter than its lease (${this.leaseMs} ms)`);
    this.stopListening = options.queue.onEnqueue(() => {
      this.nudged = true;
      this.wake?.();
    });
    this.loop = this.poll();
  }

  /**
   * Runs every job that is due now, here, and waits for the ones this runner already holds:
   * for tests and scripts that must see the effects of what they just did. Jobs that those
   * held jobs enqueued (a reminder's emails) are due too, so it goes round until nothing is
   * running, nothing is left to record and a claim finds nothing.
   */
  async drain(): Promise<void> {
    for (;;) {
      if ((await this.cycle(false)) > 0) continue;
      if (this.cyclesPending > 0) await this.cycles;
      else if (this.running.size > 0) await Promise.race(this.running);
      else if (this.outcomes.length === 0) return;
    }
  }

  /** Stops claiming and waits for the jobs in hand (at most the time limit), records them; call before the database closes. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.stopListening();
    this.wake?.();
    await this.loop;
    // Stopped, it claims nothing more: this waits for the attempts under way and records them.
    await this.drain();
  }

  private async poll(): Promise<void> {
    while (!this.stopped) {
      // Jobs started together tend to end together: a moment's wait records them in one write.
      if (this.outcomes.length > 0 && this.running.size > 0) await new Promise((resolve) => setTimeout(resolve, GATHER_OUTCOMES_MS));
      const checkFirst = !this.nudged;
      this.nudged = false;
      const free = this.freeSlots();
      const claimed = await this.cycle(checkFirst);
      if (this.stopped) break;
      // Filling every free slot means more may be due: go on while a slot is free. With all
      // slots busy, the first job to end wakes the loop.
      const moreMayBeDue = claimed > 0 && claimed === free && this.freeSlots() > 0;
      if (moreMayBeDue || this.nudged || this.outcomes.length > 0) continue;
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

  private freeSlots(): number {
    return this.stopped ? 0 : this.slots - this.running.size;
  }

  /** One cycle, after any already queued; how many jobs it claimed. */
  private cycle(checkFirst: boolean): Promise<number> {
    this.cyclesPending += 1;
    const cycle = this.cycles.then(() => this.recordAndClaim(checkFirst));
    this.cycles = cycle.finally(() => (this.cyclesPending -= 1));
    return cycle;
  }

  /**
   * Records the attempts that ended and claims jobs for the free slots, in one transaction: a
   * write for each would take the database's write lock (and, on SQLite, an fsync) twice per
   * job, in competition with the requests. Starts what it claimed; never throws: the next
   * poll tries again.
   */
  private async recordAndClaim(checkFirst: boolean): Promise<number> {
    const outcomes = this.outcomes;
    this.outcomes = [];
    try {
      const now = this.now();
      await this.pruneDoneJobs(now);
      const free = this.freeSlots();
      if (outcomes.length === 0) {
        if (free === 0) return 0;
        // An idle poll reads, on the connection that never waits for writers, instead of taking
        // SQLite's write lock twice a second in every process.
        if (checkFirst && !(await this.db.read((manager) => dueJobs(manager, now).getExists()))) return 0;
      }
      const { recorded, jobs } = await this.db.write(async (manager) => {
        const recorded: boolean[] = [];
        for (const { job, change } of outcomes) recorded.push(await finish(manager, job, change));
        return { recorded, jobs: free > 0 ? await claim(manager, now, free, this.leaseMs) : [] };
      });
      for (const [index, { job }] of outcomes.entries()) {
        if (!recorded[index]) this.log(`jobs: ${job.kind} job ${job.id} was claimed again after its lease ran out; this run's outcome is dropped`);
      }
      for (const job of jobs) this.start(job);
      return jobs.length;
    } catch (error) {
      // Unrecorded attempts' leases run out and they run again: the accepted worst case of DECISIONS.md section 7.
      const unrecorded = outcomes.length > 0 ? ` or record the outcome of jobs ${outcomes.map(({ job }) => job.id).join(', ')}` : '';
      this.log(`jobs: could not claim due jobs${unrecorded}: ${(error as Error).message}`);
      return 0;
    }
  }

  /** Runs a claimed job in a slot; its end queues its outcome and wakes the loop to fill the slot. */
  private start(job: Job): void {
    const running: Promise<void> = this.attempt(job).then((change) => {
      this.outcomes.push({ job, change });
      this.running.delete(running);
      this.wake?.();
    });
    this.running.add(running);
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

  /**
   * Runs one claimed job; what to record of it. Past the time limit the attempt fails like any
   * other: the handler is told to abort (transports that can, do) and its promise is left
   * behind, so a handler that never returns costs one slot for the limit and no more.
   */
  private async attempt(job: Job): Promise<Partial<Job>> {
    const abort = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const error = new Error(`Timed out: still running after ${this.timeLimitMs / 1000} s, the time limit of a job`);
        abort.abort(error);
        reject(error);
      }, this.timeLimitMs);
    });
    try {
      const handler = this.handlers[job.kind as JobKind] as ((payload: unknown, signal: AbortSignal) => Promise<void>) | undefined;
      if (!handler) throw new Error(`No handler for jobs of kind "${job.kind}"`);
      await Promise.race([handler(JSON.parse(job.payload), abort.signal), timedOut]);
      return { state: 'done', leaseUntil: null, updatedAt: this.now() };
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error);
      this.log(`jobs: ${job.kind} job ${job.id} failed (attempt ${job.attempts} of ${MAX_ATTEMPTS}): ${logText(lastError)}`);
      const now = this.now();
      return job.attempts >= MAX_ATTEMPTS
        ? { state: 'failed', lastError, leaseUntil: null, updatedAt: now }
        : { state: 'queued', lastError, leaseUntil: null, runAt: new Date(now.getTime() + retryDelayMs(job.attempts)), updatedAt: now };
    } finally {
      clearTimeout(timer);
    }
  }
}
