/** Paying chefs: their earnings, the admin's adjustments, and the payouts that settle each chef's ledger. The face other areas and the composition root import. */
import { payoutsEmailTemplates } from './emails.js';
import { payoutsEntities } from './entities.js';
import { defineArea, stripeEventHandling } from '../../core/endpoints/area.js';
import { adjustChefBalance, chefEarningsForAdmin, exportChefEarningsCsv, exportPendingPayoutsCsv, listPayouts, markPayoutPaid, payoutMonthTotals, previewPayouts, runPayouts } from './endpoints/admin.js';
import { chefBankAccount, chefEarnings, chefTaxDetails, chefYearCsv, payoutSetup, setChefBankAccount, setChefTaxDetails, startPayoutOnboarding } from './endpoints/chef.js';
import { adminPayoutStatement, chefPayoutStatement } from './endpoints/statements.js';
import { payoutsJobHandlers } from './job-handlers.js';
import { createPayoutAccountService } from './payout-accounts.js';
import { createPayoutService } from './payouts.js';
export * from './chef-ledger.js';
export * from './emails.js';
export * from './entities.js';
export * from './job-handlers.js';
export * from './payout-accounts.js';
export * from './payouts.js';

declare module '../../core/services.js' {
  interface Services {
    payouts: ReturnType<typeof createPayoutService>;
    payoutAccounts: ReturnType<typeof createPayoutAccountService>;
  }
}

export const payoutsArea = defineArea({
  name: 'payouts',
  description: 'Paying chefs: earnings, tax details, Stripe onboarding, payouts, statements, adjustments and the tax-slip export.',
  emailTemplates: payoutsEmailTemplates,
  entities: payoutsEntities,
  services: { payouts: createPayoutService, payoutAccounts: createPayoutAccountService },
  endpoints: [
    chefEarnings,
    chefYearCsv,
    payoutSetup,
    startPayoutOnboarding,
    chefTaxDetails,
    setChefTaxDetails,
    chefBankAccount,
    setChefBankAccount,
    chefPayoutStatement,
    listPayouts,
    payoutMonthTotals,
    previewPayouts,
    runPayouts,
    markPayoutPaid,
    chefEarningsForAdmin,
    adjustChefBalance,
    adminPayoutStatement,
    exportPendingPayoutsCsv,
    exportChefEarningsCsv,
  ],
  jobHandlers: payoutsJobHandlers,
  stripeEvents: stripeEventHandling(['account.updated'], (services, event) => services.payoutAccounts.accountUpdated(event)),
});
