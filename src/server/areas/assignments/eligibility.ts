import { In, LessThanOrEqual, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { slotsOf, WEEKDAYS, type AvailabilitySlot, type Weekday } from '../../../common/chefs.js';
import { AssignmentSlot } from '../../core/db/entities/assignment.js';
import type { Booking } from '../../core/db/entities/booking.js';
import type { Chef } from '../../core/db/entities/chef.js';
import { ChefAvailability, ChefTimeOff } from '../../core/db/entities/chef-portal.js';

/**
 * Whether a chef may work a booking (DECISIONS.md section 9), in one place: the admin's list of
 * eligible chefs, offering, a direct assignment, an accept and a reschedule all ask here.
 */

export const NOT_ACTIVE = 'This chef is not active';
export const OVERLAPPING_ASSIGNMENT = 'This chef has another assignment at that time';

/** What a booking asks of a chef. */
export type StaffedBooking = Pick<Booking, 'id' | 'bookingDate' | 'timeSlot' | 'serviceType'>;

/** What is known of one chef that bears on one booking's day. */
export interface ChefFacts {
  chef: Pick<Chef, 'id' | 'status' | 'inPerson' | 'virtual'>;
  /** The slots the chef works on the booking's weekday. */
  worksSlots: readonly AvailabilitySlot[];
  /** Whether a stretch of time off covers the booking's day. */
  offThatDay: boolean;
  /** Slots of that day held by the chef's other assignments (this booking's own excluded). */
  heldSlots: readonly AvailabilitySlot[];
}

/** Monday-first, as the portal's week is: 2026-11-24 is a tuesday. */
export function weekdayOf(day: string): Weekday {
  return WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
}

const SLOT_WORDS: Record<AvailabilitySlot, string> = { morning: 'mornings', afternoon: 'afternoons', evening: 'evenings' };

/** Why the chef may not work the booking, in words for the admin's 409; null when they may. */
export function ineligibility(facts: ChefFacts, booking: StaffedBooking): string | null {
  if (facts.chef.status !== 'active') return NOT_ACTIVE;
  if (booking.serviceType === 'virtual' ? !facts.chef.virtual : !facts.chef.inPerson) {
    return `This chef does not take ${booking.serviceType === 'virtual' ? 'virtual' : 'in-person'} work`;
  }
  const weekday = weekdayOf(booking.bookingDate);
  const missing = slotsOf(booking.timeSlot).filter((slot) => !facts.worksSlots.includes(slot));
  if (missing.length > 0) {
    const day = weekday[0]!.toUpperCase() + weekday.slice(1);
    return `This chef does not work ${day} ${missing.map((slot) => SLOT_WORDS[slot]).join(' or ')}`;
  }
  if (facts.offThatDay) return `This chef has time off on ${booking.bookingDate}`;
  if (slotsOf(booking.timeSlot).some((slot) => facts.heldSlots.includes(slot))) return OVERLAPPING_ASSIGNMENT;
  return null;
}

/** The facts of many chefs for one booking, in four queries whatever their number. */
export async function chefFacts(manager: EntityManager, chefs: ChefFacts['chef'][], booking: StaffedBooking): Promise<Map<number, ChefFacts>> {
  const ids = chefs.map(({ id }) => id);
  if (ids.length === 0) return new Map();
  const weekday = weekdayOf(booking.bookingDate);
  const [availability, timeOff, held] = [
    await manager.findBy(ChefAvailability, { chefId: In(ids), weekday }),
    await manager.findBy(ChefTimeOff, { chefId: In(ids), fromDate: LessThanOrEqual(booking.bookingDate), toDate: MoreThanOrEqual(booking.bookingDate) }),
    await manager
      .createQueryBuilder(AssignmentSlot, 'held')
      .innerJoin('assignment', 'assignment', 'assignment.id = held.assignmentId')
      .where({ chefId: In(ids), bookingDate: booking.bookingDate })
      .andWhere('assignment.bookingId <> :bookingId', { bookingId: booking.id })
      .getMany(),
  ];
  return new Map(
    chefs.map((chef) => [
      chef.id,
      {
        chef,
        worksSlots: availability.filter(({ chefId }) => chefId === chef.id).map(({ slot }) => slot),
        offThatDay: timeOff.some(({ chefId }) => chefId === chef.id),
        heldSlots: held.filter(({ chefId }) => chefId === chef.id).map(({ slot }) => slot),
      },
    ]),
  );
}

/** One chef's verdict for one booking. */
export async function chefIneligibility(manager: EntityManager, chef: ChefFacts['chef'], booking: StaffedBooking): Promise<string | null> {
  return ineligibility((await chefFacts(manager, [chef], booking)).get(chef.id)!, booking);
}
