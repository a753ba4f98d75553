import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ChefLineKind } from '../../../common/schemas/payouts.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Chef } from '../../core/db/entities/chef.js';

/**
 * A chef's ledger is the truth of what the chef is owed (DECISIONS.md section 13): its lines
 * sum to chef.balanceCents, which never goes below zero.
 */

/** One line of a chef's ledger: an earning, a late-cancellation fee, an admin's adjustment, or a payout (negative). */
@Entity('chef_ledger_line')
@Index('UQ_chef_ledger_line_booking_kind', ['bookingId', 'kind'], { unique: true })
@Index('IDX_chef_ledger_line_chef', ['chefId', 'id'])
@Index('IDX_chef_ledger_line_unpaid', ['payoutId', 'createdAt'])
export class ChefLedgerLine {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  @Column({ type: 'varchar', length: 12 })
  kind!: ChefLineKind;

  @Column({ type: 'integer' })
  amountCents!: number;

  @Column({ type: 'varchar', length: 500 })
  description!: string;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => Booking, { onDelete: 'SET NULL' })
  bookingId!: number | null;

  @Column({ type: 'integer', nullable: true })
  // The payout table by name: the payouts area builds on this ledger, so the ledger cannot import its entity.
  @ForeignKey('payout', { onDelete: 'SET NULL' })
  payoutId!: number | null;

  /** Set from the services' clock: a line's day decides which payout takes it. */
  @Column({ type: Date })
  createdAt!: Date;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const earningsEntities = [ChefLedgerLine];
