import { In, type EntityManager } from 'typeorm';
import { afterCommit } from '../db/database.js';
import { Job } from '../db/entities/job.js';
import { inSlices } from '../db/slices.js';
import { columnParameter, sqlStatements } from '../db/statements.js';
import type { EmailJob } from '../mail/render.js';
import type { TextMessageJob } from '../mail/sms.js';
import { jobSql } from './queries.js';
import { emailKey } from '../../../common/search.js';

/**
 * What each kind of job carries; a handler per kind runs it (core/jobs/handlers.ts;
 * src/server/job-handlers.ts composes the areas'). Core's own outbox kinds are here; each area
 * adds its kinds beside its handlers (areas/<area>/job-handlers.ts) by declaration merging
 * (`declare module '../../core/jobs/queue.js' { interface JobPayloads { … } }`), as core/services.ts
 * is filled, since core may not import an area.
 */
export interface JobPayloads {
  email: EmailJob;
  /** A text through SMS_TRANSPORT (DECISIONS.md section 10). */
  sms: TextMessageJob;
}
export type JobKind = keyof JobPayloads;

/** The job table's texts for this driver: the queue's, and the runner's prune. */
export const jobStatements = sqlStatements(jobSql);

/**
 * The enqueue side of the job table, handed to the services. A job is a row written with the
 * caller's manager, so it commits or rolls back with the change that causes it (the outbox
 * pattern of DECISIONS.md section 7): a refused booking sends nothing, a committed one is never
 * forgotten, whichever process later runs it.
 */
export class JobQueue {
  private readonly enqueued = new Set<() => void>();

  constructor(private readonly now: () => Date) {}

  enqueue<K extends JobKind>(manager: EntityManager, kind: K, payload: JobPayloads[K], runAt: Date = this.now()): Promise<void> {
    return this.insert(manager, kind, payload, runAt, null);
  }

  /**
   * The job named `jobKey`, due at `runAt`, in place of any still queued under that name: a
   * rescheduled booking's reminder moves instead of going twice. A run already under way is
   * not stopped, so handlers of keyed jobs check at run time that they are still due.
   */
  async schedule<K extends JobKind>(manager: EntityManager, jobKey: string, kind: K, payload: JobPayloads[K], runAt: Date): Promise<void> {
    await this.unschedule(manager, jobKey);
    await this.insert(manager, kind, payload, runAt, jobKey);
  }

  /** Removes the queued jobs named by `jobKeys`, if any (a canceled or completed booking's reminders). */
  async unschedule(manager: EntityManager, ...jobKeys: string[]): Promise<void> {
    // One key, as each schedule removes, is the fixed text; many (a sweep's bookings) go a slice at a time.
    if (jobKeys.length === 1) {
      await manager.query(jobStatements(manager).unschedule, jobKeys);
      return;
    }
    await inSlices(jobKeys, async (slice) => {
      await manager.delete(Job, { jobKey: In(slice), state: 'queued' });
    });
  }

  /**
   * Removes the emails to `address`, in any case, that wait, were sent or failed: an erased
   * person's (DECISIONS.md section 21). A sent one's record, kept a week, holds their address
   * and what it told them, so it goes too; one being sent right now is left to finish. Erasures
   * are rare and a week of emails is few enough to read and match here rather than search
   * inside their JSON by each engine's own functions.
   */
  async dropEmailsTo(manager: EntityManager, address: string): Promise<void> {
    const key = emailKey(address);
    const finished = In(['queued', 'done', 'failed'] as const);
    const emails = await manager.find(Job, { select: { id: true, payload: true }, where: { kind: 'email', state: finished } });
    const ids = emails.filter((job) => emailKey((JSON.parse(job.payload) as EmailJob).to) === key).map(({ id }) => id);
    if (ids.length > 0) await manager.delete(Job, { id: In(ids), state: finished });
  }

  private async insert(manager: EntityManager, kind: JobKind, payload: JobPayloads[JobKind], runAt: Date, jobKey: string | null): Promise<void> {
    const now = columnParameter(manager, Job, 'createdAt', this.now());
    await manager.query(jobStatements(manager).insert, [kind, JSON.stringify(payload), columnParameter(manager, Job, 'runAt', runAt), jobKey, now, now]);
    afterCommit(manager, () => this.announce());
  }

  /** An admin's retry of a failed job: queued again, due now, with all its attempts ahead of it. */
  async retry(manager: EntityManager, job: Job): Promise<Job> {
    const change = { state: 'queued' as const, attempts: 0, runAt: this.now(), leaseUntil: null, updatedAt: this.now() };
    await manager.update(Job, { id: job.id }, change);
    afterCommit(manager, () => this.announce());
    return { ...job, ...change };
  }

  private announce(): void {
    for (const listener of this.enqueued) listener();
  }

  /**
   * Lets this process's runner start at once instead of at its next poll. Called once the
   * enqueuing transaction has committed, so the runner's claim, on its own connection, finds
   * the job on either engine.
   */
  onEnqueue(listener: () => void): () => void {
    this.enqueued.add(listener);
    return () => this.enqueued.delete(listener);
  }
}
