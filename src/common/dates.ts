/**
 * Calendar days (YYYY-MM-DD, a day in Vancouver rather than an instant) as people read them,
 * for documents that leave the app: invoices and emails.
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// The day is pinned to UTC midnight and formatted in UTC, so neither the machine's zone nor a
// daylight-saving change can move it to the day before.
const longDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });

/** '2026-11-27' → 'November 27, 2026'. Throws a RangeError for anything that is not a real calendar day. */
export function formatDay(day: string): string {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = new Date(Date.UTC(year, month - 1, date));
  // Date.UTC rolls 2026-02-30 over into March; a printed document must not show a day nobody wrote.
  if (instant.getUTCFullYear() !== year || instant.getUTCMonth() !== month - 1 || instant.getUTCDate() !== date) {
    throw new RangeError(`Not a calendar day: ${day}`);
  }
  return longDay.format(instant);
}
