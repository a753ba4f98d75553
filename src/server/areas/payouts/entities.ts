import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { ChefLineKind, PayoutStatus } from '../../../common/schemas/payouts.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Chef } from '../../core/db/entities/chef.js';

/**
 * Money out (DECISIONS.md section 13). A chef's ledger is the truth of what the chef is owed:
 * its lines sum to the balance of the chef's payout account, which never goes below zero.
 */

/**
 * How a chef is paid, and what they are owed: this area's own row beside the chef's, so that only
 * payouts writes it. A chef without one has given nothing and is owed nothing (account-rows.ts);
 * the first write makes it.
 */
@Entity('chef_payout_account')
@Index('UQ_chef_payout_account_stripe', ['stripeAccountId'], { unique: true })
export class ChefPayoutAccount {
  @PrimaryColumn({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  /** What the chef is owed: the sum of its ledger lines (chef_ledger_line), never negative. */
  @Column({ type: 'integer', default: 0 })
  balanceCents!: number;

  /** Tax details (DECISIONS.md section 13), for the yearly T4A export. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  legalName!: string | null;

  @Column({ type: 'text', nullable: true })
  mailingAddress!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  gstNumber!: string | null;

  /** SIN or business number, encrypted with PII_KEY; never read but into the yearly export. */
  @Column({ type: 'text', nullable: true })
  taxIdCiphertext!: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  taxIdLastDigits!: string | null;

  /** The bank account manual payouts go to (institution, transit, account), encrypted with PII_KEY; opened only into the pending payouts export. */
  @Column({ type: 'text', nullable: true })
  bankAccountCiphertext!: string | null;

  /** The account number's last digits, for the masked view. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  bankAccountLastDigits!: string | null;

  /** PAYOUTS=stripe: the chef's Connect Express account, and whether Stripe lets it be paid (account.updated). */
  @Column({ type: 'varchar', length: 255, nullable: true })
  stripeAccountId!: string | null;

  @Column({ type: 'boolean', default: () => 'false' })
  payoutsEnabled!: boolean;

  /**
   * When `payoutsEnabled` was asked of Stripe (the moment the read began): an answer asked
   * earlier never replaces it, however late it arrives. Null until an account.updated is acted on.
   */
  @Column({ type: Date, nullable: true })
  payoutsCheckedAt!: Date | null;
}

/** A weekly (or the admin's) settlement of a chef's unpaid lines up to a day. */
@Entity('payout')
@Index('IDX_payout_status', ['status', 'id'])
@Index('IDX_payout_chef', ['chefId', 'id'])
export class Payout {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => Chef, { onDelete: 'CASCADE' })
  chefId!: number;

  /** The last Vancouver day whose lines it pays (YYYY-MM-DD). */
  @Column({ type: 'varchar', length: 10 })
  through!: string;

  @Column({ type: 'integer' })
  amountCents!: number;

  /** GST 5% on top, for a GST-registered chef; 0 otherwise. */
  @Column({ type: 'integer' })
  gstCents!: number;

  @Column({ type: 'varchar', length: 10 })
  status!: PayoutStatus;

  /** The bank's or Stripe's reference once paid. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  reference!: string | null;

  @Column({ type: 'text', nullable: true })
  failure!: string | null;

  @Column({ type: Date, nullable: true })
  paidAt!: Date | null;

  /**
   * PAYOUTS=stripe: when its transfer was first asked of Stripe. From then on only Stripe's answer
   * ends the payout (a retry sends the same idempotency key), never the admin's "mark paid".
   */
  @Column({ type: Date, nullable: true })
  transferStartedAt!: Date | null;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}

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

  /** A session's line (an earning, a late-cancellation fee): the hours it pays and the assignment's rate; null on other lines. */
  @Column({ type: 'integer', nullable: true })
  hours!: number | null;

  @Column({ type: 'integer', nullable: true })
  hourlyRateCents!: number | null;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => Booking, { onDelete: 'SET NULL' })
  bookingId!: number | null;

  @Column({ type: 'integer', nullable: true })
  @ForeignKey(() => Payout, { onDelete: 'SET NULL' })
  payoutId!: number | null;

  /** Set from the services' clock: a line's day decides which payout takes it. */
  @Column({ type: Date })
  createdAt!: Date;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const payoutsEntities = [ChefLedgerLine, ChefPayoutAccount, Payout];
