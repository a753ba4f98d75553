import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_PROVIDERS } from '../billing.js';
import { createdByAnswer, laborBankAnswer, timestampAnswer } from './shared.js';

/** The answers of buying hours (DECISIONS.md section 12), typing what the billing service returns. */

export const packAnswer = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  hours: z.number().int(),
  priceCents: z.number().int(),
  currency: z.literal('CAD'),
});
export type PackAnswer = z.output<typeof packAnswer>;
export const packsAnswer = z.array(packAnswer);

/** A pack as the admin manages it: the public fields, whether it is on sale, and whether it was ever ordered (then never deleted). */
export const adminPackAnswer = packAnswer.extend({ active: z.boolean(), ordered: z.boolean() });
export type AdminPackAnswer = z.output<typeof adminPackAnswer>;
export const adminPacksAnswer = z.array(adminPackAnswer);

export const orderAnswer = z.strictObject({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  packId: z.number().int(),
  packName: z.string(),
  hours: z.number().int(),
  subtotalCents: z.number().int(),
  gstCents: z.number().int(),
  pstCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.literal('CAD'),
  provider: z.enum(PAYMENT_PROVIDERS),
  createdBy: createdByAnswer,
  createdAt: timestampAnswer,
  paidAt: timestampAnswer.nullable(),
});
export type OrderAnswer = z.output<typeof orderAnswer>;
export const ordersAnswer = z.array(orderAnswer);

/** 201 of POST /api/billing/orders: the order and where to pay it by card (null for an invoice). */
export const createdOrderAnswer = z.strictObject({ order: orderAnswer, checkoutUrl: z.string().nullable() });
export type CreatedOrderAnswer = z.output<typeof createdOrderAnswer>;

/** What a business is told before it orders: how it will pay, and the PST rate its total will carry. */
export const checkoutTermsAnswer = z.strictObject({ provider: z.enum(PAYMENT_PROVIDERS), pstBasisPoints: z.number().int() });
export type CheckoutTermsAnswer = z.output<typeof checkoutTermsAnswer>;

/** An order in the admin's table: whose it is, its payment as recorded (and by whom), and its refund. */
export const adminOrderAnswer = orderAnswer.extend({
  businessId: z.number().int(),
  businessName: z.string(),
  paymentReference: z.string().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  /** YYYY-MM-DD (Vancouver). */
  paymentReceivedOn: z.string().nullable(),
  paymentRecordedBy: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  refundedAt: timestampAnswer.nullable(),
  refundReason: z.string().nullable(),
  refundedBy: z.string().nullable(),
  creditNoteNumber: z.string().nullable(),
});
export type AdminOrderAnswer = z.output<typeof adminOrderAnswer>;
export const adminOrdersAnswer = z.array(adminOrderAnswer);

/** Recording a payment or a refund: the order as it now is. */
export const orderChangeAnswer = z.strictObject({ success: z.literal(true), order: adminOrderAnswer });
export type OrderChangeAnswer = z.output<typeof orderChangeAnswer>;

export const billingSettingsAnswer = z.strictObject({
  pstBasisPoints: z.number().int(),
  paymentInstructions: z.string(),
  /** The PAYMENTS setting: how new orders are paid. */
  provider: z.enum(PAYMENT_PROVIDERS),
  gstNumber: z.string().nullable(),
  /** Days from an invoice's date to its due date. */
  paymentTermsDays: z.number().int(),
});
export type BillingSettingsAnswer = z.output<typeof billingSettingsAnswer>;

/**
 * One line of a month (Vancouver): its sales (orders by the month their payment was recorded in)
 * or its refunds (by the month each refund was made, every figure negative). A refund never
 * changes the month of its sale, so a month once past keeps its figures.
 */
export const monthTotalsAnswer = z.strictObject({
  month: z.string(),
  kind: z.enum(['sales', 'refunds']),
  orders: z.number().int(),
  salesCents: z.number().int(),
  gstCents: z.number().int(),
  pstCents: z.number().int(),
  hoursSold: z.number().int(),
});
export type MonthTotalsAnswer = z.output<typeof monthTotalsAnswer>;
export const monthTotalsListAnswer = z.array(monthTotalsAnswer);

/** A business's labor bank with its low-balance alert level (the dashboard's Buy hours view). */
export const lowBalanceAnswer = z.strictObject({ success: z.literal(true), lowBalanceHours: z.number().int(), laborBank: laborBankAnswer });
export type LowBalanceAnswer = z.output<typeof lowBalanceAnswer>;
