import { In, LessThanOrEqual, MoreThanOrEqual, type EntityManager } from 'typeorm';
import { groupBy } from '../../../common/collections.js';
import { slotsOf, WEEKDAYS, type AvailabilitySlot, type Weekday } from '../../../common/chefs.js';
import { suspensionEndText } from '../../../common/reliability.js';
import { AssignmentSlot } from '../../core/db/entities/assignment.js';
import type { Booking } from '../../core/db/entities/booking.js';
import type { Chef } from '../../core/db/entities/chef.js';
import { ChefAvailability, ChefTimeOff } from '../../core/db/entities/chef-portal.js';
import { chefsWithCurrentCredential, inPersonNeedsFoodsafe } from '../credentials/index.js';

/**
 * Whether a chef may work a booking (DECISIONS.md sections 9, 14 and 17), in one place: the
 * admin's candidates and eligible chefs, offering, a direct assignment, an accept and a
 * reschedule all ask here. One evaluation gives every reason a chef cannot take the booking,
 * each with the admin's 409 (the first reason's, word for word) and the candidates' reason.
 */

export const NOT_ACTIVE = 'This chef is not active';
export const OVERLAPPING_ASSIGNMENT = 'This chef has another assignment at that time';
export const NEEDS_FOODSAFE = 'This chef needs a current FOODSAFE certificate for in-person work';

/** What a booking asks of a chef. */
export type StaffedBooking = Pick<Booking, 'id' | 'bookingDate' | 'timeSlot' | 'serviceType'>;

/**
 * What is known of one chef that bears on one booking's day. A new rule that needs a new fact
 * adds it here and has chefFacts read it, for many chefs at once.
 */
export interface ChefFacts {
  chef: Pick<Chef, 'id' | 'status' | 'inPerson' | 'virtual' | 'suspendedUntil'>;
  /** Whether the chef works any slot of any weekday. */
  hasWeeklyAvailability: boolean;
  /** The slots the chef works on the booking's weekday. */
  worksSlots: readonly AvailabilitySlot[];
  /** Whether a stretch of time off covers the booking's day. */
  offThatDay: boolean;
  /** Slots of that day held by the chef's other assignments (this booking's own excluded). */
  heldSlots: readonly AvailabilitySlot[];
  /**
   * The admin's "in-person needs FOODSAFE" is on, the booking is in person, and the chef holds
   * no verified FOODSAFE credential still valid on the booking's day (section 14).
   */
  lacksFoodsafe: boolean;
}

/** Monday-first, as the portal's week is: 2026-11-24 is a tuesday. */
export function weekdayOf(day: string): Weekday {
  return WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
}

const SLOT_WORDS: Record<AvailabilitySlot, string> = { morning: 'mornings', afternoon: 'afternoons', evening: 'evenings' };

/** The booking's slots the chef does not work that weekday. */
function missingSlots(facts: ChefFacts, booking: StaffedBooking): AvailabilitySlot[] {
  return slotsOf(booking.timeSlot).filter((slot) => !facts.worksSlots.includes(slot));
}

/** The 409 for a chef who does not work the booking's weekday slot, whether they set a week or not. */
function doesNotWork(facts: ChefFacts, booking: StaffedBooking): string {
  const weekday = weekdayOf(booking.bookingDate);
  const day = weekday[0]!.toUpperCase() + weekday.slice(1);
  return `This chef does not work ${day} ${missingSlots(facts, booking).map((slot) => SLOT_WORDS[slot]).join(' or ')}`;
}

/** One rule a chef must pass to work a booking. */
interface EligibilityRule {
  /** Whether the rule refuses this chef for this booking. */
  refuses(facts: ChefFacts, booking: StaffedBooking): boolean;
  /** The admin's 409 when this is the first rule refusing (sections 9 and 14), word for word. */
  message(facts: ChefFacts, booking: StaffedBooking): string;
  /** The admin's candidates list's reason (section 17), word for word. */
  reason(facts: ChefFacts, booking: StaffedBooking): string;
}

/**
 * Every rule, by code, in the order the 409 names the first refusing one. A new reason (say a
 * suspension or a missing certificate) is one more entry here, with the fact it needs added to
 * ChefFacts and read in chefFacts; everything that asks about eligibility then applies it.
 */
const RULES = {
  // Section 14's 409, word for word; the suspension's end is on the chef's row.
  suspended: {
    refuses: ({ chef }) => chef.status === 'suspended',
    message: ({ chef }) => `This chef is suspended until ${suspensionEndText(chef.suspendedUntil!)}`,
    reason: ({ chef }) => `Suspended until ${suspensionEndText(chef.suspendedUntil!)}`,
  },
  'not-active': {
    refuses: ({ chef }) => chef.status !== 'active' && chef.status !== 'suspended',
    message: () => NOT_ACTIVE,
    reason: () => 'Not active',
  },
  'service-type': {
    refuses: ({ chef }, booking) => (booking.serviceType === 'virtual' ? !chef.virtual : !chef.inPerson),
    message: (_facts, booking) => `This chef does not take ${booking.serviceType === 'virtual' ? 'virtual' : 'in-person'} work`,
    reason: () => 'Does not take this service',
  },
  'no-weekly-availability': {
    refuses: (facts) => !facts.hasWeeklyAvailability,
    message: doesNotWork,
    reason: () => 'No weekly availability set',
  },
  'not-available': {
    refuses: (facts, booking) => facts.hasWeeklyAvailability && missingSlots(facts, booking).length > 0,
    message: doesNotWork,
    reason: () => 'Not available that day and time',
  },
  'time-off': {
    refuses: (facts) => facts.offThatDay,
    message: (_facts, booking) => `This chef has time off on ${booking.bookingDate}`,
    reason: () => 'Time off that day',
  },
  'already-assigned': {
    refuses: (facts, booking) => slotsOf(booking.timeSlot).some((slot) => facts.heldSlots.includes(slot)),
    message: () => OVERLAPPING_ASSIGNMENT,
    reason: () => 'Already assigned at that time',
  },
  'needs-foodsafe': {
    refuses: (facts) => facts.lacksFoodsafe,
    message: () => NEEDS_FOODSAFE,
    reason: () => 'Needs a current FOODSAFE certificate',
  },
} satisfies Record<string, EligibilityRule>;

export type IneligibilityCode = keyof typeof RULES;

/** One reason a chef cannot take a booking, as code, 409 message and candidate reason. */
export interface Refusal {
  code: IneligibilityCode;
  message: string;
  reason: string;
}

/** Every reason the chef may not work the booking, in the 409's order; empty when they may. */
export function refusals(facts: ChefFacts, booking: StaffedBooking): Refusal[] {
  return (Object.entries(RULES) as [IneligibilityCode, EligibilityRule][])
    .filter(([, rule]) => rule.refuses(facts, booking))
    .map(([code, rule]) => ({ code, message: rule.message(facts, booking), reason: rule.reason(facts, booking) }));
}

/** Why the chef may not work the booking, in words for the admin's 409; null when they may. */
export function ineligibility(facts: ChefFacts, booking: StaffedBooking): string | null {
  return refusals(facts, booking)[0]?.message ?? null;
}

/** The facts of many chefs for one booking, in at most seven queries whatever their number. */
export async function chefFacts(manager: EntityManager, chefs: ChefFacts['chef'][], booking: StaffedBooking): Promise<Map<number, ChefFacts>> {
  const ids = chefs.map(({ id }) => id);
  if (ids.length === 0) return new Map();
  const weekday = weekdayOf(booking.bookingDate);
  const [withWeek, availability, timeOff, held] = [
    await manager
      .createQueryBuilder(ChefAvailability, 'availability')
      .select('DISTINCT availability.chefId', 'chefId')
      .where({ chefId: In(ids) })
      .getRawMany<{ chefId: number | string }>(),
    await manager.findBy(ChefAvailability, { chefId: In(ids), weekday }),
    await manager.findBy(ChefTimeOff, { chefId: In(ids), fromDate: LessThanOrEqual(booking.bookingDate), toDate: MoreThanOrEqual(booking.bookingDate) }),
    await manager
      .createQueryBuilder(AssignmentSlot, 'held')
      .innerJoin('assignment', 'assignment', 'assignment.id = held.assignmentId')
      .where({ chefId: In(ids), bookingDate: booking.bookingDate })
      .andWhere('assignment.bookingId <> :bookingId', { bookingId: booking.id })
      .getMany(),
  ];
  const needsFoodsafe = booking.serviceType === 'in-person' && (await inPersonNeedsFoodsafe(manager));
  const holdsFoodsafe = needsFoodsafe ? await chefsWithCurrentCredential(manager, 'foodsafe', ids, booking.bookingDate) : new Set<number>();
  const hasWeek = new Set(withWeek.map(({ chefId }) => Number(chefId)));
  const worksByChef = groupBy(availability, ({ chefId }) => chefId);
  const offChefs = new Set(timeOff.map(({ chefId }) => chefId));
  const heldByChef = groupBy(held, ({ chefId }) => chefId);
  return new Map(
    chefs.map((chef) => [
      chef.id,
      {
        chef,
        hasWeeklyAvailability: hasWeek.has(chef.id),
        worksSlots: (worksByChef.get(chef.id) ?? []).map(({ slot }) => slot),
        offThatDay: offChefs.has(chef.id),
        heldSlots: (heldByChef.get(chef.id) ?? []).map(({ slot }) => slot),
        lacksFoodsafe: needsFoodsafe && !holdsFoodsafe.has(chef.id),
      },
    ]),
  );
}

/** Every reason one chef may not work one booking. */
export async function chefRefusals(manager: EntityManager, chef: ChefFacts['chef'], booking: StaffedBooking): Promise<Refusal[]> {
  return refusals((await chefFacts(manager, [chef], booking)).get(chef.id)!, booking);
}

/** One chef's verdict for one booking: the 409 of the first reason, or null. */
export async function chefIneligibility(manager: EntityManager, chef: ChefFacts['chef'], booking: StaffedBooking): Promise<string | null> {
  return (await chefRefusals(manager, chef, booking))[0]?.message ?? null;
}
