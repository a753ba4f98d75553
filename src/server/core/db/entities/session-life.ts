import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import type { TimesheetStatus } from '../../../../common/session-life.js';
import { Booking } from './booking.js';
import { Chef } from './chef.js';

/** The hours a booking's chef reports having worked (DECISIONS.md section 10), one per booking. */
@Entity('timesheet')
@Index('IDX_timesheet_status', ['status'])
export class Timesheet {
  @PrimaryColumn({ type: 'integer' })
  @ForeignKey(() => Booking, { onDelete: 'CASCADE' })
  bookingId!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  /** Whole hours, 1 to 12. */
  @Column({ type: 'integer' })
  hours!: number;

  @Column({ type: 'text', nullable: true })
  note!: string | null;

  @Column({ type: 'varchar', length: 10 })
  status!: TimesheetStatus;

  @Column({ type: 'text', nullable: true })
  disputeReason!: string | null;

  @Column({ type: Date })
  submittedAt!: Date;

  /** When it was confirmed (by the business or the 72-hour job), disputed, or settled. */
  @Column({ type: Date, nullable: true })
  decidedAt!: Date | null;
}
