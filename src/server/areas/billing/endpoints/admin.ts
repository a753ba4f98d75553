import { z } from 'zod';
import { adminOrdersAnswer, adminPackAnswer, adminPacksAnswer, billingSettingsAnswer, orderChangeAnswer } from '../../../../common/schemas/answers/billing.js';
import { billingSettingsInput, createPackInput, orderListInput, RECEIVED_IN_FUTURE, recordPaymentInput, refundInput, updatePackInput } from '../../../../common/schemas/billing.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { csvFile } from '../../../core/csv.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { ALREADY_PAID, ALREADY_REFUNDED, NOT_PAYABLE, ONLY_PAID_REFUNDED, ONLY_UNUSED_REFUNDED, ORDER_NOT_FOUND, PACK_NOT_FOUND, REFUNDED_NOT_PAYABLE } from '../billing.js';
import { byOrder, orderInPath } from './business.js';

/** The admin's /admin/finance: every order, payments, refunds, the packs and the billing settings. */

export const listAdminOrders = defineEndpoint({
  procedure: { path: 'admin.finance.orders', type: 'query' },
  access: 'admin',
  input: orderListInput,
  handler: (ctx, input) => ctx.services.billing.adminOrders(input),
  rest: {
    operationId: 'listAdminOrders',
    method: 'get',
    path: '/api/admin/orders',
    summary: 'Every order, newest first (query: status, from, to as YYYY-MM-DD in Vancouver, search over business name and number; at most 1,000)',
    answer: adminOrdersAnswer,
    errors: { 400: 'Status must be one of: pending, paid, expired, refunded, canceled | From must be a date (YYYY-MM-DD) | To must be a date (YYYY-MM-DD)' },
  },
});

export const orderMonthTotals = defineEndpoint({
  procedure: { path: 'admin.finance.monthTotals', type: 'query' },
  access: 'admin',
  handler: (ctx) => ctx.services.billing.monthTotals(),
});

export const recordOrderPayment = defineEndpoint({
  procedure: { path: 'admin.finance.recordPayment', type: 'mutation' },
  access: 'admin',
  input: byOrder.extend(recordPaymentInput.shape),
  handler: (ctx, { orderId, ...payment }) => ctx.services.billing.recordPayment(ctx.admin, orderId, payment),
  rest: {
    operationId: 'recordOrderPayment',
    method: 'post',
    path: '/api/admin/orders/{id}/payments',
    summary:
      "Record an invoice's payment: its reference, the day received (YYYY-MM-DD, not after today in Vancouver; today by default) and the method (other by default). The order is paid, its hours credited once, its receipt numbered and emailed; the admin is recorded, and the payment counts in the month it is recorded",
    body: recordPaymentInput,
    answer: orderChangeAnswer,
    errors: { 400: `${RECEIVED_IN_FUTURE} | the reference, day or method is missing or malformed`, 404: ORDER_NOT_FOUND, 409: `${ALREADY_PAID} | ${REFUNDED_NOT_PAYABLE} | ${NOT_PAYABLE} (canceled)` },
    input: (request) => ({ ...orderInPath(request), ...request.parse(recordPaymentInput, request.body) }),
  },
});

export const refundOrder = defineEndpoint({
  procedure: { path: 'admin.finance.refund', type: 'mutation' },
  access: 'admin',
  input: byOrder.extend(refundInput.shape),
  handler: (ctx, input) => ctx.services.billing.refund(ctx.admin, input.orderId, input.reason),
  rest: {
    operationId: 'refundOrder',
    method: 'post',
    path: '/api/admin/orders/{id}/refund',
    summary:
      "Refund a paid order whose hours are all still in the bank (a card order's money back through Stripe), for the reason given: the credit note CN-YYYY-NNNNNN is numbered and emailed to the business, the admin is recorded, and the refund counts in the month it is made",
    body: refundInput,
    answer: orderChangeAnswer,
    errors: { 400: 'Please give the reason for the refund', 404: ORDER_NOT_FOUND, 409: `${ONLY_UNUSED_REFUNDED} (some of its hours are used) | ${ONLY_PAID_REFUNDED} | ${ALREADY_REFUNDED}` },
    input: (request) => ({ ...orderInPath(request), ...request.parse(refundInput, request.body) }),
  },
});

export const adminCancelOrder = defineEndpoint({
  procedure: { path: 'admin.finance.cancelOrder', type: 'mutation' },
  access: 'admin',
  input: byOrder,
  handler: (ctx, input) => ctx.services.billing.cancelOrder(ctx.admin, input.orderId),
});

export const exportOrdersCsv = defineEndpoint({
  access: 'admin',
  handler: async (ctx) => csvFile('orders', await ctx.services.billing.exportOrdersCsv()),
  rest: { operationId: 'exportOrdersCsv', method: 'get', path: '/api/admin/export/orders.csv', summary: 'CSV of every order (amounts in dollars)', file: 'text/csv' },
});

export const listAdminPacks = defineEndpoint({
  procedure: { path: 'admin.finance.packs', type: 'query' },
  access: 'admin',
  handler: (ctx) => ctx.services.billing.adminPacks(),
  rest: { operationId: 'listAdminPacks', method: 'get', path: '/api/admin/packs', summary: 'Every pack, active or not, and whether it was ever ordered', answer: adminPacksAnswer },
});

export const createPack = defineEndpoint({
  procedure: { path: 'admin.finance.createPack', type: 'mutation' },
  access: 'admin',
  input: createPackInput,
  handler: (ctx, input) => ctx.services.billing.createPack(ctx.admin, input),
  rest: { operationId: 'createPack', method: 'post', path: '/api/admin/packs', status: 201, summary: 'Add a pack', answer: adminPackAnswer },
});

export const updatePack = defineEndpoint({
  procedure: { path: 'admin.finance.updatePack', type: 'mutation' },
  access: 'admin',
  input: z.strictObject({ packId: entityId(), change: updatePackInput }),
  handler: (ctx, input) => ctx.services.billing.updatePack(ctx.admin, input.packId, input.change),
  rest: {
    operationId: 'updatePack',
    method: 'patch',
    path: '/api/admin/packs/{id}',
    summary: 'Change a pack (orders keep what they were sold); there is no delete: set active false',
    body: updatePackInput,
    answer: adminPackAnswer,
    errors: { 404: PACK_NOT_FOUND },
    input: (request) => ({ packId: request.id('id'), change: request.parse(updatePackInput, request.body) }),
  },
});

export const billingSettings = defineEndpoint({
  procedure: { path: 'admin.finance.settings', type: 'query' },
  access: 'admin',
  handler: (ctx) => ctx.services.billing.settings(),
  rest: { operationId: 'getBillingSettings', method: 'get', path: '/api/admin/billing-settings', summary: "PST rate (basis points), payment instructions, payment terms (days to an invoice's due date), payment provider and GST number", answer: billingSettingsAnswer },
});

export const updateBillingSettings = defineEndpoint({
  procedure: { path: 'admin.finance.updateSettings', type: 'mutation' },
  access: 'admin',
  input: billingSettingsInput,
  handler: (ctx, input) => ctx.services.billing.updateSettings(ctx.admin, input),
  rest: { operationId: 'updateBillingSettings', method: 'patch', path: '/api/admin/billing-settings', summary: 'Change the PST rate, the payment instructions or the payment terms (new orders only)', answer: billingSettingsAnswer },
});
