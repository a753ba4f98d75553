import { z } from 'zod';
import { adjustmentAnswer, payoutMonthTotalsListAnswer, payoutPaidAnswer, payoutPreviewAnswer, payoutRunAnswer, payoutsAnswer } from '../../../../common/schemas/answers/payouts.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { adjustmentInput, payoutListInput, payoutPaidInput, payoutPreviewInput, payoutRunInput } from '../../../../common/schemas/payouts.js';
import { csvFile, toCsv } from '../../../core/csv.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { byTaxYear, TAX_YEAR_ERRORS, taxYearInPath } from './tax-year.js';
import { CHEF_NOT_FOUND } from '../../../../common/schemas/chefs.js';
import { BALANCE_BELOW_ZERO } from '../chef-ledger.js';
import { PAYOUT_ALREADY_PAID, PAYOUT_IN_TRANSFER, PAYOUT_NOT_FOUND, PAYOUT_NOT_PENDING, THROUGH_IN_FUTURE } from '../payouts.js';

/** The admin's payouts (/admin/payouts, /admin/finance) and a chef's ledger. */

const byChef = z.strictObject({ chefId: entityId() });

export const listPayouts = defineEndpoint({
  procedure: { path: 'admin.payouts.list', type: 'query' },
  access: 'admin',
  input: payoutListInput,
  handler: (ctx, input) => ctx.services.payouts.list(input.status),
  rest: {
    operationId: 'listPayouts',
    method: 'get',
    path: '/api/admin/payouts',
    summary: 'Payouts, newest first (query: status = pending, paid or failed; at most 1,000)',
    answer: payoutsAnswer,
    errors: { 400: 'Status must be one of: pending, paid, failed' },
  },
});

/** /admin/finance's "Paid to chefs" per month. */
export const payoutMonthTotals = defineEndpoint({
  procedure: { path: 'admin.payouts.monthTotals', type: 'query' },
  access: 'admin',
  handler: (ctx) => ctx.services.payouts.monthTotals(),
  rest: {
    operationId: 'getPayoutMonthTotals',
    method: 'get',
    path: '/api/admin/payouts/month-totals',
    summary: '"Paid to chefs" per month: paid payouts by the Vancouver month of their payment (month YYYY-MM), newest first',
    answer: payoutMonthTotalsListAnswer,
  },
});

/** What a run now would pay, by the run's own gathering, writing nothing: the admin looks before running. */
export const previewPayouts = defineEndpoint({
  procedure: { path: 'admin.payouts.preview', type: 'query' },
  access: 'admin',
  input: payoutPreviewInput,
  handler: (ctx, input) => ctx.services.payouts.preview(input.through),
  rest: {
    operationId: 'previewPayouts',
    method: 'get',
    path: '/api/admin/payouts/preview',
    summary: "Each chef a run through `through` (query; default the last Sunday) would pay now: amount, GST and the lines it would gather; nothing is written",
    answer: payoutPreviewAnswer,
    errors: { 400: `${THROUGH_IN_FUTURE} | Through must be a date (YYYY-MM-DD)` },
  },
});

export const runPayouts = defineEndpoint({
  procedure: { path: 'admin.payouts.run', type: 'mutation' },
  access: 'admin',
  input: payoutRunInput,
  handler: (ctx, input) => ctx.services.payouts.run(ctx.admin, input.through),
  rest: {
    operationId: 'runPayouts',
    method: 'post',
    path: '/api/admin/payouts/run',
    summary: "Pay out every chef's unpaid lines dated on or before through (default: the last Sunday); answers the new payouts only",
    body: payoutRunInput,
    answer: payoutRunAnswer,
    errors: { 400: `${THROUGH_IN_FUTURE} | Through must be a date (YYYY-MM-DD)` },
    // A run with no body at all is a run through the last Sunday.
    input: (request) => request.parse(payoutRunInput, request.body ?? {}),
  },
});

export const markPayoutPaid = defineEndpoint({
  procedure: { path: 'admin.payouts.markPaid', type: 'mutation' },
  access: 'admin',
  input: payoutPaidInput.extend({ payoutId: entityId() }),
  handler: (ctx, input) => ctx.services.payouts.markPaid(ctx.admin, input.payoutId, input.reference),
  rest: {
    operationId: 'markPayoutPaid',
    method: 'post',
    path: '/api/admin/payouts/{id}/paid',
    summary: 'Mark a pending payout paid with the bank reference; the chef is emailed',
    body: payoutPaidInput,
    answer: payoutPaidAnswer,
    errors: { 404: PAYOUT_NOT_FOUND, 409: `${PAYOUT_ALREADY_PAID} | ${PAYOUT_NOT_PENDING} | ${PAYOUT_IN_TRANSFER}` },
    input: (request) => ({ payoutId: request.id('id'), ...request.parse(payoutPaidInput, request.body) }),
  },
});

/** For the bank: the pending payouts. */
export const exportPendingPayoutsCsv = defineEndpoint({
  access: 'admin',
  handler: async (ctx) =>
    csvFile(
      'payouts',
      toCsv(['Payout', 'Chef', 'Legal name', 'Email', 'GST number', 'Institution', 'Transit', 'Account', 'Through', 'Amount', 'GST', 'Total'], await ctx.services.payouts.pendingCsvRows()),
    ),
  rest: {
    operationId: 'exportPayoutsCsv',
    method: 'get',
    path: '/api/admin/export/payouts.csv',
    summary: "CSV of the pending payouts, for the bank: payout, chef, legal name, email, the chef's GST number and bank account (institution, transit, account), through, amount, GST, total",
    file: 'text/csv',
  },
});

/** The year's earnings per chef with the tax ids opened: for the T4A slips, admins only. */
export const exportChefEarningsCsv = defineEndpoint({
  access: 'admin',
  input: byTaxYear,
  handler: async (ctx, { year }) =>
    csvFile(
      `chef-earnings-${year}`,
      toCsv(['Chef', 'Name', 'Legal name', 'Mailing address', 'SIN or business number', 'GST number', 'Paid', 'GST paid', 'Total paid'], await ctx.services.payouts.yearlyEarningsRows(year)),
    ),
  rest: {
    operationId: 'exportChefEarningsCsv',
    method: 'get',
    path: '/api/admin/export/chef-earnings/{year}.csv',
    summary: "A year's payouts per chef with legal name, address, tax id, GST number and totals, for T4A slips",
    errors: TAX_YEAR_ERRORS,
    input: taxYearInPath,
    file: 'text/csv',
  },
});

export const chefEarningsForAdmin = defineEndpoint({
  procedure: { path: 'admin.payouts.chefEarnings', type: 'query' },
  access: 'admin',
  input: byChef,
  handler: (ctx, input) => ctx.services.payouts.earnings(input.chefId),
});

/** A line on a chef's ledger (negative takes from the balance, never below zero): 201, the line. */
export const adjustChefBalance = defineEndpoint({
  procedure: { path: 'admin.payouts.adjust', type: 'mutation' },
  access: 'admin',
  input: byChef.extend(adjustmentInput.shape),
  handler: (ctx, { chefId, ...adjustment }) => ctx.services.payouts.adjust(ctx.admin, chefId, adjustment),
  rest: {
    operationId: 'adjustChefBalance',
    method: 'post',
    path: '/api/admin/chefs/{id}/adjustments',
    status: 201,
    summary: "Add a line to a chef's ledger (negative takes from the balance, never below zero)",
    body: adjustmentInput,
    answer: adjustmentAnswer,
    errors: { 404: CHEF_NOT_FOUND, 409: BALANCE_BELOW_ZERO },
    input: (request) => ({ chefId: request.id('id'), ...request.parse(adjustmentInput, request.body) }),
  },
});
