import { TIME_SLOTS } from '../../../../common/constants';
import { bookingStart } from '../../../../common/vancouver-time';
import type { IsoDay } from '../dates';

export interface BlockedSlot {
  id: number;
  date: string;
  timeSlot: string | null;
  reason: string | null;
}

/**
 * What cannot be booked: what the admin closed (DECISIONS.md section 5), a whole day or a slot on
 * a day, and a slot of today that has already started (section 16).
 */
export interface Availability {
  /** Why the whole day is closed, or null when some slot is still open. */
  dayClosed: (day: IsoDay) => string | null;
  /** Why this slot is closed on this day, or null when it is open. */
  slotClosed: (day: IsoDay, slot: string) => string | null;
}

/** The server's rule: the all-day slot overlaps every other, and every other overlaps it. */
function slotsOverlap(a: string, b: string): boolean {
  return a === b || a === 'all-day' || b === 'all-day';
}

const UNAVAILABLE = 'not available';
/** Why a slot of today that has begun is closed. */
export const STARTED = 'already started';

export function availabilityFrom(blocks: readonly BlockedSlot[], now = new Date()): Availability {
  const byDay = new Map<string, BlockedSlot[]>();
  for (const block of blocks) byDay.set(block.date, [...(byDay.get(block.date) ?? []), block]);

  const slotClosed = (day: IsoDay, slot: string): string | null => {
    if (bookingStart({ bookingDate: day, timeSlot: slot }) <= now) return STARTED;
    const block = byDay.get(day)?.find((candidate) => candidate.timeSlot === null || slotsOverlap(candidate.timeSlot, slot));
    return block ? (block.reason ?? UNAVAILABLE) : null;
  };
  const dayClosed = (day: IsoDay): string | null => {
    const blocksOfDay = byDay.get(day);
    if (!blocksOfDay) return null;
    const wholeDay = blocksOfDay.find((block) => block.timeSlot === null);
    if (wholeDay) return wholeDay.reason ?? UNAVAILABLE;
    return TIME_SLOTS.every((slot) => slotClosed(day, slot.value) !== null) ? UNAVAILABLE : null;
  };
  return { dayClosed, slotClosed };
}

export const everythingOpen: Availability = availabilityFrom([]);
