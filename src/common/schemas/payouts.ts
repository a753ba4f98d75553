import { z } from 'zod';
import { calendarDay, requiredText, wholeNumber } from './fields.js';

/** What paying chefs asks of an admin (DECISIONS.md section 13). */

export const CHEF_LINE_KINDS = ['earning', 'late-cancel', 'adjustment', 'payout'] as const;
export type ChefLineKind = (typeof CHEF_LINE_KINDS)[number];
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** An adjustment's bound either way: far beyond any real correction, well inside an integer column. */
export const ADJUSTMENT_CENTS_MAX = 10_000_000;

export const adjustmentInput = z.strictObject({
  amountCents: wholeNumber(-ADJUSTMENT_CENTS_MAX, ADJUSTMENT_CENTS_MAX, `Amount must be a whole number of cents from -${ADJUSTMENT_CENTS_MAX} to ${ADJUSTMENT_CENTS_MAX}`).refine((cents) => cents !== 0, {
    error: 'Amount must not be 0',
  }),
  reason: requiredText('Please give a reason', 500),
});
export type AdjustmentInput = z.output<typeof adjustmentInput>;

/** `through`: the last Vancouver day whose lines a run pays; absent, the last Sunday before today. */
export const payoutRunInput = z.strictObject({ through: calendarDay('Through must be a date (YYYY-MM-DD)').optional() });

export const payoutPaidInput = z.strictObject({ reference: requiredText('Please give the payment reference', 200) });

export const payoutListInput = z.strictObject({
  status: z.enum(PAYOUT_STATUSES, { error: `Status must be one of: ${PAYOUT_STATUSES.join(', ')}` }).optional(),
});
