import { BUSINESS_TIME_ZONE, TIME_SLOTS } from './constants.js';

const wallClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

const HOUR_MS = 3_600_000;

/**
 * Offsets already read, by instant. Only whole hours are asked (vancouverInstant), a few per
 * booking, and formatToParts was 15% of the CPU of a dashboard read (each booking's start and
 * end), so each is read once; the list is emptied when it grows past a year of hours.
 */
const offsets = new Map<number, number>();
const OFFSETS_KEPT = 9_000;

/** How far Vancouver's wall clock is ahead of UTC at an instant, in milliseconds (negative). */
function vancouverOffsetMs(instant: number): number {
  let offset = offsets.get(instant);
  if (offset === undefined) {
    const part = Object.fromEntries(wallClock.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
    offset = Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - instant;
    if (offsets.size >= OFFSETS_KEPT) offsets.clear();
    offsets.set(instant, offset);
  }
  return offset;
}

/**
 * The instant a Vancouver wall-clock hour of a day begins, right on either side of a
 * daylight-saving change (the offset is read at the instant itself, then checked once more).
 */
export function vancouverInstant(day: string, hour: number): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, date, hour);
  const first = asUtc - vancouverOffsetMs(asUtc);
  return new Date(asUtc - vancouverOffsetMs(first));
}

/** When a booking's slot begins (an all-day booking: the morning's start), as an instant. */
export function bookingStart(booking: { bookingDate: string; timeSlot: string }): Date {
  const slot = TIME_SLOTS.find(({ value }) => value === booking.timeSlot);
  if (!slot) throw new Error(`Unknown time slot ${booking.timeSlot}`);
  return vancouverInstant(booking.bookingDate, slot.start);
}

/** `hours` before the booking's start, in elapsed time: right across a daylight-saving change. */
export function hoursBeforeStart(booking: { bookingDate: string; timeSlot: string }, hours: number): Date {
  return new Date(bookingStart(booking).getTime() - hours * HOUR_MS);
}

/**
 * From its start on a session has taken place as far as the admin can tell: only then may it be
 * marked completed or its chef's no-show recorded (DECISIONS.md sections 10 and 17).
 */
export function sessionStarted(booking: { bookingDate: string; timeSlot: string }, now: Date): boolean {
  return now >= bookingStart(booking);
}

/**
 * Today's calendar day in Vancouver as YYYY-MM-DD, whatever zone the server or the browser runs in.
 * Since standard time began there (1884), Vancouver's offsets have been whole hours, changed at
 * a whole hour of its clock, so the offset of the UTC hour the instant falls in is the instant's.
 * That hour's offset is read from the zone data once; formatting the day with Intl on every call
 * was some 2% of the CPU of placing an order.
 */
export function vancouverToday(now: Date): string {
  const instant = now.getTime();
  return new Date(instant + vancouverOffsetMs(Math.floor(instant / HOUR_MS) * HOUR_MS)).toISOString().slice(0, 10);
}

/** The calendar day `days` after (or before) a YYYY-MM-DD day. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Monday 0 … Sunday 6 of a YYYY-MM-DD day (a calendar day: no time zone enters). */
export function weekdayIndex(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

/** The first instant after `now` at this Vancouver wall-clock time: a daily job's next run. */
export function nextVancouverTime(now: Date, hour: number, minute = 0): Date {
  const today = vancouverToday(now);
  for (let days = 0; ; days++) {
    const at = new Date(vancouverInstant(shiftDay(today, days), hour).getTime() + minute * 60_000);
    if (at > now) return at;
  }
}
