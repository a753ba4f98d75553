import { z } from 'zod';
import { calendarDay, entityId, oneOf, optionalText, requiredMultiLineText, requiredText, wholeNumber } from './fields.js';

/** What buying hours asks of a business, a payment of an admin, and the admin's packs and settings (DECISIONS.md section 12). */

export const ORDER_STATUSES = ['pending', 'paid', 'expired', 'refunded', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
/** At most this many pending orders per business: each renders and emails an invoice or opens a Checkout session. */
export const MAX_PENDING_ORDERS = 5;
/** `invoice`: emailed, its payment recorded by the admin; `stripe`: Checkout (the PAYMENTS setting when ordered). */
export const PAYMENT_PROVIDERS = ['invoice', 'stripe'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** The largest pack and price an admin may set: far beyond any real pack, well inside an integer column. */
export const PACK_HOURS_MAX = 1000;
export const PACK_PRICE_CENTS_MAX = 10_000_000;
/** Days from an invoice's date to its due date: 14 by default, at most 90. */
export const PAYMENT_TERMS_DAYS_MAX = 90;
/** PST in basis points: 0 (the default) to 20%. */
export const PST_BASIS_POINTS_MAX = 2000;
/** The low-balance level a business may set, in hours; 0 turns the email off. */
export const LOW_BALANCE_HOURS_MAX = 100;

export const createOrderInput = z.strictObject({ packId: entityId('Please choose a pack') });
export type CreateOrderInput = z.output<typeof createOrderInput>;

/** How an invoice's money came (DECISIONS.md section 23); a Stripe payment is `card`. */
export const PAYMENT_METHODS = ['etransfer', 'cheque', 'wire', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Each method as a receipt and the admin's screen write it. */
export const PAYMENT_METHOD_NAMES: Record<PaymentMethod, string> = { etransfer: 'e-Transfer', cheque: 'Cheque', wire: 'Wire transfer', card: 'Card', other: 'Other' };

/** The day a payment was received may be before the day it is recorded, never after it (the service checks against today in Vancouver). */
export const RECEIVED_IN_FUTURE = 'The day received cannot be after today';

export const recordPaymentInput = z.strictObject({
  reference: requiredText('Please give the payment reference (a cheque or e-Transfer number)', 200),
  receivedOn: calendarDay('The day received must be a date (YYYY-MM-DD)').optional(),
  method: oneOf(PAYMENT_METHODS, `Method must be one of: ${PAYMENT_METHODS.join(', ')}`).default('other'),
});
export type RecordPaymentInput = z.output<typeof recordPaymentInput>;

export const refundInput = z.strictObject({
  reason: requiredMultiLineText('Please give the reason for the refund', 1000),
});

const packName = requiredText('Please give the pack a name', 100);
const packHours = wholeNumber(1, PACK_HOURS_MAX, `Hours must be a whole number from 1 to ${PACK_HOURS_MAX}`);
const packPrice = wholeNumber(100, PACK_PRICE_CENTS_MAX, `Price must be a whole number of cents from 100 to ${PACK_PRICE_CENTS_MAX}`);

export const createPackInput = z.strictObject({ name: packName, hours: packHours, priceCents: packPrice, active: z.boolean().default(true) });
export type CreatePackInput = z.output<typeof createPackInput>;

export const updatePackInput = z
  .strictObject({ name: packName.optional(), hours: packHours.optional(), priceCents: packPrice.optional(), active: z.boolean().optional() })
  .refine((change) => Object.keys(change).length > 0, { error: 'Nothing to update' });
export type UpdatePackInput = z.output<typeof updatePackInput>;

export const billingSettingsInput = z
  .strictObject({
    pstBasisPoints: wholeNumber(0, PST_BASIS_POINTS_MAX, `PST must be a whole number of basis points from 0 to ${PST_BASIS_POINTS_MAX} (700 is 7%)`).optional(),
    paymentInstructions: requiredMultiLineText('Please give the payment instructions', 2000).optional(),
    paymentTermsDays: wholeNumber(0, PAYMENT_TERMS_DAYS_MAX, `Payment terms must be a whole number of days from 0 to ${PAYMENT_TERMS_DAYS_MAX}`).optional(),
  })
  .refine((change) => Object.keys(change).length > 0, { error: 'Nothing to update' });
export type BillingSettingsInput = z.output<typeof billingSettingsInput>;

/**
 * GST is on every sale (DECISIONS.md section 12), so without GST_NUMBER every invoice lacks the
 * seller's registration: start-up logs this and the Finance screen shows it.
 */
export const GST_NUMBER_MISSING = 'GST is charged but no GST number is set: invoices are incomplete';

export const lowBalanceInput = z.strictObject({
  lowBalanceHours: wholeNumber(0, LOW_BALANCE_HOURS_MAX, `The alert level must be a whole number of hours from 0 to ${LOW_BALANCE_HOURS_MAX}`),
});

/** The admin's orders table: filters by status and creation day (Vancouver), search by business name or order number. */
export const orderListInput = z.strictObject({
  status: oneOf(ORDER_STATUSES, `Status must be one of: ${ORDER_STATUSES.join(', ')}`).optional(),
  from: calendarDay('From must be a date (YYYY-MM-DD)').optional(),
  to: calendarDay('To must be a date (YYYY-MM-DD)').optional(),
  search: optionalText(200),
});
export type OrderListInput = z.output<typeof orderListInput>;
