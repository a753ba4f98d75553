import { adjustmentInput, payoutPaidInput, payoutRunInput, TAX_ID_MESSAGE, taxDetailsInput } from '../../../common/schemas/payouts.js';
import { adjustmentAnswer, earningsAnswer, payoutPaidAnswer, payoutMonthTotalsListAnswer, payoutRunAnswer, payoutsAnswer, taxDetailsAnswer } from '../../../common/schemas/answers/payouts.js';
import type { Operation } from '../../core/http/openapi-operation.js';
import { CHEF_NOT_FOUND } from '../chefs/index.js';
import { BALANCE_BELOW_ZERO } from '../earnings/index.js';
import { PII_KEY_MISSING, PAYOUT_ALREADY_PAID, PAYOUT_NOT_FOUND, PAYOUT_NOT_PENDING, THROUGH_IN_FUTURE } from './payouts.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const payoutsOperations: Operation[] = [
  { operationId: 'getChefEarnings', method: 'get', path: '/api/chef/earnings', summary: "The signed-in chef's balance, latest 100 ledger lines and payouts", access: 'chef', answer: earningsAnswer },
  { operationId: 'exportChefYearCsv', method: 'get', path: '/api/chef/earnings/{year}.csv', file: 'text/csv', summary: "The signed-in chef's ledger lines dated in a Vancouver year, oldest first: day, kind, description, amount (negative for payouts) and payout id", access: 'chef', errors: { 400: 'Year must be a year such as 2026' } },
  { operationId: 'getChefPayoutStatementPdf', method: 'get', path: '/api/chef/payouts/{id}/statement.pdf', file: 'application/pdf', summary: "A payout's statement: ChefConnect, the chef's legal name and address, every line it paid out, subtotal, GST, total, and paid (day, reference) or pending", access: 'chef', errors: { 404: `${PAYOUT_NOT_FOUND} (also another chef's payout)` } },
  { operationId: 'getChefTaxDetails', method: 'get', path: '/api/chef/tax-details', summary: "The signed-in chef's legal name, mailing address, GST number and tax id, masked (•••••••12)", access: 'chef', answer: taxDetailsAnswer },
  { operationId: 'setChefTaxDetails', method: 'put', path: '/api/chef/tax-details', summary: 'Set the tax details; the SIN or business number is stored encrypted (left out, the stored one stays) and answered masked', access: 'chef', body: taxDetailsInput, answer: taxDetailsAnswer, errors: { 400: `${TAX_ID_MESSAGE} (errors.taxId)`, 503: PII_KEY_MISSING } },
  { operationId: 'exportChefEarningsCsv', method: 'get', path: '/api/admin/export/chef-earnings/{year}.csv', file: 'text/csv', summary: "A year's payouts per chef with legal name, address, tax id, GST number and totals, for T4A slips", access: 'admin', errors: { 400: 'Year must be a year such as 2026' } },
  { operationId: 'listPayouts', method: 'get', path: '/api/admin/payouts', summary: 'Payouts, newest first (query: status = pending, paid or failed; at most 1,000)', access: 'admin', answer: payoutsAnswer, errors: { 400: 'Status must be one of: pending, paid, failed' } },
  { operationId: 'getPayoutMonthTotals', method: 'get', path: '/api/admin/payouts/month-totals', summary: '"Paid to chefs" per month: paid payouts by the Vancouver month of their payment (month YYYY-MM), newest first', access: 'admin', answer: payoutMonthTotalsListAnswer },
  { operationId: 'getPayoutStatementPdf', method: 'get', path: '/api/admin/payouts/{id}/statement.pdf', file: 'application/pdf', summary: "Any payout's statement, as its chef downloads it", access: 'admin', errors: { 404: PAYOUT_NOT_FOUND } },
  { operationId: 'runPayouts', method: 'post', path: '/api/admin/payouts/run', summary: "Pay out every chef's unpaid lines dated on or before through (default: the last Sunday); answers the new payouts only", access: 'admin', body: payoutRunInput, answer: payoutRunAnswer, errors: { 400: `${THROUGH_IN_FUTURE} | Through must be a date (YYYY-MM-DD)` } },
  { operationId: 'markPayoutPaid', method: 'post', path: '/api/admin/payouts/{id}/paid', summary: 'Mark a pending payout paid with the bank reference; the chef is emailed', access: 'admin', body: payoutPaidInput, answer: payoutPaidAnswer, errors: { 404: PAYOUT_NOT_FOUND, 409: `${PAYOUT_ALREADY_PAID} | ${PAYOUT_NOT_PENDING}` } },
  { operationId: 'exportPayoutsCsv', method: 'get', path: '/api/admin/export/payouts.csv', file: 'text/csv', summary: 'CSV of the pending payouts, for the bank', access: 'admin' },
  { operationId: 'adjustChefBalance', method: 'post', path: '/api/admin/chefs/{id}/adjustments', status: 201, summary: "Add a line to a chef's ledger (negative takes from the balance, never below zero)", access: 'admin', body: adjustmentInput, answer: adjustmentAnswer, errors: { 404: CHEF_NOT_FOUND, 409: BALANCE_BELOW_ZERO } },
];
