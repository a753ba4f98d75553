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

/** '1 hour', '4 hours', '0 hours': a number of hours as a sentence says it. */
export function formatHours(hours: number): string {
  return `${hours} ${Math.abs(hours) === 1 ? 'hour' : 'hours'}`;
}
