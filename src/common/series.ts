import { WEEKDAYS } from './chefs.js';
import { TIME_SLOTS } from './constants.js';
import { formatCents } from './money.js';
import { formatHours } from './text.js';
import { shiftDay, weekdayIndex } from './vancouver-time.js';

/**
 * Standing bookings (DECISIONS.md section 20): the calendar days a series falls on, its caps and
 * its words. The server books these days and the Schedule New wizard previews the same ones.
 */

/** The weekdays as a series names them (iCalendar's), Monday first as its weeks are counted and as a chef's week lists them. */
export const SERIES_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type SeriesWeekday = (typeof SERIES_WEEKDAYS)[number];

/** 'Friday' for 'FR'. */
export function weekdayName(weekday: SeriesWeekday): string {
  const name = WEEKDAYS[SERIES_WEEKDAYS.indexOf(weekday)]!;
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export const SERIES_MAX_SESSIONS = 52;
export const SERIES_MAX_EVERY = 4;
export const SERIES_MAX_MONTHS = 6;

/** DECISIONS.md section 20, word for word. */
export const SERIES_TOO_MANY = `A series can have at most ${SERIES_MAX_SESSIONS} sessions`;
export const SERIES_TOO_LONG = 'A series can run at most six months';
export const SERIES_NONE_BOOKABLE = 'None of these dates can be booked';
export const SKIPPED_BLOCKED = 'Blocked by ChefConnect';
export const SKIPPED_STARTED = 'This time slot has already started';

/** '1 session', '8 sessions'. */
export function formatSessions(sessions: number): string {
  return `${sessions} ${sessions === 1 ? 'session' : 'sessions'}`;
}

/** The 409 of a series the bank cannot cover whole (section 20, plurals as section 17). */
export function seriesNotEnoughHours(sessions: number, neededHours: number, availableHours: number): string {
  return `Not enough hours in your labor bank for ${formatSessions(sessions)}: they need ${formatHours(neededHours)}, you have ${availableHours}`;
}

/** How a series repeats: every `every`-th week from its first date's, on its weekdays, to `until` or for `count` dates. */
export interface SeriesRule {
  firstDate: string;
  weekdays: readonly SeriesWeekday[];
  every: number;
  until?: string | undefined;
  count?: number | undefined;
}

/** The weekday a series names for a YYYY-MM-DD day: 'FR' for a Friday. */
export function seriesWeekdayOf(day: string): SeriesWeekday {
  return SERIES_WEEKDAYS[weekdayIndex(day)]!;
}

/**
 * The series' dates in order, skipped ones included, at most `limit` of them: a caller asking
 * one more than the cap learns that the rule goes past it without listing a rule that never ends.
 */
export function seriesDates(rule: SeriesRule, limit: number): string[] {
  const monday = shiftDay(rule.firstDate, -weekdayIndex(rule.firstDate));
  const offsets = [...new Set(rule.weekdays.map((weekday) => SERIES_WEEKDAYS.indexOf(weekday)))].sort((a, b) => a - b);
  const wanted = Math.min(limit, rule.count ?? limit);
  const dates: string[] = [];
  for (let week = 0; offsets.length > 0; week += rule.every) {
    for (const offset of offsets) {
      const date = shiftDay(monday, week * 7 + offset);
      if (date < rule.firstDate) continue;
      if ((rule.until !== undefined && date > rule.until) || dates.length >= wanted) return dates;
      dates.push(date);
    }
  }
  return dates;
}

/** The same day `months` calendar months later; a day the month lacks becomes its last (Aug 31 → Feb 28). */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const lastOfMonth = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 + months, Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
}

/** The last day a series may fall on: the same day six calendar months after its first. */
export function seriesLastAllowedDate(firstDate: string): string {
  return addCalendarMonths(firstDate, SERIES_MAX_MONTHS);
}

/** 'Monday, Wednesday and Friday'. */
function listInWords(words: string[]): string {
  return words.length < 2 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)!}`;
}

/** "Every Friday, evening, 4 hours, 8 sessions"; every other week: "Every 2 weeks on Friday, …". */
export function seriesSummary(series: { weekdays: readonly SeriesWeekday[]; every: number; timeSlot: string; duration: number; sessions: number }): string {
  const days = listInWords(SERIES_WEEKDAYS.filter((weekday) => series.weekdays.includes(weekday)).map(weekdayName));
  const when = series.every === 1 ? `Every ${days}` : `Every ${series.every} weeks on ${days}`;
  const slot = (TIME_SLOTS.find(({ value }) => value === series.timeSlot)?.label ?? series.timeSlot).toLowerCase();
  return `${when}, ${slot}, ${formatHours(series.duration)}, ${formatSessions(series.sessions)}`;
}

const shortDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/**
 * A series offer in a line, as the chef's card heads it (DECISIONS.md section 20): "8 sessions,
 * Fridays, Dec 11 - Jan 29, $1,664.00". `days` are the sessions' calendar days, in order.
 */
export function seriesOfferSummary(days: readonly string[], payCents: number): string {
  const weekdays = SERIES_WEEKDAYS.filter((weekday) => days.some((day) => weekdayIndex(day) === SERIES_WEEKDAYS.indexOf(weekday))).map((weekday) => `${weekdayName(weekday)}s`);
  const [first, last] = [days[0], days.at(-1)].map((day) => (day ? shortDay.format(new Date(`${day}T12:00:00Z`)) : ''));
  const span = days.length > 1 ? `${first} - ${last}` : first;
  return `${formatSessions(days.length)}, ${listInWords(weekdays)}, ${span}, ${formatCents(payCents)}`;
}
