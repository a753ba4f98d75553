/** Buying hours: packs, orders, their payment by invoice or Stripe, refunds and invoices. The face other areas and the composition root import. */
export * from './billing.js';
export * from './emails.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';
export { billingEntities } from './entities.js';

import type { createBillingService } from './billing.js';

declare module '../../core/services.js' {
  interface Services {
    billing: ReturnType<typeof createBillingService>;
  }
}
