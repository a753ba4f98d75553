/** Paying chefs: their earnings, the admin's adjustments, and the payouts that settle each chef's ledger. The face the composition root imports. */
import { payoutsEmailTemplates } from './emails.js';
import { defineArea, stripeEventHandling } from '../../core/endpoints/area.js';
import { payoutsJobHandlers } from './job-handlers.js';
import { payoutsOperations } from './openapi.js';
import { createPayoutAccountService } from './payout-accounts.js';
import { createPayoutService } from './payouts.js';
import { payoutsAdminApiRoutes, payoutsChefApiRoutes } from './rest.js';
import { payoutsAdminProcedures, payoutsChefProcedures } from './router.js';
export * from './emails.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './payout-accounts.js';
export * from './payouts.js';
export * from './rest.js';
export * from './router.js';

declare module '../../core/services.js' {
  interface Services {
    payouts: ReturnType<typeof createPayoutService>;
    payoutAccounts: ReturnType<typeof createPayoutAccountService>;
  }
}

export const payoutsArea = defineArea({
  name: 'payouts',
  emailTemplates: payoutsEmailTemplates,
  services: { payouts: createPayoutService, payoutAccounts: createPayoutAccountService },
  jobHandlers: payoutsJobHandlers,
  stripeEvents: stripeEventHandling(['account.updated'], (services, event) => services.payoutAccounts.accountUpdated(event)),
  handWritten: {
    procedures: { admin: payoutsAdminProcedures, chef: payoutsChefProcedures },
    rest: [{ at: '/api/admin', routes: payoutsAdminApiRoutes }, { at: '/api/chef', routes: payoutsChefApiRoutes }],
    operations: payoutsOperations,
  },
});
