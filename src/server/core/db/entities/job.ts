import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { JobState } from '../../../../common/constants.js';

/**
 * Work done after a change commits (DECISIONS.md section 7, "Jobs"): written in the same
 * transaction as the change, run later by whichever process claims it first.
 */
@Entity('job')
@Index('IDX_job_due', ['state', 'runAt'])
@Index('IDX_job_lease', ['state', 'leaseUntil'])
@Index('IDX_job_key_state', ['jobKey', 'state'])
export class Job {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 40 })
  kind!: string;

  /** JSON text: one column type that both engines store alike. */
  @Column({ type: 'text' })
  payload!: string;

  @Column({ type: 'varchar', length: 10 })
  state!: JobState;

  /** When a queued job becomes due: its enqueue time, or the end of its backoff after a failure. */
  @Column({ type: Date })
  runAt!: Date;

  /** Claims so far; also the fence that stops a runner whose lease ran out from finishing a reclaimed job. */
  @Column({ type: 'integer' })
  attempts!: number;

  @Column({ type: 'text', nullable: true })
  lastError!: string | null;

  /** Names a scheduled job so that it can be found again, moved or removed ('reminder:42'). */
  @Column({ type: 'varchar', length: 100, nullable: true })
  jobKey!: string | null;

  /** While running: when the claiming process is presumed dead and the job may be claimed again. */
  @Column({ type: Date, nullable: true })
  leaseUntil!: Date | null;

  // Both from the services' clock, like runAt, so that tests which move time see consistent rows.
  @Column({ type: Date })
  createdAt!: Date;

  @Column({ type: Date })
  updatedAt!: Date;
}
