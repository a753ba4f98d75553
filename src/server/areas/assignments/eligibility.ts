import { In, type EntityManager } from 'typeorm';
import { WEEKDAYS, type AvailabilitySlot, type Weekday } from '../../../common/chefs.js';
import { sessionSlots } from '../../../common/session-time.js';
import { suspensionEndText } from '../../../common/reliability.js';
import { weekdayIndex } from '../../../common/vancouver-time.js';
import type { Booking } from '../../core/db/entities/booking.js';
import { Chef } from '../../core/db/entities/chef.js';
import { rawRowReader } from '../../core/db/statements.js';
import { HOLDS_CURRENT_CREDENTIAL, inPersonNeedsFoodsafe } from '../credentials/index.js';

/**
 * Whether a chef may work a booking (DECISIONS.md sections 9, 14 and 17), in one place: the
 * admin's candidates and eligible chefs, offering, a direct assignment, an accept and a
 * reschedule all ask here. Each rule is a condition of SQL on the chef's row, so one query
 * judges every chef with every reason (the candidates), or finds only the chefs who may work the
 * booking and reads no other (the eligible chefs, fast at 2,000 chefs); beside each rule are
 * the admin's 409 (the first reason's, word for word) and the candidates' reason.
 */

export const NOT_ACTIVE = 'This chef is not active';
export const OVERLAPPING_ASSIGNMENT = 'This chef has another assignment at that time';
export const NEEDS_FOODSAFE = 'This chef needs a current FOODSAFE certificate for in-person work';

/** Section 14's 409 for a suspended chef, word for word. */
export function suspendedMessage(chef: Pick<Chef, 'suspendedUntil'>): string {
  return `This chef is suspended until ${suspensionEndText(chef.suspendedUntil!)}`;
}

/** What a booking asks of a chef. */
export type StaffedBooking = Pick<Booking, 'id' | 'bookingDate' | 'timeSlot' | 'duration' | 'serviceType'>;

/** What the words of a refusal need to know of the chef, beyond the booking. */
export interface ChefFacts {
  chef: Pick<Chef, 'id' | 'suspendedUntil'>;
  /** The slots the booking touches that the chef works on its weekday. */
  worksSlots: readonly AvailabilitySlot[];
}

/** Monday-first, as the portal's week is: 2026-11-24 is a tuesday. */
export function weekdayOf(day: string): Weekday {
  return WEEKDAYS[weekdayIndex(day)]!;
}

const SLOT_WORDS: Record<AvailabilitySlot, string> = { morning: 'mornings', afternoon: 'afternoons', evening: 'evenings' };

/** The slots the booking touches that the chef does not work that weekday. */
function missingSlots(facts: ChefFacts, booking: StaffedBooking): AvailabilitySlot[] {
  return sessionSlots(booking).filter((slot) => !facts.worksSlots.includes(slot));
}

/** The 409 for a chef who does not work the booking's weekday slot, whether they set a week or not. */
function doesNotWork(facts: ChefFacts, booking: StaffedBooking): string {
  const weekday = weekdayOf(booking.bookingDate);
  const day = weekday[0]!.toUpperCase() + weekday.slice(1);
  return `This chef does not work ${day} ${missingSlots(facts, booking).map((slot) => SLOT_WORDS[slot]).join(' or ')}`;
}

/*
 * Conditions on the row `chef` for the booking being judged, whose values the query binds:
 * :day, :weekday, :bookingId, :slots, and :slot0, :slot1... one per slot of the booking.
 */
const HAS_WEEK = 'EXISTS (SELECT 1 FROM chef_availability week WHERE week."chefId" = chef.id)';
const worksSlot = (index: number) => `EXISTS (SELECT 1 FROM chef_availability works WHERE works."chefId" = chef.id AND works.weekday = :weekday AND works.slot = :slot${index})`;

/** The admin's settings a rule reads, besides the booking. */
interface StaffingRules {
  /** "In-person needs FOODSAFE" is on and the booking is in person. */
  needsFoodsafe: boolean;
}

/** One rule a chef must pass to work a booking. */
interface EligibilityRule {
  /** When the rule refuses a chef: a condition on the row `chef`, true or false (never NULL). */
  refusesWhen(booking: StaffedBooking, rules: StaffingRules): string;
  /** The admin's 409 when this is the first rule refusing (sections 9 and 14), word for word. */
  message(facts: ChefFacts, booking: StaffedBooking): string;
  /** The admin's candidates list's reason (section 17), word for word. */
  reason(facts: ChefFacts, booking: StaffedBooking): string;
}

/**
 * Every rule, by code, in the order the 409 names the first refusing one. A new reason is one
 * more entry here; everything that asks about eligibility then applies it.
 */
const RULES = {
  // Section 14's 409, word for word; the suspension's end is on the chef's row.
  suspended: {
    refusesWhen: () => "chef.status = 'suspended'",
    message: ({ chef }) => suspendedMessage(chef),
    reason: ({ chef }) => `Suspended until ${suspensionEndText(chef.suspendedUntil!)}`,
  },
  'not-active': {
    refusesWhen: () => "chef.status NOT IN ('active', 'suspended')",
    message: () => NOT_ACTIVE,
    reason: () => 'Not active',
  },
  'service-type': {
    refusesWhen: (booking) => (booking.serviceType === 'virtual' ? 'NOT chef.virtual' : 'NOT chef.inPerson'),
    message: (_facts, booking) => `This chef does not take ${booking.serviceType === 'virtual' ? 'virtual' : 'in-person'} work`,
    reason: () => 'Does not take this service',
  },
  'no-weekly-availability': {
    refusesWhen: () => `NOT ${HAS_WEEK}`,
    message: doesNotWork,
    reason: () => 'No weekly availability set',
  },
  'not-available': {
    // The slots first: a chef who works them passes on those lookups alone, the week not asked.
    refusesWhen: (booking) => `NOT (${sessionSlots(booking).map((_slot, index) => worksSlot(index)).join(' AND ')}) AND ${HAS_WEEK}`,
    message: doesNotWork,
    reason: () => 'Not available that day and time',
  },
  'time-off': {
    refusesWhen: () => 'EXISTS (SELECT 1 FROM chef_time_off off WHERE off."chefId" = chef.id AND off."fromDate" <= :day AND off."toDate" >= :day)',
    message: (_facts, booking) => `This chef has time off on ${booking.bookingDate}`,
    reason: () => 'Time off that day',
  },
  // Slots held by the chef's other assignments that day: the booking's own assignment is not "another".
  'already-assigned': {
    refusesWhen: () =>
      'EXISTS (SELECT 1 FROM assignment_slot held INNER JOIN assignment ON assignment.id = held."assignmentId" WHERE held."chefId" = chef.id AND held."bookingDate" = :day AND held.slot IN (:...slots) AND assignment."bookingId" <> :bookingId)',
    message: () => OVERLAPPING_ASSIGNMENT,
    reason: () => 'Already assigned at that time',
  },
  'needs-foodsafe': {
    refusesWhen: (_booking, rules) => (rules.needsFoodsafe ? `NOT ${HOLDS_CURRENT_CREDENTIAL}` : '1 = 0'),
    message: () => NEEDS_FOODSAFE,
    reason: () => 'Needs a current FOODSAFE certificate',
  },
} satisfies Record<string, EligibilityRule>;

export type IneligibilityCode = keyof typeof RULES;

const RULE_ENTRIES = Object.entries(RULES) as [IneligibilityCode, EligibilityRule][];

/** One reason a chef cannot take a booking, as code, 409 message and candidate reason. */
export interface Refusal {
  code: IneligibilityCode;
  message: string;
  reason: string;
}

/** The chef's columns a staffing read needs: those the words of a refusal read and those the admin is shown. */
const JUDGED_COLUMNS = ['id', 'name', 'suspendedUntil', 'yearsExperience', 'redSeal', 'photoUrl', 'hourlyRate'] as const;
export type JudgedChef = Pick<Chef, (typeof JUDGED_COLUMNS)[number]>;

/** A chef judged for one booking: every reason they may not work it, in the 409's order (none when they may). */
export interface Judgement {
  chef: JudgedChef;
  refusals: Refusal[];
  /** The caller's own columns (ChefColumns), as the query answers them. */
  columns: Record<string, unknown>;
}

/**
 * What a caller reads of each chef beside the rules, in the same query: SQL on the row `chef`
 * by the name it is answered under, and the parameters it binds.
 */
export interface ChefColumns {
  select: Record<string, string>;
  parameters?: Record<string, unknown>;
}

/**
 * The query over chefs (by name) for one booking, its values bound, with each rule's condition.
 * Rows are read raw: building 2,000 entities would take longer than the query.
 */
async function chefsFor(manager: EntityManager, booking: StaffedBooking, columns: ChefColumns) {
  const rules: StaffingRules = { needsFoodsafe: booking.serviceType === 'in-person' && (await inPersonNeedsFoodsafe(manager)) };
  const slots = sessionSlots(booking);
  const query = manager.createQueryBuilder(Chef, 'chef').select([]);
  for (const column of JUDGED_COLUMNS) query.addSelect(`chef.${column}`, column);
  for (const [name, sql] of Object.entries(columns.select)) query.addSelect(sql, name);
  query
    .setParameters(columns.parameters ?? {})
    .setParameters({ day: booking.bookingDate, weekday: weekdayOf(booking.bookingDate), bookingId: booking.id, slots, credentialKind: 'foodsafe', credentialDay: booking.bookingDate })
    .setParameters(Object.fromEntries(slots.map((slot, index) => [`slot${index}`, slot])))
    .orderBy('chef.nameKey', 'ASC')
    .addOrderBy('chef.id', 'ASC');
  const conditions = RULE_ENTRIES.map(([code, rule]) => ({ code, rule, sql: rule.refusesWhen(booking, rules) }));
  const readChef = rawRowReader(manager, Chef, JUDGED_COLUMNS);
  const names = Object.keys(columns.select);
  const readColumns = (row: Record<string, unknown>) => {
    const values: Record<string, unknown> = {};
    for (const name of names) values[name] = row[name];
    return values;
  };
  return { query, conditions, slots, readChef, readColumns };
}

const NO_COLUMNS: ChefColumns = { select: {} };

/**
 * The chefs named (every chef, by name, when none are) judged for one booking, in one query: each
 * rule's condition is a column of the answer.
 */
export async function judgeChefs(manager: EntityManager, booking: StaffedBooking, { chefIds, columns = NO_COLUMNS }: { chefIds?: readonly number[]; columns?: ChefColumns } = {}): Promise<Judgement[]> {
  if (chefIds?.length === 0) return [];
  const { query, conditions, slots, readChef, readColumns } = await chefsFor(manager, booking, columns);
  slots.forEach((_slot, index) => query.addSelect(worksSlot(index), `works${index}`));
  conditions.forEach(({ sql }, index) => query.addSelect(`(${sql})`, `refuses${index}`));
  if (chefIds) query.where({ id: In(chefIds) });
  const rows = await query.getRawMany<Record<string, unknown>>();
  return rows.map((row) => {
    const chef = readChef(row);
    // A condition answers 1 or 0 on SQLite, true or false on PostgreSQL.
    const facts: ChefFacts = { chef, worksSlots: slots.filter((_slot, index) => Boolean(row[`works${index}`])) };
    return {
      chef,
      refusals: conditions
        .filter((_condition, index) => Boolean(row[`refuses${index}`]))
        .map(({ code, rule }) => ({ code, message: rule.message(facts, booking), reason: rule.reason(facts, booking) })),
      columns: readColumns(row),
    };
  });
}

/** The chefs who may work the booking, by name: the query passes no other chef, so none other is read. */
export async function eligibleChefsFor(manager: EntityManager, booking: StaffedBooking, columns = NO_COLUMNS): Promise<Omit<Judgement, 'refusals'>[]> {
  const { query, conditions, readChef, readColumns } = await chefsFor(manager, booking, columns);
  for (const { sql } of conditions) query.andWhere(`NOT (${sql})`);
  return (await query.getRawMany<Record<string, unknown>>()).map((row) => ({ chef: readChef(row), columns: readColumns(row) }));
}

/** Every reason one chef may not work one booking. */
export async function chefRefusals(manager: EntityManager, chef: Pick<Chef, 'id'>, booking: StaffedBooking): Promise<Refusal[]> {
  return (await judgeChefs(manager, booking, { chefIds: [chef.id] }))[0]?.refusals ?? [];
}

/** One chef's verdict for one booking: the 409 of the first reason, or null. */
export async function chefIneligibility(manager: EntityManager, chef: Pick<Chef, 'id'>, booking: StaffedBooking): Promise<string | null> {
  return (await chefRefusals(manager, chef, booking))[0]?.message ?? null;
}
