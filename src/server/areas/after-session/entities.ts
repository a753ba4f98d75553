import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { RatingAuthor, TimesheetStatus } from '../../../common/session-life.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { Chef } from '../../core/db/entities/chef.js';

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

/** One side's rating of the other after a completed booking: once each way (UQ_rating_booking_author). */
@Entity('rating')
@Index('UQ_rating_booking_author', ['bookingId', 'author'], { unique: true })
@Index('IDX_rating_chef_author', ['chefId', 'author'])
export class Rating {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Booking, { onDelete: 'CASCADE' })
  bookingId!: number;

  /** Who rated: the business (rating its chef) or the chef (rating the business). */
  @Column({ type: 'varchar', length: 10 })
  author!: RatingAuthor;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  /** 1 to 5. */
  @Column({ type: 'integer' })
  stars!: number;

  @Column({ type: 'text', nullable: true })
  comment!: string | null;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

/** A chef a business marked as a favourite (one who worked for it). */
@Entity('favourite')
@Index('IDX_favourite_chef', ['chefId'])
export class Favourite {
  @PrimaryColumn({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @PrimaryColumn({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const afterSessionEntities = [Favourite, Rating, Timesheet];
