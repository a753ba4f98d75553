import { z } from 'zod';
import { idempotencyHeaders } from '../../../common/schemas/booking.js';
import { billingSettingsInput, createOrderInput, createPackInput, lowBalanceInput, recordPaymentInput, updatePackInput } from '../../../common/schemas/billing.js';
import {
  adminOrdersAnswer,
  adminPackAnswer,
  adminPacksAnswer,
  billingSettingsAnswer,
  createdOrderAnswer,
  lowBalanceAnswer,
  orderAnswer,
  orderChangeAnswer,
  ordersAnswer,
  packsAnswer,
} from '../../../common/schemas/answers/billing.js';
import type { Operation } from '../../core/http/openapi-operation.js';
import { KEY_REUSED } from '../../core/idempotency.js';
import {
  ALREADY_PAID,
  ALREADY_REFUNDED,
  CARD_PAYMENTS_OFF,
  CARD_PAYMENTS_UNAVAILABLE,
  NOT_CANCELABLE,
  NOT_PAYABLE,
  ONLY_PAID_REFUNDED,
  ONLY_UNUSED_REFUNDED,
  MAX_PENDING_ORDERS,
  ORDER_NOT_FOUND,
  PACK_NOT_FOUND,
  PACK_NOT_ON_SALE,
  PAID_BEFORE_CANCEL,
  REFUNDED_NOT_PAYABLE,
  TOO_MANY_PENDING,
} from './billing.js';

const receivedAnswer = z.strictObject({ received: z.literal(true) });

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const billingOperations: Operation[] = [
  { operationId: 'listPacks', method: 'get', path: '/api/billing/packs', summary: 'The hour packs on sale, cheapest first (prices in integer cents, CAD, before tax)', access: 'anyone', answer: packsAnswer },
  {
    operationId: 'createOrder',
    method: 'post',
    path: '/api/billing/orders',
    status: 201,
    summary: 'Order a pack: an invoice is emailed (checkoutUrl null) or a Stripe Checkout URL is answered; hours are credited once it is paid. With Idempotency-Key, a repeat within 24 hours answers the same order',
    access: 'business',
    body: createOrderInput,
    headers: idempotencyHeaders,
    answer: createdOrderAnswer,
    errors: { 404: PACK_NOT_ON_SALE, 409: `${TOO_MANY_PENDING} (at most ${MAX_PENDING_ORDERS} pending orders per business)`, 422: `${KEY_REUSED}: the key was first used with another body`, 503: `${CARD_PAYMENTS_UNAVAILABLE} (PAYMENTS=stripe: the Checkout session could not be created; the same Idempotency-Key tries again)` },
  },
  { operationId: 'listOrders', method: 'get', path: '/api/billing/orders', summary: "The signed-in business's orders, newest first", access: 'business', answer: ordersAnswer },
  {
    operationId: 'cancelOrder',
    method: 'post',
    path: '/api/billing/orders/{id}/cancel',
    summary: "Cancel a pending order (nothing was credited for it). A card order's Checkout session is expired at Stripe first; if the buyer already paid it, the cancel is refused and the payment credited",
    access: 'business',
    answer: orderAnswer,
    errors: {
      404: `${ORDER_NOT_FOUND} (also another business's order)`,
      409: `${NOT_CANCELABLE} | ${PAID_BEFORE_CANCEL} (the Checkout session was paid first: the hours are credited)`,
      503: `${CARD_PAYMENTS_UNAVAILABLE} (Stripe could not be reached to expire the session: nothing changed)`,
    },
  },
  { operationId: 'getInvoicePdf', method: 'get', path: '/api/billing/orders/{id}/invoice.pdf', file: 'application/pdf', summary: "An order's invoice: seller and GST number, buyer, number, date, pack, taxes, total, and Paid with its date once paid", access: 'business or admin', errors: { 404: `${ORDER_NOT_FOUND} (also another business's order)` } },
  { operationId: 'getLowBalanceAlert', method: 'get', path: '/api/billing/low-balance', summary: 'The labor bank and the level below which its contact is emailed (once per fall; 0 turns it off)', access: 'business', answer: lowBalanceAnswer },
  { operationId: 'setLowBalanceAlert', method: 'put', path: '/api/billing/low-balance', summary: 'Set the low-balance alert level in hours (0 turns it off)', access: 'business', body: lowBalanceInput, answer: lowBalanceAnswer },
  { operationId: 'listAdminOrders', method: 'get', path: '/api/admin/orders', summary: 'Every order, newest first (query: status, from, to as YYYY-MM-DD in Vancouver, search over business name and number; at most 1,000)', access: 'admin', answer: adminOrdersAnswer, errors: { 400: 'Status must be one of: pending, paid, expired, refunded, canceled | From must be a date (YYYY-MM-DD) | To must be a date (YYYY-MM-DD)' } },
  { operationId: 'recordOrderPayment', method: 'post', path: '/api/admin/orders/{id}/payments', summary: "Record an invoice's payment: the order is paid and its hours credited, once", access: 'admin', body: recordPaymentInput, answer: orderChangeAnswer, errors: { 404: ORDER_NOT_FOUND, 409: `${ALREADY_PAID} | ${REFUNDED_NOT_PAYABLE} | ${NOT_PAYABLE} (canceled)` } },
  { operationId: 'refundOrder', method: 'post', path: '/api/admin/orders/{id}/refund', summary: "Refund a paid order whose hours are all still in the bank (a card order's money back through Stripe)", access: 'admin', answer: orderChangeAnswer, errors: { 404: ORDER_NOT_FOUND, 409: `${ONLY_UNUSED_REFUNDED} (some of its hours are used) | ${ONLY_PAID_REFUNDED} | ${ALREADY_REFUNDED}` } },
  { operationId: 'exportOrdersCsv', method: 'get', path: '/api/admin/export/orders.csv', file: 'text/csv', summary: 'CSV of every order (amounts in dollars)', access: 'admin' },
  { operationId: 'listAdminPacks', method: 'get', path: '/api/admin/packs', summary: 'Every pack, active or not, and whether it was ever ordered', access: 'admin', answer: adminPacksAnswer },
  { operationId: 'createPack', method: 'post', path: '/api/admin/packs', status: 201, summary: 'Add a pack', access: 'admin', body: createPackInput, answer: adminPackAnswer },
  { operationId: 'updatePack', method: 'patch', path: '/api/admin/packs/{id}', summary: 'Change a pack (orders keep what they were sold); there is no delete: set active false', access: 'admin', body: updatePackInput, answer: adminPackAnswer, errors: { 404: PACK_NOT_FOUND } },
  { operationId: 'getBillingSettings', method: 'get', path: '/api/admin/billing-settings', summary: 'PST rate (basis points), payment instructions, payment provider and GST number', access: 'admin', answer: billingSettingsAnswer },
  { operationId: 'updateBillingSettings', method: 'patch', path: '/api/admin/billing-settings', summary: 'Change the PST rate or the payment instructions (new orders only)', access: 'admin', body: billingSettingsInput, answer: billingSettingsAnswer },
  {
    operationId: 'receiveStripeEvent',
    method: 'post',
    path: '/api/webhooks/stripe',
    summary: 'Stripe webhook (PAYMENTS=stripe): Stripe-Signature verified over the raw body; each event id handled once; every verified event answers 200 (one that can never be acted on, such as an unknown session or a null object, alerts support)',
    access: 'anyone',
    answer: receivedAnswer,
    errors: {
      400: 'Invalid signature (also a signature timestamp more than 5 minutes old or ahead)',
      404: CARD_PAYMENTS_OFF,
      503: `${CARD_PAYMENTS_UNAVAILABLE} (Stripe could not be reached to read the session back: it delivers the event again)`,
    },
  },
];
