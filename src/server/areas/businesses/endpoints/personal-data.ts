import { businessExportAnswer, closeBusinessAnswer } from '../../../../common/schemas/answers/businesses.js';
import { closeAccountInput } from '../../../../common/schemas/account.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { CARD_PAYMENTS_UNAVAILABLE, PAID_BEFORE_CANCEL } from '../../billing/index.js';
import { ORDER_PLACED_WHILE_CLOSING, WRONG_PASSWORD } from '../personal-data.js';
import { MAY } from '../../../../common/team.js';

/** A business's own data and the closing of its account (DECISIONS.md section 21). */

export const exportBusinessData = defineEndpoint({
  access: { business: MAY.runTheBusiness },
  handler: (ctx) => ctx.services.personalData.exportBusiness(ctx.business),
  rest: {
    operationId: 'exportBusinessData',
    method: 'get',
    path: '/api/business/export',
    summary: 'Everything held about the signed-in business: profile, members, bookings, ledger, orders, timesheets, ratings it gave and settings (no password hash or token)',
    answer: businessExportAnswer,
  },
});

export const closeBusinessAccount = defineEndpoint({
  procedure: { path: 'business.closeAccount', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: closeAccountInput,
  /**
   * The password first, so that a wrong one changes nothing; then the pending orders, each as
   * the business would cancel it (a card order's Checkout session expired at Stripe first, so
   * no payment can credit the closed business; one already paid refuses the close); then the
   * business closed in one transaction.
   */
  handler: async (ctx, input) => {
    await ctx.services.personalData.confirmPassword(ctx.business, input.password);
    await ctx.services.billing.cancelPendingOrders(ctx.business, [ctx.business.businessId]);
    return ctx.services.personalData.closeOwnBusiness(ctx.business);
  },
  rest: {
    operationId: 'closeBusinessAccount',
    method: 'post',
    path: '/api/business/close',
    summary:
      "Close the signed-in business: its upcoming bookings canceled as it would cancel them, its pending orders canceled, its people's personal data erased and their sessions ended; its name, ledger, orders and invoices kept",
    answer: closeBusinessAnswer,
    errors: { 403: `${WRONG_PASSWORD} (nothing changed)`, 409: `${PAID_BEFORE_CANCEL} (a pending card order was paid meanwhile: its hours are credited and the account stays open) | ${ORDER_PLACED_WHILE_CLOSING}`, 503: `${CARD_PAYMENTS_UNAVAILABLE} (Stripe could not be reached to expire a pending card order's session)` },
  },
});
