/** Paying chefs: their earnings, the admin's adjustments, and the payouts that settle each chef's ledger. The face the composition root imports. */
export * from './emails.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './payout-accounts.js';
export * from './payouts.js';
export * from './rest.js';
export * from './router.js';

import type { createPayoutAccountService } from './payout-accounts.js';
import type { createPayoutService } from './payouts.js';

declare module '../../core/services.js' {
  interface Services {
    payouts: ReturnType<typeof createPayoutService>;
    payoutAccounts: ReturnType<typeof createPayoutAccountService>;
  }
}
