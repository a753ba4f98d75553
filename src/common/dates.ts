import { BUSINESS_TIME_ZONE } from './constants.js';

/**
 * Calendar days (YYYY-MM-DD, a day in Vancouver rather than an instant) and instants as people
 * read them, for documents that leave the app: invoices and emails (DECISIONS.md section 17:
 * dates in words, never ISO).
 */

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

// The day is pinned to UTC midnight and formatted in UTC, so neither the machine's zone nor a
// daylight-saving change can move it to the day before.
const longDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' });
const weekdayLongDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' });
// An instant's day and time as a Vancouver wall clock shows them; en-CA writes "9:48 p.m.".
const vancouverDay = new Intl.DateTimeFormat('en-US', { timeZone: BUSINESS_TIME_ZONE, dateStyle: 'full' });
const vancouverTime = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE, timeStyle: 'short' });

/** The day as an instant at UTC midnight. Throws a RangeError for anything that is not a real calendar day. */
function calendarDay(day: string): Date {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a YYYY-MM-DD day: ${day}`);
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const instant = new Date(Date.UTC(year, month - 1, date));
  // Date.UTC rolls 2026-02-30 over into March; a printed document must not show a day nobody wrote.
  if (instant.getUTCFullYear() !== year || instant.getUTCMonth() !== month - 1 || instant.getUTCDate() !== date) {
    throw new RangeError(`Not a calendar day: ${day}`);
  }
  return instant;
}

/** '2026-11-27' → 'November 27, 2026'. Throws a RangeError for anything that is not a real calendar day. */
export function formatDay(day: string): string {
  return longDay.format(calendarDay(day));
}

/** '2026-12-06' → 'Sunday, December 6, 2026'. Throws a RangeError for anything that is not a real calendar day. */
export function formatLongDay(day: string): string {
  return weekdayLongDay.format(calendarDay(day));
}

/** An instant (a Date or an ISO timestamp) as 'Sunday, December 6, 2026 at 9:48 p.m.', in Vancouver. */
export function formatMoment(instant: Date | string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Not an instant: ${String(instant)}`);
  return `${vancouverDay.format(date)} at ${vancouverTime.format(date)}`;
}
