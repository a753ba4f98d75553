import { z } from 'zod';
import { CHEF_LINE_KINDS, PAYOUT_STATUSES } from '../payouts.js';
import { dayAnswer, timestampAnswer } from './shared.js';

/** The answers of paying chefs (DECISIONS.md section 13), typing what the payouts service returns. */

export const chefLineAnswer = z.strictObject({
  id: z.number().int(),
  kind: z.enum(CHEF_LINE_KINDS),
  amountCents: z.number().int(),
  description: z.string(),
  /** A session's line (earning, late-cancellation fee): the hours it pays at the assignment's rate; null on other lines. */
  hours: z.number().int().nullable(),
  hourlyRateCents: z.number().int().nullable(),
  bookingId: z.number().int().nullable(),
  payoutId: z.number().int().nullable(),
  createdAt: timestampAnswer,
});
export type ChefLineAnswer = z.output<typeof chefLineAnswer>;

export const payoutAnswer = z.strictObject({
  id: z.number().int(),
  chefId: z.number().int(),
  chefName: z.string(),
  through: dayAnswer,
  amountCents: z.number().int(),
  gstCents: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  reference: z.string().nullable(),
  paidAt: timestampAnswer.nullable(),
  createdAt: timestampAnswer,
});
export type PayoutAnswer = z.output<typeof payoutAnswer>;
export const payoutsAnswer = z.array(payoutAnswer);

/** GET /api/chef/earnings (and a chef's ledger on the admin's chef screen): the balance, the latest 100 lines, the payouts. */
export const earningsAnswer = z.strictObject({ balanceCents: z.number().int(), lines: z.array(chefLineAnswer), payouts: payoutsAnswer });
export type EarningsAnswer = z.output<typeof earningsAnswer>;

/** POST /api/admin/chefs/{id}/adjustments (201). */
export const adjustmentAnswer = z.strictObject({ success: z.literal(true), line: chefLineAnswer, balanceCents: z.number().int() });
export type AdjustmentAnswer = z.output<typeof adjustmentAnswer>;

/** POST /api/admin/payouts/run: the payouts this run made. */
export const payoutRunAnswer = z.strictObject({ payouts: payoutsAnswer });
export type PayoutRunAnswer = z.output<typeof payoutRunAnswer>;

/** GET /api/admin/payouts/preview: each chef a run now would pay, and the lines it would gather; nothing is written. */
export const payoutPreviewAnswer = z.strictObject({
  payouts: z.array(
    z.strictObject({
      chefId: z.number().int(),
      chefName: z.string(),
      through: dayAnswer,
      amountCents: z.number().int(),
      gstCents: z.number().int(),
      lines: z.array(chefLineAnswer),
    }),
  ),
});
export type PayoutPreviewAnswer = z.output<typeof payoutPreviewAnswer>;

export const payoutPaidAnswer = z.strictObject({ success: z.literal(true), payout: payoutAnswer });
export type PayoutPaidAnswer = z.output<typeof payoutPaidAnswer>;

/** A chef's tax details as every view shows them: the tax id only masked (•••••••12), never whole. */
export const taxDetailsAnswer = z.strictObject({
  legalName: z.string().nullable(),
  mailingAddress: z.string().nullable(),
  gstNumber: z.string().nullable(),
  taxId: z.string().nullable(),
  /** Only when a tax id was given on a server that cannot store one yet: the rest was saved, and this says why the tax id was not. */
  message: z.string().optional(),
});
export type TaxDetailsAnswer = z.output<typeof taxDetailsAnswer>;

/** A chef's bank account as every view shows it: masked, only the account number's last digits showing; all null before one is given. */
export const bankAccountAnswer = z.strictObject({
  institutionNumber: z.string().nullable(),
  transitNumber: z.string().nullable(),
  accountNumber: z.string().nullable(),
});
export type BankAccountAnswer = z.output<typeof bankAccountAnswer>;

/** One month of "Paid to chefs" on /admin/finance: paid payouts by the Vancouver month of their payment. */
export const payoutMonthTotalsAnswer = z.strictObject({
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
  payouts: z.number().int(),
  amountCents: z.number().int(),
  gstCents: z.number().int(),
});
export type PayoutMonthTotalsAnswer = z.output<typeof payoutMonthTotalsAnswer>;
/** admin.payouts.monthTotals and GET /api/admin/payouts/month-totals: newest month first. */
export const payoutMonthTotalsListAnswer = z.array(payoutMonthTotalsAnswer);

/** How the chef is paid: by bank (manual) or Stripe Connect, and whether its account can be paid yet. */
export const payoutSetupAnswer = z.strictObject({ provider: z.enum(['manual', 'stripe']), accountConnected: z.boolean(), payoutsEnabled: z.boolean() });
export type PayoutSetupAnswer = z.output<typeof payoutSetupAnswer>;
export const onboardingAnswer = z.strictObject({ url: z.string() });
