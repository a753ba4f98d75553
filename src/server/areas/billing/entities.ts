import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { OrderStatus, PaymentMethod, PaymentProvider } from '../../../common/schemas/billing.js';
import { Business } from '../../core/db/entities/business.js';

/**
 * Money in (DECISIONS.md section 12): the packs of hours a business buys, its orders, the
 * yearly counters that number their invoices, receipts and credit notes, the payment provider's events already handled, and the
 * admin's tax and payment settings. Amounts are integer cents, CAD.
 */

/** A pack of hours for sale. A pack that was ever ordered is deactivated, never deleted (its orders name it). */
@Entity('hour_pack')
export class HourPack {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'integer' })
  hours!: number;

  @Column({ type: 'integer' })
  priceCents!: number;

  @Column({ type: 'boolean', default: () => 'true' })
  active!: boolean;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  createdAt!: Date;
}


/**
 * A business's purchase of one pack. The pack's name, hours and price are copied when the
 * order is made, so a later change to the pack leaves the order (and its invoice) as sold.
 * Status changes are conditional UPDATEs (`WHERE status = 'pending'`), so of two deliveries of
 * one payment only one finds the order pending and credits the hours.
 */
@Entity('billing_order')
@Index('UQ_billing_order_number', ['number'], { unique: true })
@Index('UQ_billing_order_checkout_session', ['checkoutSessionId'], { unique: true })
@Index('IDX_billing_order_business', ['businessId', 'id'])
@Index('IDX_billing_order_status', ['status', 'createdAt'])
@Index('IDX_billing_order_payment_intent', ['paymentIntentId'])
@Index('UQ_billing_order_receipt', ['receiptNumber'], { unique: true })
@Index('UQ_billing_order_credit_note', ['creditNoteNumber'], { unique: true })
export class BillingOrder {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** INV-YYYY-NNNNNN: sequential within the year, without gaps (document_counter). */
  @Column({ type: 'varchar', length: 20 })
  number!: string;

  @Column({ type: 'integer' })
  @ForeignKey(() => Business, { onDelete: 'CASCADE' })
  businessId!: number;

  @Column({ type: 'integer' })
  @ForeignKey(() => HourPack)
  packId!: number;

  @Column({ type: 'varchar', length: 100 })
  packName!: string;

  @Column({ type: 'integer' })
  hours!: number;

  @Column({ type: 'integer' })
  subtotalCents!: number;

  @Column({ type: 'integer' })
  gstCents!: number;

  @Column({ type: 'integer' })
  pstCents!: number;

  /** The PST rate the order was taxed at, in basis points, for its invoice's label. */
  @Column({ type: 'integer' })
  pstBasisPoints!: number;

  @Column({ type: 'integer' })
  totalCents!: number;

  /** The payment terms the order was invoiced with, in days: its invoice's due date is its date plus these. */
  @Column({ type: 'integer', default: 14 })
  paymentTermsDays!: number;

  @Column({ type: 'varchar', length: 3 })
  currency!: string;

  @Column({ type: 'varchar', length: 10 })
  provider!: PaymentProvider;

  @Column({ type: 'varchar', length: 10 })
  status!: OrderStatus;

  @Column({ type: 'varchar', length: 255, nullable: true })
  checkoutSessionId!: string | null;

  @Column({ type: 'text', nullable: true })
  checkoutUrl!: string | null;

  @Column({ type: 'varchar', length: 255, nullable: true })
  paymentIntentId!: string | null;

  /** What the admin wrote when recording an invoice's payment (a cheque or transfer number). */
  @Column({ type: 'varchar', length: 200, nullable: true })
  paymentReference!: string | null;

  /** How the money came: e-Transfer, cheque, wire, card or other (card for a Stripe payment). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  paymentMethod!: PaymentMethod | null;

  /** The day (YYYY-MM-DD, Vancouver) the money was received, which may be before the day it was recorded (paidAt). */
  @Column({ type: 'varchar', length: 10, nullable: true })
  paymentReceivedOn!: string | null;

  /** The admin who recorded the payment; null for a card payment. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  paymentRecordedBy!: string | null;

  /** RC-YYYY-NNNNNN, given when the order is paid. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  receiptNumber!: string | null;

  /** Who ordered it (DECISIONS.md section 18), kept as the booking keeps it: both null for an order made before teams. */
  @Column({ type: 'integer', nullable: true })
  createdByMemberId!: number | null;

  @Column({ type: 'varchar', length: 401, nullable: true })
  createdByName!: string | null;

  @Column({ type: Date })
  createdAt!: Date;

  /** When the payment was recorded (or the card payment landed): the Finance month it counts in. */
  @Column({ type: Date, nullable: true })
  paidAt!: Date | null;

  /** When the refund was made: the Finance month it counts in, as a negative line. */
  @Column({ type: Date, nullable: true })
  refundedAt!: Date | null;

  @Column({ type: 'text', nullable: true })
  refundReason!: string | null;

  /** The admin who refunded; null for a refund made in Stripe's dashboard. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  refundedBy!: string | null;

  /** CN-YYYY-NNNNNN, given when the order is refunded. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  creditNoteNumber!: string | null;
}

/**
 * The last number given in a series (INV invoices, RC receipts, CN credit notes) and year:
 * incremented in the transaction of the document's event, so numbers neither repeat nor skip.
 */
@Entity('document_counter')
export class DocumentCounter {
  @PrimaryColumn({ type: 'varchar', length: 4 })
  series!: string;

  @PrimaryColumn({ type: 'integer' })
  year!: number;

  @Column({ type: 'integer' })
  lastNumber!: number;
}

/** A payment provider's event already handled: its id is written in the same transaction as its effect. */
@Entity('payment_event')
export class PaymentEvent {
  @PrimaryColumn({ type: 'varchar', length: 255 })
  id!: string;

  @Column({ type: 'varchar', length: 100 })
  type!: string;

  @CreateDateColumn({ type: Date, default: () => 'CURRENT_TIMESTAMP' })
  receivedAt!: Date;
}

/** The admin's billing settings: one row (id 1), written by the migration. */
@Entity('billing_settings')
export class BillingSettings {
  @PrimaryColumn({ type: 'integer' })
  id!: number;

  /** BC PST, in basis points (700 = 7%); 0 by default, as it does not apply to most labour services. */
  @Column({ type: 'integer', default: 0 })
  pstBasisPoints!: number;

  /** How to pay an invoice: printed on it and in its email. */
  @Column({ type: 'text' })
  paymentInstructions!: string;

  /** Days from an invoice's date to its due date. */
  @Column({ type: 'integer', default: 14 })
  paymentTermsDays!: number;
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const billingEntities = [BillingOrder, BillingSettings, DocumentCounter, HourPack, PaymentEvent];
