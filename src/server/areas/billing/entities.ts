import { Column, CreateDateColumn, Entity, ForeignKey, Index, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import type { OrderStatus, PaymentProvider } from '../../../common/schemas/billing.js';
import { Business } from '../../core/db/entities/business.js';

/**
 * Money in (DECISIONS.md section 12): the packs of hours a business buys, its orders, the
 * yearly counter that numbers them, the payment provider's events already handled, and the
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
export class BillingOrder {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  /** INV-YYYY-NNNNNN: sequential within the year, without gaps (invoice_counter). */
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

  @Column({ type: Date })
  createdAt!: Date;

  @Column({ type: Date, nullable: true })
  paidAt!: Date | null;

  @Column({ type: Date, nullable: true })
  refundedAt!: Date | null;
}

/** The last invoice number given in a year: incremented in the order's transaction, so numbers have no gaps. */
@Entity('invoice_counter')
export class InvoiceCounter {
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
}

/** This area's tables, registered with TypeORM by the composition root (src/server/entities.ts). */
export const billingEntities = [BillingOrder, BillingSettings, HourPack, InvoiceCounter, PaymentEvent];
