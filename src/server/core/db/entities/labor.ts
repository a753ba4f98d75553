import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Booking } from './booking.js';
import { Business } from './business.js';

/**
 * A business's prepaid hours. usedHours is kept in the same transaction as every booking
 * change, so the admin table can sort and filter by remaining hours without summing bookings.
 */
@Entity('labor_bank')
@Index('UQ_labor_bank_business', ['businessId'], { unique: true })
export class LaborBank {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'integer' })
  totalHours!: number;

  @Column({ type: 'integer' })
  usedHours!: number;

  /** The business's low-balance alert: its contact is emailed when available hours fall below this (0: never). */
  @Column({ type: 'integer', default: 5 })
  lowBalanceHours!: number;
}

/** One line of the ledger: the ledger of a business always sums to its available hours. */
@Entity('labor_transaction')
@Index('IDX_labor_transaction_business', ['businessId', 'id'])
@Index('IDX_labor_transaction_booking', ['bookingId'])
export class LaborTransaction {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => Booking, { onDelete: 'SET NULL' })
  bookingId!: number | null;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  /** Positive adds hours, negative deducts them. */
  @Column({ type: 'integer' })
  hours!: number;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  transactionDate!: Date;
}
