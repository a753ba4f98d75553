import { z } from 'zod';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../constants.js';
import { ID_TEXT, MAX_ENTITY_ID } from '../ids.js';
import { INVISIBLE_CHARACTERS } from '../text.js';

/**
 * Field builders shared by every schema, so that a missing field, a wrong type and an empty
 * string all give the same spec message, and no text field is unbounded.
 */

/** DECISIONS.md sections 16 and 24: the one message of a text field holding a control or invisible character. */
export const CONTROL_CHARACTERS_MESSAGE = 'Use one line of text without control characters';

/**
 * Text that is written one line in an email header, a log line, a CSV cell or an .ics value:
 * no control character (C0, DEL, C1), no Unicode line or paragraph separator, and nothing a
 * reader cannot see (bidirectional controls, zero-width characters, a surrogate without its
 * pair: DECISIONS.md section 24). A regex rather than a refinement, so the OpenAPI document
 * shows the rule as the field's pattern.
 */
const ONE_LINE = new RegExp(`^(?:[^\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029${INVISIBLE_CHARACTERS}\\ud800-\\udfff]|[\\ud800-\\udbff][\\udc00-\\udfff])*$`);
/**
 * Text a person writes in a text area: line breaks (LF, or CRLF as browsers send a form) and
 * tabs (pasted lists) stay; a lone CR, which starts a new line in some readers and not in
 * others, and every other control character are refused.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const SEVERAL_LINES = /^(?:[^\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]|\r\n)*$/;

/** Names, titles, addresses, phones, reasons: one line (DECISIONS.md section 16). */
export function singleLineText(text: z.ZodString) {
  return text.regex(ONE_LINE, { error: CONTROL_CHARACTERS_MESSAGE });
}

/** Messages, notes, comments, special requests: line breaks kept, other control characters refused. */
export function multiLineText(text: z.ZodString) {
  return text.regex(SEVERAL_LINES, { error: CONTROL_CHARACTERS_MESSAGE });
}

function nonEmptyText(message: string, max: number) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Must be at most ${max} characters` });
}

/** Text of at most `max` characters once trimmed, which may be empty. */
export function boundedText(max: number) {
  return z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, { error: `Must be at most ${max} characters` });
}

/** A required field of one line. */
export function requiredText(message: string, max: number = SHORT_TEXT_MAX) {
  return singleLineText(nonEmptyText(message, max));
}

/** A required field that may hold several lines (a message, a dispute's reason). */
export function requiredMultiLineText(message: string, max: number = LONG_TEXT_MAX) {
  return multiLineText(nonEmptyText(message, max));
}

/** An optional field of one line. */
export function optionalText(max: number = LONG_TEXT_MAX) {
  return singleLineText(boundedText(max)).optional();
}

/** An optional field that may hold several lines (a description, special requests, a note). */
export function optionalMultiLineText(max: number = LONG_TEXT_MAX) {
  return multiLineText(boundedText(max)).optional();
}

export function emailAddress(message: string) {
  return singleLineText(
    z
      .string({ error: message })
      .trim()
      .max(254, { error: message }),
  ).pipe(z.email({ error: message }));
}

export function oneOf<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: message });
}

export function wholeNumber(min: number, max: number, message: string) {
  return z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });
}

export const ID_MESSAGE = 'Must be a positive whole number';

/** A positive database id in a JSON body. */
export function entityId(message: string = ID_MESSAGE) {
  return z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(MAX_ENTITY_ID, { error: message });
}

/** A positive database id in a path or a query string, where it arrives as text. */
export const idParam = z
  .string({ error: ID_MESSAGE })
  .regex(new RegExp(`^${ID_TEXT}$`), { error: ID_MESSAGE })
  .transform(Number)
  .pipe(entityId());

/** Values of a closed list as a tuple that z.enum accepts. */
export function valuesOf<const T extends readonly { value: string }[]>(options: T) {
  return options.map((option) => option.value) as unknown as [
    T[number]['value'],
    ...T[number]['value'][],
  ];
}

/**
 * A calendar day as `M/D/YYYY` (the wizard's form) or `YYYY-MM-DD`, always answered as
 * `YYYY-MM-DD`. Impossible days such as 2/30/2026 are refused with the message.
 */
export function calendarDay(message: string) {
  return z
    .string({ error: message })
    .trim()
    .max(10, { error: message })
    .transform((text, ctx) => {
      const iso = toIsoDate(text);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return iso;
    });
}

function toIsoDate(text: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || year < 2000 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}
