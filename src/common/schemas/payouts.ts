import { z } from 'zod';
import { LEDGER_REASON_MAX } from '../constants.js';
import { calendarDay, requiredMultiLineText, requiredText, wholeNumber } from './fields.js';

/** What paying chefs asks of an admin (DECISIONS.md section 13). */

export const CHEF_LINE_KINDS = ['earning', 'late-cancel', 'adjustment', 'payout'] as const;
export type ChefLineKind = (typeof CHEF_LINE_KINDS)[number];
export const PAYOUT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];
/** A payout's status in words, on every screen and statement (DECISIONS.md section 23): one not yet paid never reads as paid. */
export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = { pending: 'To be paid', paid: 'Paid', failed: 'Failed' };

/** An adjustment's bound either way: far beyond any real correction, well inside an integer column. */
export const ADJUSTMENT_CENTS_MAX = 10_000_000;

export const adjustmentInput = z.strictObject({
  amountCents: wholeNumber(-ADJUSTMENT_CENTS_MAX, ADJUSTMENT_CENTS_MAX, `Amount must be a whole number of cents from -${ADJUSTMENT_CENTS_MAX} to ${ADJUSTMENT_CENTS_MAX}`).refine((cents) => cents !== 0, {
    error: 'Amount must not be 0',
  }),
  reason: requiredText('Please give a reason', LEDGER_REASON_MAX),
});
export type AdjustmentInput = z.output<typeof adjustmentInput>;

/** `through`: the last Vancouver day whose lines a run pays; absent, the last Sunday before today. */
export const payoutRunInput = z.strictObject({ through: calendarDay('Through must be a date (YYYY-MM-DD)').optional() });
/** The preview asks what a run through the same day would pay. */
export const payoutPreviewInput = payoutRunInput;

export const payoutPaidInput = z.strictObject({ reference: requiredText('Please give the payment reference', 200) });

export const payoutListInput = z.strictObject({
  status: z.enum(PAYOUT_STATUSES, { error: `Status must be one of: ${PAYOUT_STATUSES.join(', ')}` }).optional(),
});

/**
 * Canadian tax numbers (DECISIONS.md section 24). A SIN or a business number is nine digits whose
 * last is the Luhn check digit of the other eight, so a mistyped digit or two swapped neighbours
 * are caught here rather than on a T4A slip. A GST/HST number is a business number followed by
 * its GST/HST program account, RT and four digits. People group the digits with spaces (or
 * dashes); those are dropped, and a GST/HST number is kept as the CRA writes it, "123456782 RT0001".
 */
export const TAX_ID_MESSAGE = 'Enter a 9-digit SIN or business number';
export const GST_NUMBER_MESSAGE = 'Enter a GST/HST number like 123456782 RT0001';
/** Far more than a number with its spaces needs; keeps a pasted page out of the checks. */
const TAX_NUMBER_MAX = 40;
const GROUPING = /[ -]/g;
const GST_NUMBER = /^(\d{9})RT(\d{4})$/;

/** The Luhn check: every second digit from the right doubled (its digits summed), the total a multiple of 10. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index]);
    const weighted = index % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

function isNineDigitTaxNumber(text: string): boolean {
  return /^\d{9}$/.test(text) && passesLuhn(text);
}

/** A SIN or business number, answered as its nine digits. */
const taxIdNumber = z
  .string({ error: TAX_ID_MESSAGE })
  .trim()
  .max(TAX_NUMBER_MAX, { error: TAX_ID_MESSAGE })
  .transform((text) => text.replace(GROUPING, ''))
  .refine(isNineDigitTaxNumber, { error: TAX_ID_MESSAGE });

/** A GST/HST number as stored and shown ("123456782 RT0001"), or null when `text` is not one. */
function canonicalGstNumber(text: string): string | null {
  const parts = GST_NUMBER.exec(text.replace(GROUPING, '').toUpperCase());
  return parts && isNineDigitTaxNumber(parts[1]!) ? `${parts[1]} RT${parts[2]}` : null;
}

/**
 * Whether a stored GST number is one. Rows saved before numbers were checked may hold any text
 * ("x", "n/a"); payouts add GST only for a real number, so such text is left as it is (the chef
 * sees it in the form, which asks for a real number on the next save) and adds nothing.
 */
export function isGstNumber(text: string | null): boolean {
  return text !== null && canonicalGstNumber(text) !== null;
}

/** The form's optional GST number: blank (none, answered '') or a GST/HST number. */
const optionalGstNumber = z
  .string({ error: GST_NUMBER_MESSAGE })
  .trim()
  .max(TAX_NUMBER_MAX, { error: GST_NUMBER_MESSAGE })
  .transform((text, ctx) => {
    if (text === '') return '';
    const canonical = canonicalGstNumber(text);
    if (canonical === null) {
      ctx.addIssue({ code: 'custom', message: GST_NUMBER_MESSAGE });
      return z.NEVER;
    }
    return canonical;
  })
  .optional();

export const taxDetailsInput = z.strictObject({
  legalName: requiredText('Please enter your legal name', 200),
  mailingAddress: requiredMultiLineText('Please enter your mailing address', 500),
  gstNumber: optionalGstNumber,
  taxId: taxIdNumber.optional(),
});
export type TaxDetailsInput = z.output<typeof taxDetailsInput>;

/**
 * A chef's Canadian bank account for manual payouts (DECISIONS.md section 23): the institution
 * (3 digits), the branch's transit number (5) and the account number (7 to 12). People copy them
 * from a cheque or their bank's app with spaces or dashes, which are dropped.
 */
export const INSTITUTION_NUMBER_MESSAGE = 'Enter the 3-digit institution number';
export const TRANSIT_NUMBER_MESSAGE = 'Enter the 5-digit transit number';
export const ACCOUNT_NUMBER_MESSAGE = 'Enter an account number of 7 to 12 digits';

function bankDigits(pattern: RegExp, message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(TAX_NUMBER_MAX, { error: message })
    .transform((text) => text.replace(GROUPING, ''))
    .refine((digits) => pattern.test(digits), { error: message });
}

export const bankAccountInput = z.strictObject({
  institutionNumber: bankDigits(/^\d{3}$/, INSTITUTION_NUMBER_MESSAGE),
  transitNumber: bankDigits(/^\d{5}$/, TRANSIT_NUMBER_MESSAGE),
  accountNumber: bankDigits(/^\d{7,12}$/, ACCOUNT_NUMBER_MESSAGE),
});
export type BankAccountInput = z.output<typeof bankAccountInput>;

/** A year of the earnings export: from the first year of the product to a few years ahead. */
export const taxYearParam = z.coerce.number({ error: 'Year must be a year such as 2026' }).int({ error: 'Year must be a year such as 2026' }).min(2020, { error: 'Year must be a year such as 2026' }).max(2100, { error: 'Year must be a year such as 2026' });
