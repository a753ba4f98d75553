/** Buying hours: packs, orders, their payment by invoice or Stripe, refunds, and their invoices, receipts and credit notes. The face other areas and the composition root import. */
import { billingEmailTemplates } from './emails.js';
import { billingEntities } from './entities.js';
import { defineArea, stripeEventHandling } from '../../core/endpoints/area.js';
import { createBillingService } from './billing.js';
import {
  adminCancelOrder,
  billingSettings,
  createPack,
  exportOrdersCsv,
  listAdminOrders,
  listAdminPacks,
  orderMonthTotals,
  recordOrderPayment,
  refundOrder,
  updateBillingSettings,
  updatePack,
} from './endpoints/admin.js';
import {
  cancelOwnOrder,
  checkoutTerms,
  createOrder,
  creditNotePdf,
  getOrder,
  invoicePdf,
  listOrders,
  listPacks,
  lowBalanceAlert,
  receiptPdf,
  resumeCheckout,
  setLowBalanceAlert,
} from './endpoints/business.js';
import { billingJobHandlers } from './job-handlers.js';
export * from './billing.js';
/** Its orders' table, which the restore's invariants read (backups). */
export { BillingOrder } from './entities.js';
export * from './emails.js';
export * from './job-handlers.js';

declare module '../../core/services.js' {
  interface Services {
    billing: ReturnType<typeof createBillingService>;
  }
}

export const billingArea = defineArea({
  name: 'billing',
  description: 'Buying hours: the packs on sale, orders paid by invoice or card, invoices, refunds and the low-balance alert.',
  emailTemplates: billingEmailTemplates,
  entities: billingEntities,
  services: { billing: createBillingService },
  endpoints: [
    listPacks,
    listOrders,
    getOrder,
    createOrder,
    cancelOwnOrder,
    invoicePdf,
    receiptPdf,
    creditNotePdf,
    checkoutTerms,
    resumeCheckout,
    lowBalanceAlert,
    setLowBalanceAlert,
    listAdminOrders,
    orderMonthTotals,
    recordOrderPayment,
    refundOrder,
    adminCancelOrder,
    exportOrdersCsv,
    listAdminPacks,
    createPack,
    updatePack,
    billingSettings,
    updateBillingSettings,
  ],
  jobHandlers: billingJobHandlers,
  stripeEvents: stripeEventHandling('every other type', (services, event) => services.billing.handleStripeEvent(event)),
});
