import { z } from 'zod';
import { createdOrderAnswer, lowBalanceAnswer, orderAnswer, ordersAnswer, packsAnswer } from '../../../../common/schemas/answers/billing.js';
import { MAX_PENDING_ORDERS, createOrderInput, lowBalanceInput } from '../../../../common/schemas/billing.js';
import { idempotencyHeaders } from '../../../../common/schemas/booking.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { idempotencyKeyOf } from '../../../core/call.js';
import { defineEndpoint, type RestRequest } from '../../../core/endpoints/define.js';
import { KEY_REUSED } from '../../../core/idempotency.js';
import { CARD_PAYMENTS_UNAVAILABLE, NO_CREDIT_NOTE, type OrderDocumentKind, NO_RECEIPT, NOT_CANCELABLE, ORDER_NOT_FOUND, PACK_NOT_ON_SALE, PAID_BEFORE_CANCEL, TOO_MANY_PENDING } from '../billing.js';
import { MAY } from '../../../../common/team.js';

/** Buying hours: the packs on sale (/pricing), and a business's orders, their invoices, receipts and credit notes, and its low-balance alert from the dashboard's Labor Bank view. */

/** An order by its id: the tRPC input, and on REST the {id} of its path. */
export const byOrder = z.strictObject({ orderId: entityId() });
export const orderInPath = (request: RestRequest) => ({ orderId: request.id('id') });

export const listPacks = defineEndpoint({
  procedure: { path: 'public.packs', type: 'query' },
  access: 'public',
  handler: (ctx) => ctx.services.billing.packs(),
  rest: { operationId: 'listPacks', method: 'get', path: '/api/billing/packs', summary: 'The hour packs on sale, cheapest first (prices in integer cents, CAD, before tax)', answer: packsAnswer },
});

export const listOrders = defineEndpoint({
  procedure: { path: 'business.billing.orders', type: 'query' },
  access: 'business',
  handler: (ctx) => ctx.services.billing.orders(ctx.business),
  rest: { operationId: 'listOrders', method: 'get', path: '/api/billing/orders', summary: "The signed-in business's orders, newest first", answer: ordersAnswer },
});

export const getOrder = defineEndpoint({
  procedure: { path: 'business.billing.order', type: 'query' },
  access: 'business',
  input: byOrder,
  handler: (ctx, input) => ctx.services.billing.order(ctx.business, input.orderId),
});

export const createOrder = defineEndpoint({
  procedure: { path: 'business.billing.createOrder', type: 'mutation' },
  access: { business: MAY.pay },
  input: createOrderInput,
  handler: (ctx, input) => ctx.services.billing.createOrder(ctx.business, input, idempotencyKeyOf(ctx)),
  rest: {
    operationId: 'createOrder',
    method: 'post',
    path: '/api/billing/orders',
    status: 201,
    summary: 'Order a pack: an invoice is emailed (checkoutUrl null) or a Stripe Checkout URL is answered; hours are credited once it is paid. With Idempotency-Key, a repeat within 24 hours answers the same order',
    headers: idempotencyHeaders,
    answer: createdOrderAnswer,
    errors: {
      404: PACK_NOT_ON_SALE,
      409: `${TOO_MANY_PENDING} (at most ${MAX_PENDING_ORDERS} pending orders per business)`,
      422: `${KEY_REUSED}: the key was first used with another body`,
      503: `${CARD_PAYMENTS_UNAVAILABLE} (PAYMENTS=stripe: the Checkout session could not be created; the same Idempotency-Key tries again)`,
    },
  },
});

export const cancelOwnOrder = defineEndpoint({
  procedure: { path: 'business.billing.cancelOrder', type: 'mutation' },
  access: { business: MAY.pay },
  input: byOrder,
  handler: (ctx, input) => ctx.services.billing.cancelOrder(ctx.business, input.orderId),
  rest: {
    operationId: 'cancelOrder',
    method: 'post',
    path: '/api/billing/orders/{id}/cancel',
    summary: "Cancel a pending order (nothing was credited for it). A card order's Checkout session is expired at Stripe first; if the buyer already paid it, the cancel is refused and the payment credited",
    answer: orderAnswer,
    errors: {
      404: `${ORDER_NOT_FOUND} (also another business's order)`,
      409: `${NOT_CANCELABLE} | ${PAID_BEFORE_CANCEL} (the Checkout session was paid first: the hours are credited)`,
      503: `${CARD_PAYMENTS_UNAVAILABLE} (Stripe could not be reached to expire the session: nothing changed)`,
    },
    input: orderInPath,
  },
});

/**
 * One of an order's PDFs (its invoice, receipt or credit note): the business's own order, or any
 * order for an admin (DECISIONS.md section 2's admin beside a business).
 */
function orderPdf(document: OrderDocumentKind, rest: { operationId: string; path: string; summary: string; notFound: string }) {
  return defineEndpoint({
    access: { business: MAY.pay, orAdmin: true },
    input: byOrder,
    handler: async (ctx, input) => {
      const { number, pdf } = await ctx.services.billing.orderPdf((ctx.admin ?? ctx.business)!, input.orderId, document);
      return { body: pdf, type: 'application/pdf', attachment: `${number}.pdf` };
    },
    rest: {
      operationId: rest.operationId,
      method: 'get',
      path: rest.path,
      summary: rest.summary,
      errors: { 404: `${ORDER_NOT_FOUND} (also another business's order)${rest.notFound}` },
      input: orderInPath,
      file: 'application/pdf',
    },
  });
}

export const invoicePdf = orderPdf('invoice', {
  operationId: 'getInvoicePdf',
  path: '/api/billing/orders/{id}/invoice.pdf',
  summary: "An order's invoice: seller (address, email, phone, GST number), buyer, number, date and due date, pack with its price per hour, taxes, total, and Paid with its date once paid (Refunded with its date once refunded)",
  notFound: '',
});

export const receiptPdf = orderPdf('receipt', {
  operationId: 'getReceiptPdf',
  path: '/api/billing/orders/{id}/receipt.pdf',
  summary: "A paid order's receipt: its number RC-YYYY-NNNNNN, the invoice it settles, the amount, the day received, the method and the reference",
  notFound: ` | ${NO_RECEIPT}`,
});

export const creditNotePdf = orderPdf('creditNote', {
  operationId: 'getCreditNotePdf',
  path: '/api/billing/orders/{id}/credit-note.pdf',
  summary: "A refunded order's credit note: its number CN-YYYY-NNNNNN, the invoice it reverses, the hours, the subtotal, the taxes and the total refunded, and the reason",
  notFound: ` | ${NO_CREDIT_NOTE}`,
});

export const checkoutTerms = defineEndpoint({
  procedure: { path: 'business.billing.checkoutTerms', type: 'query' },
  access: 'business',
  handler: (ctx) => ctx.services.billing.checkoutTerms(),
});

export const resumeCheckout = defineEndpoint({
  procedure: { path: 'business.billing.resumeCheckout', type: 'mutation' },
  access: { business: MAY.pay },
  input: byOrder,
  handler: (ctx, input) => ctx.services.billing.resumeCheckout(ctx.business, input.orderId),
});

export const lowBalanceAlert = defineEndpoint({
  procedure: { path: 'business.billing.lowBalance', type: 'query' },
  access: 'business',
  handler: (ctx) => ctx.services.billing.lowBalance(ctx.business),
  rest: {
    operationId: 'getLowBalanceAlert',
    method: 'get',
    path: '/api/billing/low-balance',
    summary: 'The labor bank and the level below which its contact is emailed (once per fall; 0 turns it off)',
    answer: lowBalanceAnswer,
  },
});

export const setLowBalanceAlert = defineEndpoint({
  procedure: { path: 'business.billing.setLowBalance', type: 'mutation' },
  access: { business: MAY.pay },
  input: lowBalanceInput,
  handler: (ctx, input) => ctx.services.billing.setLowBalance(ctx.business, input.lowBalanceHours),
  rest: { operationId: 'setLowBalanceAlert', method: 'put', path: '/api/billing/low-balance', summary: 'Set the low-balance alert level in hours (0 turns it off)', answer: lowBalanceAnswer },
});
