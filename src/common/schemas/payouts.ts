import { z } from 'zod';
import { calendarDay, optionalText, requiredMultiLineText, requiredText, wholeNumber } from './fields.js';

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

/** A SIN or a business number: nine digits (spaces and dashes allowed), a business number optionally with its program account (RT0001). */
const TAX_ID = /^\d{9}(?:[A-Z]{2}\d{4})?$/;
export const TAX_ID_MESSAGE = 'Enter a 9-digit SIN or business number (e.g. 123 456 789 or 123456789RT0001)';

export const taxDetailsInput = z.strictObject({
  legalName: requiredText('Please enter your legal name', 200),
  mailingAddress: requiredMultiLineText('Please enter your mailing address', 500),
  gstNumber: optionalText(40),
  taxId: z
    .string({ error: TAX_ID_MESSAGE })
    .transform((text) => text.replace(/[\s-]/g, '').toUpperCase())
    .refine((text) => TAX_ID.test(text), { error: TAX_ID_MESSAGE })
    .optional(),
});
export type TaxDetailsInput = z.output<typeof taxDetailsInput>;

/** A year of the earnings export: from the first year of the product to a few years ahead. */
export const taxYearParam = z.coerce.number({ error: 'Year must be a year such as 2026' }).int({ error: 'Year must be a year such as 2026' }).min(2020, { error: 'Year must be a year such as 2026' }).max(2100, { error: 'Year must be a year such as 2026' });
