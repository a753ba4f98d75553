import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { BookingStatus } from '../../../../common/constants.js';
import { Business } from './business.js';

/**
 * A standing booking (DECISIONS.md section 20): the rule its sessions were booked by. Each
 * session is an ordinary booking that names it; nothing else about a session lives here.
 */
@Entity('booking_series')
export class BookingSeries {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  /** Its weekdays as "MO,FR", Monday first. */
  @Column({ type: 'varchar', length: 20 })
  weekdays!: string;

  /** Every how many weeks, 1 to 4. */
  @Column({ type: 'integer' })
  every!: number;

  @Column({ type: 'varchar', length: 20 })
  timeSlot!: string;

  @Column({ type: 'integer' })
  duration!: number;

  /** The first and last days it booked, and how many sessions: what it was when made. */
  @Column({ type: 'varchar', length: 10 })
  firstDate!: string;

  @Column({ type: 'varchar', length: 10 })
  lastDate!: string;

  @Column({ type: 'integer' })
  sessions!: number;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

@Entity('booking')
@Index('IDX_booking_business_date', ['businessId', 'bookingDate'])
@Index('IDX_booking_status_date', ['status', 'bookingDate'])
@Index('IDX_booking_series', ['seriesId', 'bookingDate'])
export class Booking {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'varchar', length: 20 })
  status!: BookingStatus;

  /** A calendar day in America/Vancouver, as YYYY-MM-DD (sorts as text). */
  @Column({ type: 'varchar', length: 10 })
  bookingDate!: string;

  @Column({ type: 'varchar', length: 20 })
  serviceType!: string;

  @Column({ type: 'varchar', length: 20 })
  timeSlot!: string;

  /** Whole hours, 1 to 12. */
  @Column({ type: 'integer' })
  duration!: number;

  @Column({ type: 'varchar', length: 20, nullable: true })
  serviceHours!: string | null;

  @Column({ type: 'text', nullable: true })
  serviceDescription!: string | null;

  @Column({ type: 'text', nullable: true })
  specialRequests!: string | null;

  /** Hours a confirmed timesheet or the admin's settlement charged; null: the booked duration. */
  @Column({ type: 'integer', nullable: true })
  workedHours!: number | null;

  /** Hours a late cancellation kept (DECISIONS.md section 10); 0 for every other booking. */
  @Column({ type: 'integer', default: 0 })
  feeHours!: number;

  @Column({ type: Date, nullable: true })
  completedAt!: Date | null;

  /** When the 24-hour reminder went out; cleared when the booking moves. */
  @Column({ type: Date, nullable: true })
  remindedAt!: Date | null;

  /** When the support address was told the booking had no chef 48 hours ahead. */
  @Column({ type: Date, nullable: true })
  unstaffedAlertAt!: Date | null;

  /** The series it was booked with; null for a single booking. */
  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => BookingSeries, { onDelete: 'SET NULL' })
  seriesId!: number | null;

  /**
   * Who booked it (DECISIONS.md section 18): the member's id and name as they were, kept when
   * they leave (no foreign key); both null for a booking made before teams or by an admin.
   */
  @Column({ type: 'integer', nullable: true })
  createdByMemberId!: number | null;

  @Column({ type: 'varchar', length: 401, nullable: true })
  createdByName!: string | null;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;

  @UpdateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  updatedAt!: Date;
}
