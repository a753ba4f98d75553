/**
 * Control characters (C0, DEL, C1) and Unicode's line and paragraph separators, a run of them
 * at a time. Validation refuses them in one-line fields (schemas/fields.ts); rows written before
 * that rule (DECISIONS.md section 16) may still hold them, so writers of one-line formats clean
 * them out as well.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const CONTROL_CHARACTER_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * `text` as one line: each run of control characters, line breaks among them, becomes one
 * space, so a stored value can neither end the line it is written on (an email header, an .ics
 * property) nor hide in it.
 */
export function oneLine(text: string): string {
  return text.replace(CONTROL_CHARACTER_RUNS, ' ');
}

/**
 * Characters a reader cannot see (DECISIONS.md section 24), as the inside of a regex character
 * class: bidirectional controls (U+202A-202E, U+2066-2069), which reorder what follows them so
 * that "\u202Egpj.exe" shows as "exe.jpg", and zero-width characters (U+200B-200D, U+2060,
 * U+FEFF), which make two names that look the same differ. One-line fields refuse them
 * (schemas/fields.ts) with unpaired surrogates, halves of a character that are no text at all.
 */
export const INVISIBLE_CHARACTERS = '\\u200b-\\u200d\\u2060\\ufeff\\u202a-\\u202e\\u2066-\\u2069';
/** A surrogate pair (one character, kept), or an invisible character or unpaired surrogate (dropped). */
const INVISIBLE_OR_PAIR = new RegExp(`[\\ud800-\\udbff][\\udc00-\\udfff]|[${INVISIBLE_CHARACTERS}\\ud800-\\udfff]`, 'g');

/** `text` without its invisible characters and unpaired surrogates: what a reader sees of it. */
export function withoutInvisibleCharacters(text: string): string {
  return text.replace(INVISIBLE_OR_PAIR, (found) => (found.length === 2 ? found : ''));
}

/** '1 hour', '4 hours', '0 hours': a number of hours as a sentence says it. */
export function formatHours(hours: number): string {
  return `${hours} ${Math.abs(hours) === 1 ? 'hour' : 'hours'}`;
}
