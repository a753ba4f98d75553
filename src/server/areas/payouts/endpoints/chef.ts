import { bankAccountAnswer, earningsAnswer, onboardingAnswer, payoutSetupAnswer, taxDetailsAnswer } from '../../../../common/schemas/answers/payouts.js';
import { ACCOUNT_NUMBER_MESSAGE, bankAccountInput, GST_NUMBER_MESSAGE, INSTITUTION_NUMBER_MESSAGE, TAX_ID_MESSAGE, TRANSIT_NUMBER_MESSAGE, taxDetailsInput } from '../../../../common/schemas/payouts.js';
import { csvFile, toCsv } from '../../../core/csv.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { byTaxYear, TAX_YEAR_ERRORS, taxYearInPath } from './tax-year.js';
import { PAYOUTS_BY_BANK, STRIPE_UNAVAILABLE } from '../payout-accounts.js';
import { ENCRYPTION_OFF } from '../payouts.js';

/** What the signed-in chef earned and was paid, how they are paid, and their tax details, in the portal. */

export const chefEarnings = defineEndpoint({
  procedure: { path: 'chef.earnings', type: 'query' },
  access: 'chef',
  handler: (ctx) => ctx.services.payouts.earnings(ctx.chef.chefId),
  rest: { operationId: 'getChefEarnings', method: 'get', path: '/api/chef/earnings', summary: "The signed-in chef's balance, latest 100 ledger lines and payouts", answer: earningsAnswer },
});

/** The portal's "the year's CSV": the chef's own ledger lines of a Vancouver year. */
export const chefYearCsv = defineEndpoint({
  access: 'chef',
  input: byTaxYear,
  handler: async (ctx, { year }) => csvFile(`earnings-${year}`, toCsv(['Day', 'Kind', 'Description', 'Amount', 'Payout'], await ctx.services.payouts.yearCsvRows(ctx.chef.chefId, year))),
  rest: {
    operationId: 'exportChefYearCsv',
    method: 'get',
    path: '/api/chef/earnings/{year}.csv',
    summary: "The signed-in chef's ledger lines dated in a Vancouver year, oldest first: day, kind, description, amount (negative for payouts) and payout id",
    errors: TAX_YEAR_ERRORS,
    input: taxYearInPath,
    file: 'text/csv',
  },
});

export const payoutSetup = defineEndpoint({
  procedure: { path: 'chef.payoutSetup', type: 'query' },
  access: 'chef',
  handler: (ctx) => ctx.services.payoutAccounts.setup(ctx.chef.chefId),
  rest: {
    operationId: 'getPayoutSetup',
    method: 'get',
    path: '/api/chef/payouts/setup',
    summary: 'How the signed-in chef is paid (manual: by bank; stripe: Connect) and whether its Stripe account can be paid yet',
    answer: payoutSetupAnswer,
  },
});

export const startPayoutOnboarding = defineEndpoint({
  procedure: { path: 'chef.startPayoutOnboarding', type: 'mutation' },
  access: 'chef',
  handler: (ctx) => ctx.services.payoutAccounts.startOnboarding(ctx.chef.chefId),
  rest: {
    operationId: 'startPayoutOnboarding',
    method: 'post',
    path: '/api/chef/payouts/onboarding',
    summary: "PAYOUTS=stripe: the chef's Stripe Connect Express account (made once) and a link to Stripe's onboarding",
    answer: onboardingAnswer,
    errors: { 409: PAYOUTS_BY_BANK, 503: STRIPE_UNAVAILABLE },
  },
});

export const chefTaxDetails = defineEndpoint({
  procedure: { path: 'chef.taxDetails', type: 'query' },
  access: 'chef',
  handler: (ctx) => ctx.services.payouts.taxDetails(ctx.chef.chefId),
  rest: {
    operationId: 'getChefTaxDetails',
    method: 'get',
    path: '/api/chef/tax-details',
    summary: "The signed-in chef's legal name, mailing address, GST number and tax id, masked (•••••••12)",
    answer: taxDetailsAnswer,
  },
});

export const setChefTaxDetails = defineEndpoint({
  procedure: { path: 'chef.setTaxDetails', type: 'mutation' },
  access: 'chef',
  input: taxDetailsInput,
  handler: (ctx, input) => ctx.services.payouts.setTaxDetails(ctx.chef.chefId, input),
  rest: {
    operationId: 'setChefTaxDetails',
    method: 'put',
    path: '/api/chef/tax-details',
    summary:
      'Set the tax details; the SIN or business number (9 digits passing the Luhn check) is stored encrypted (left out, the stored one stays) and answered masked; a GST/HST number (those 9 digits, RT and 4 digits, spaces optional) is kept as 123456782 RT0001, blank removes it. On a server without encryption (PII_KEY) the rest saves and the answer carries a message that the tax id waits',
    answer: taxDetailsAnswer,
    errors: { 400: `${TAX_ID_MESSAGE} (errors.taxId) | ${GST_NUMBER_MESSAGE} (errors.gstNumber)` },
  },
});

export const chefBankAccount = defineEndpoint({
  procedure: { path: 'chef.bankAccount', type: 'query' },
  access: 'chef',
  handler: (ctx) => ctx.services.payouts.bankAccount(ctx.chef.chefId),
  rest: {
    operationId: 'getChefBankAccount',
    method: 'get',
    path: '/api/chef/bank-account',
    summary: "The signed-in chef's bank account for manual payouts, masked (only the account number's last 3 digits show); all null before one is given",
    answer: bankAccountAnswer,
  },
});

export const setChefBankAccount = defineEndpoint({
  procedure: { path: 'chef.setBankAccount', type: 'mutation' },
  access: 'chef',
  input: bankAccountInput,
  handler: (ctx, input) => ctx.services.payouts.setBankAccount(ctx.chef.chefId, input),
  rest: {
    operationId: 'setChefBankAccount',
    method: 'put',
    path: '/api/chef/bank-account',
    summary: 'Set the bank account manual payouts go to (institution 3 digits, transit 5, account 7 to 12; spaces and dashes dropped), stored encrypted and answered masked',
    answer: bankAccountAnswer,
    errors: {
      400: `${INSTITUTION_NUMBER_MESSAGE} (errors.institutionNumber) | ${TRANSIT_NUMBER_MESSAGE} (errors.transitNumber) | ${ACCOUNT_NUMBER_MESSAGE} (errors.accountNumber)`,
      503: ENCRYPTION_OFF,
    },
  },
});
