import { adjustmentInput, payoutPaidInput, payoutRunInput, TAX_ID_MESSAGE, taxDetailsInput } from '../../../common/schemas/payouts.js';
import { adjustmentAnswer, earningsAnswer, onboardingAnswer, payoutSetupAnswer, payoutPaidAnswer, payoutRunAnswer, payoutsAnswer, taxDetailsAnswer } from '../../../common/schemas/answers/payouts.js';
import type { Operation } from '../../core/http/openapi-operation.js';
import { CHEF_NOT_FOUND } from '../chefs/index.js';
import { BALANCE_BELOW_ZERO } from '../earnings/index.js';
import { PAYOUTS_BY_BANK, STRIPE_UNAVAILABLE } from './payout-accounts.js';
import { PII_KEY_MISSING, PAYOUT_ALREADY_PAID, PAYOUT_NOT_FOUND, PAYOUT_NOT_PENDING, THROUGH_IN_FUTURE } from './payouts.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const payoutsOperations: Operation[] = [
  { operationId: 'getChefEarnings', method: 'get', path: '/api/chef/earnings', summary: "The signed-in chef's balance, latest 100 ledger lines and payouts", access: 'chef', answer: earningsAnswer },
  { operationId: 'getPayoutSetup', method: 'get', path: '/api/chef/payouts/setup', summary: 'How the signed-in chef is paid (manual: by bank; stripe: Connect) and whether its Stripe account can be paid yet', access: 'chef', answer: payoutSetupAnswer },
  { operationId: 'startPayoutOnboarding', method: 'post', path: '/api/chef/payouts/onboarding', summary: "PAYOUTS=stripe: the chef's Stripe Connect Express account (made once) and a link to Stripe's onboarding", access: 'chef', answer: onboardingAnswer, errors: { 409: PAYOUTS_BY_BANK, 503: STRIPE_UNAVAILABLE } },
  { operationId: 'getChefTaxDetails', method: 'get', path: '/api/chef/tax-details', summary: "The signed-in chef's legal name, mailing address, GST number and tax id, masked (•••••••12)", access: 'chef', answer: taxDetailsAnswer },
  { operationId: 'setChefTaxDetails', method: 'put', path: '/api/chef/tax-details', summary: 'Set the tax details; the SIN or business number is stored encrypted (left out, the stored one stays) and answered masked', access: 'chef', body: taxDetailsInput, answer: taxDetailsAnswer, errors: { 400: `${TAX_ID_MESSAGE} (errors.taxId)`, 503: PII_KEY_MISSING } },
  { operationId: 'exportChefEarningsCsv', method: 'get', path: '/api/admin/export/chef-earnings/{year}.csv', file: 'text/csv', summary: "A year's payouts per chef with legal name, address, tax id, GST number and totals, for T4A slips", access: 'admin', errors: { 400: 'Year must be a year such as 2026' } },
  { operationId: 'listPayouts', method: 'get', path: '/api/admin/payouts', summary: 'Payouts, newest first (query: status = pending, paid or failed; at most 1,000)', access: 'admin', answer: payoutsAnswer, errors: { 400: 'Status must be one of: pending, paid, failed' } },
  { operationId: 'runPayouts', method: 'post', path: '/api/admin/payouts/run', summary: "Pay out every chef's unpaid lines dated on or before through (default: the last Sunday); answers the new payouts only", access: 'admin', body: payoutRunInput, answer: payoutRunAnswer, errors: { 400: `${THROUGH_IN_FUTURE} | Through must be a date (YYYY-MM-DD)` } },
  { operationId: 'markPayoutPaid', method: 'post', path: '/api/admin/payouts/{id}/paid', summary: 'Mark a pending payout paid with the bank reference; the chef is emailed', access: 'admin', body: payoutPaidInput, answer: payoutPaidAnswer, errors: { 404: PAYOUT_NOT_FOUND, 409: `${PAYOUT_ALREADY_PAID} | ${PAYOUT_NOT_PENDING}` } },
  { operationId: 'exportPayoutsCsv', method: 'get', path: '/api/admin/export/payouts.csv', file: 'text/csv', summary: 'CSV of the pending payouts, for the bank', access: 'admin' },
  { operationId: 'adjustChefBalance', method: 'post', path: '/api/admin/chefs/{id}/adjustments', status: 201, summary: "Add a line to a chef's ledger (negative takes from the balance, never below zero)", access: 'admin', body: adjustmentInput, answer: adjustmentAnswer, errors: { 404: CHEF_NOT_FOUND, 409: BALANCE_BELOW_ZERO } },
];
