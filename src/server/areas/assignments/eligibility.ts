import { In, type EntityManager } from 'typeorm';
import { slotsOf, WEEKDAYS, type AvailabilitySlot, type Weekday } from '../../../common/chefs.js';
import { suspensionEndText } from '../../../common/reliability.js';
import type { Booking } from '../../core/db/entities/booking.js';
import { Chef } from '../../core/db/entities/chef.js';
import { rawRowReader } from '../../core/db/statements.js';
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
  /** The booking's slots the chef works on its weekday. */
  worksSlots: readonly AvailabilitySlot[];
  /** Whether a stretch of time off covers the booking's day. */
  offThatDay: boolean;
  /** The booking's slots held that day by the chef's other assignments (this booking's own excluded). */
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

/** The chef's columns a staffing read needs: those the rules read and those the admin is shown. */
const JUDGED_COLUMNS = ['id', 'name', 'status', 'inPerson', 'virtual', 'suspendedUntil', 'yearsExperience', 'redSeal', 'photoUrl', 'hourlyRate'] as const;
export type JudgedChef = Pick<Chef, (typeof JUDGED_COLUMNS)[number]>;

/** A chef's facts as a staffing read loads them, with the columns it shows. */
export interface JudgedFacts extends ChefFacts {
  chef: JudgedChef;
}

/**
 * The facts of the chefs named (every chef, by name, when none are) for one booking, with their
 * columns, in one query (two when FOODSAFE is asked for): each fact is an EXISTS the engine
 * answers from a key, and the rows are read raw, as building 2,000 entities would take longer
 * than the query (issue 25: the Offer dialog's read at 2,000 chefs).
 */
export async function chefFacts(manager: EntityManager, booking: StaffedBooking, chefIds?: readonly number[]): Promise<Map<number, JudgedFacts>> {
  if (chefIds?.length === 0) return new Map();
  const slots = slotsOf(booking.timeSlot);
  const query = manager.createQueryBuilder(Chef, 'chef').select([]);
  for (const column of JUDGED_COLUMNS) query.addSelect(`chef.${column}`, column);
  query
    .addSelect('EXISTS (SELECT 1 FROM chef_availability week WHERE week."chefId" = chef.id)', 'hasWeek')
    .addSelect('EXISTS (SELECT 1 FROM chef_time_off off WHERE off."chefId" = chef.id AND off."fromDate" <= :day AND off."toDate" >= :day)', 'offThatDay')
    .setParameters({ day: booking.bookingDate, weekday: weekdayOf(booking.bookingDate), bookingId: booking.id });
  slots.forEach((slot, index) => {
    query
      .addSelect(`EXISTS (SELECT 1 FROM chef_availability works WHERE works."chefId" = chef.id AND works.weekday = :weekday AND works.slot = :slot${index})`, `works${index}`)
      .addSelect(
        `EXISTS (SELECT 1 FROM assignment_slot held INNER JOIN assignment ON assignment.id = held."assignmentId"
          WHERE held."chefId" = chef.id AND held."bookingDate" = :day AND held.slot = :slot${index} AND assignment."bookingId" <> :bookingId)`,
        `held${index}`,
      )
      .setParameter(`slot${index}`, slot);
  });
  if (chefIds) query.where({ id: In(chefIds) });
  const rows = await query.orderBy('chef.nameKey', 'ASC').addOrderBy('chef.id', 'ASC').getRawMany<Record<string, unknown>>();
  const needsFoodsafe = booking.serviceType === 'in-person' && (await inPersonNeedsFoodsafe(manager));
  const holdsFoodsafe = needsFoodsafe ? await chefsWithCurrentCredential(manager, 'foodsafe', chefIds, booking.bookingDate) : new Set<number>();
  const readChef = rawRowReader(manager, Chef, JUDGED_COLUMNS);
  return new Map(
    rows.map((row) => {
      const chef = readChef(row);
      // EXISTS answers 1 or 0 on SQLite, true or false on PostgreSQL.
      const facts: JudgedFacts = {
        chef,
        hasWeeklyAvailability: Boolean(row.hasWeek),
        worksSlots: slots.filter((_slot, index) => Boolean(row[`works${index}`])),
        offThatDay: Boolean(row.offThatDay),
        heldSlots: slots.filter((_slot, index) => Boolean(row[`held${index}`])),
        lacksFoodsafe: needsFoodsafe && !holdsFoodsafe.has(chef.id),
      };
      return [chef.id, facts];
    }),
  );
}

/** Every reason one chef may not work one booking. */
export async function chefRefusals(manager: EntityManager, chef: Pick<Chef, 'id'>, booking: StaffedBooking): Promise<Refusal[]> {
  return refusals((await chefFacts(manager, booking, [chef.id])).get(chef.id)!, booking);
}

/** One chef's verdict for one booking: the 409 of the first reason, or null. */
export async function chefIneligibility(manager: EntityManager, chef: Pick<Chef, 'id'>, booking: StaffedBooking): Promise<string | null> {
  return (await chefRefusals(manager, chef, booking))[0]?.message ?? null;
}
