import { AVAILABILITY_SLOTS, type AvailabilitySlot } from './chefs.js';
import { TIME_SLOTS } from './constants.js';
import { bookingStart } from './vancouver-time.js';

/**
 * A session's time (DECISIONS.md section 23): it starts at its slot's start (an all-day booking
 * at 8 AM) and lasts its duration. The server's answers, eligibility and assignment slots, and
 * every screen, email and calendar that shows a session read it here, so they never disagree.
 */

/** What a session's time is made of: a booking, an offer's booking, an assignment. */
export interface SessionTime {
  bookingDate: string;
  timeSlot: string;
  duration: number;
}

/** The wall-clock hours of a day each slot of a chef's week covers; the evening runs to midnight. */
export const SLOT_HOURS: Record<AvailabilitySlot, { from: number; to: number }> = {
  morning: { from: 8, to: 12 },
  afternoon: { from: 12, to: 16 },
  evening: { from: 16, to: 24 },
};

/** DECISIONS.md section 23, word for word: a session ends by midnight, and only an evening one can run past it. */
export const EVENING_TOO_LONG = 'An evening session can last at most 8 hours';

const HOUR_MS = 3_600_000;

/** The session's wall-clock hours in Vancouver: `endHour` passes 24 for an evening booked before the limit. */
export function sessionHours(session: Pick<SessionTime, 'timeSlot' | 'duration'>): { startHour: number; endHour: number } {
  const slot = TIME_SLOTS.find(({ value }) => value === session.timeSlot);
  if (!slot) throw new Error(`Unknown time slot ${session.timeSlot}`);
  return { startHour: slot.start, endHour: slot.start + session.duration };
}

/** Whether a new or moved session ends by midnight, as every session booked from now on must. */
export function endsByMidnight(session: Pick<SessionTime, 'timeSlot' | 'duration'>): boolean {
  return sessionHours(session).endHour <= 24;
}

/**
 * The slots of the chef's week the session touches: it occupies each one (two sessions sharing
 * a slot overlap) and needs each one in the chef's weekly availability. A 6-hour morning is
 * morning and afternoon; what an old evening runs past midnight touches no slot.
 */
export function sessionSlots(session: Pick<SessionTime, 'timeSlot' | 'duration'>): AvailabilitySlot[] {
  const { startHour, endHour } = sessionHours(session);
  return AVAILABILITY_SLOTS.filter((slot) => SLOT_HOURS[slot].from < endHour && SLOT_HOURS[slot].to > startHour);
}

/** The session's start and end as instants: the end is the start plus the duration. */
export function sessionInterval(session: SessionTime): { startsAt: Date; endsAt: Date } {
  const startsAt = bookingStart(session);
  return { startsAt, endsAt: new Date(startsAt.getTime() + session.duration * HOUR_MS) };
}

/** `startsAt` and `endsAt` as every answer that carries a session has them: ISO 8601 instants in UTC. */
export function sessionInstants(session: SessionTime): { startsAt: string; endsAt: string } {
  const { startsAt, endsAt } = sessionInterval(session);
  return { startsAt: startsAt.toISOString(), endsAt: endsAt.toISOString() };
}

/** A wall-clock hour as Vancouver reads it (en-CA): 16 → '4:00 p.m.', 24 → '12:00 a.m.'. */
function clockText(hour: number): string {
  const onClock = hour % 24;
  return `${onClock % 12 === 0 ? 12 : onClock % 12}:00 ${onClock < 12 ? 'a.m.' : 'p.m.'}`;
}

/**
 * '4:00 p.m. to 10:00 p.m.': the session's start and end on Vancouver's clock. Worked out from
 * the hours rather than a time-zone database, so a browser with older zone data shows the same.
 */
export function sessionTimeText(session: Pick<SessionTime, 'timeSlot' | 'duration'>): string {
  const { startHour, endHour } = sessionHours(session);
  return `${clockText(startHour)} to ${clockText(endHour)}${endHour > 24 ? ' the next day' : ''}`;
}

/** 'Evening, 4:00 p.m. to 10:00 p.m.': the slot's name and the session's hours, wherever a session is shown. */
export function sessionLabel(session: Pick<SessionTime, 'timeSlot' | 'duration'>): string {
  const slot = TIME_SLOTS.find(({ value }) => value === session.timeSlot);
  return `${slot?.label ?? session.timeSlot}, ${sessionTimeText(session)}`;
}
