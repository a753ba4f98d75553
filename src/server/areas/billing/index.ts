/** Buying hours: packs, orders, their payment by invoice or Stripe, refunds and invoices. The face other areas and the composition root import. */
import { billingEmailTemplates } from './emails.js';
import { billingEntities } from './entities.js';
import { defineArea, stripeEventHandling } from '../../core/endpoints/area.js';
import { createBillingService } from './billing.js';
import { billingJobHandlers } from './job-handlers.js';
import { billingOperations } from './openapi.js';
import { billingAdminApiRoutes, billingApiRoutes } from './rest.js';
import { billingAdminProcedures, billingBusinessProcedures, billingPublicProcedures } from './router.js';
export * from './billing.js';
/** Its orders' table, which the restore's invariants read (backups). */
export { BillingOrder } from './entities.js';
export * from './emails.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';

declare module '../../core/services.js' {
  interface Services {
    billing: ReturnType<typeof createBillingService>;
  }
}

export const billingArea = defineArea({
  name: 'billing',
  emailTemplates: billingEmailTemplates,
  entities: billingEntities,
  services: { billing: createBillingService },
  jobHandlers: billingJobHandlers,
  stripeEvents: stripeEventHandling('every other type', (services, event) => services.billing.handleStripeEvent(event)),
  handWritten: {
    procedures: { public: billingPublicProcedures, business: billingBusinessProcedures, admin: billingAdminProcedures },
    rest: [{ at: '/api/billing', routes: billingApiRoutes }, { at: '/api/admin', routes: billingAdminApiRoutes }],
    operations: billingOperations,
  },
});
