import { In, IsNull, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import type { chefAnswer } from '../../../common/schemas/answers/chefs.js';
import { AVAILABILITY_SLOTS, CHEF_GROUPS, chefTier, chefTierYears, WEEKDAYS } from '../../../common/chefs.js';
import type { ServiceType } from '../../../common/constants.js';
import { CHEF_EMAIL_TAKEN, CHEF_NOT_FOUND, type ChefCreate, type ChefSortField, type ChefUpdate, type chefListInput, type WeeklyAvailability } from '../../../common/schemas/chefs.js';
import { searchKey, storedSearchKey } from '../../../common/search.js';
import type { z } from 'zod';
import { isUniqueViolation } from '../../core/db/database.js';
import { Assignment } from '../../core/db/entities/assignment.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Chef } from '../../core/db/entities/chef.js';
import { ChefAvailability, ChefSignInToken } from './entities.js';
import { findOneForUpdate } from '../../core/db/locks.js';
import { AppError } from '../../core/errors.js';
import { assignedBookings, releaseAssignment, suspendedMessage } from '../assignments/index.js';
import { recordAudit } from '../../core/audit.js';
import { sessionStarted, vancouverToday } from '../../../common/vancouver-time.js';
import type { AdminPrincipal, ServiceContext } from '../../core/service-context.js';
import { chefRatings, type ChefRating } from '../after-session/index.js';
import { chefsWithCurrentCredential } from '../credentials/index.js';
import { NOT_SUSPENDED, reliabilityRecords, suspensionEnd, unscheduleSuspensionEnd } from '../reliability/index.js';
import { reinstateChef } from './suspensions.js';
import type { ReliabilityAnswer } from '../../../common/schemas/answers/reliability.js';

/** A chef in JSON, exactly as DECISIONS.md section 8 names it. */
export type ChefView = z.output<typeof chefAnswer>;

/** A chef as the admin's screens show it: with its rating and the no-shows an admin recorded (DECISIONS.md section 10). */
export interface AdminChefView extends ChefView, ChefRating {
  noShows: number;
  /** When a suspension ends (DECISIONS.md section 14), for the admin to lift it early; null when not suspended. */
  suspendedUntil: string | null;
}

function toAdminChefView(chef: Chef, rating: ChefRating, reliability: ReliabilityAnswer): AdminChefView {
  return { ...toChefView(chef, reliability), ...rating, noShows: chef.noShows, suspendedUntil: suspensionEnd(chef) };
}

/** A row of the admin's Chefs table, which also shows the chef's week (DECISIONS.md section 17). */
export interface AdminChefRow extends AdminChefView {
  availability: WeeklyAvailability;
}

/** What /our-chefs shows of a chef: never their email, phone or rate. */
export interface PublicChef extends ChefRating {
  id: number;
  name: string;
  photoUrl: string | null;
  specialty: string;
  yearsExperience: number;
  /** A verified Red Seal credential that is current today (DECISIONS.md section 14), whatever the admin's Red Seal field says. */
  redSeal: boolean;
  credentials: string | null;
  achievements: string[];
}

/** A booking a chef is assigned to, from today on: what deactivating them would unassign. */
export interface FutureAssignment {
  bookingId: number;
  businessName: string;
  bookingDate: string;
  timeSlot: string;
  /** The session's hours: the confirmation shows when it starts and ends. */
  duration: number;
}

function serviceTypesOf(chef: Chef): ServiceType[] {
  return [...(chef.inPerson ? (['in-person'] as const) : []), ...(chef.virtual ? (['virtual'] as const) : [])];
}

export function toChefView(chef: Chef, reliability: ReliabilityAnswer): ChefView {
  return {
    id: chef.id,
    name: chef.name,
    email: chef.email,
    phone: chef.phone,
    photoUrl: chef.photoUrl,
    bio: chef.bio,
    specialty: chef.specialty,
    group: chef.chefGroup,
    yearsExperience: chef.yearsExperience,
    tier: chefTier(chef.yearsExperience),
    redSeal: chef.redSeal,
    redSealNumber: chef.redSealNumber,
    credentials: chef.credentials,
    achievements: chef.achievements,
    serviceTypes: serviceTypesOf(chef),
    hourlyRate: chef.hourlyRate,
    showOnSite: chef.showOnSite,
    status: chef.status,
    reliability,
  };
}

/** Chefs in JSON, each with its reliability record (DECISIONS.md section 14), read together. */
export async function chefViews(manager: EntityManager, chefs: Chef[], now: Date): Promise<ChefView[]> {
  const records = await reliabilityRecords(manager, chefs.map(({ id }) => id), now);
  return chefs.map((chef) => toChefView(chef, records.get(chef.id)!));
}

export async function chefView(manager: EntityManager, chef: Chef, now: Date): Promise<ChefView> {
  return (await chefViews(manager, [chef], now))[0]!;
}

function toPublicChef(chef: Chef, rating: ChefRating, redSealVerified: boolean): PublicChef {
  return {
    ...rating,
    id: chef.id,
    name: chef.name,
    photoUrl: chef.photoUrl,
    specialty: chef.specialty,
    yearsExperience: chef.yearsExperience,
    redSeal: redSealVerified,
    credentials: chef.credentials,
    achievements: chef.achievements,
  };
}

/** The columns of an admin's create or change; fields the change does not name stay as they are. */
function columnsOf(input: ChefUpdate): Partial<Chef> {
  const { group, serviceTypes, ...same } = input;
  const named = Object.fromEntries(Object.entries(same).filter(([, value]) => value !== undefined));
  return {
    ...named,
    ...(input.name !== undefined ? { nameKey: storedSearchKey(input.name) } : {}),
    ...(input.email !== undefined ? { emailKey: searchKey(input.email) } : {}),
    ...(group !== undefined ? { chefGroup: group } : {}),
    ...(serviceTypes !== undefined ? { inPerson: serviceTypes.includes('in-person'), virtual: serviceTypes.includes('virtual') } : {}),
  };
}

const SORT_COLUMNS: Record<ChefSortField, string> = {
  name: 'chef.nameKey',
  yearsExperience: 'chef.yearsExperience',
  hourlyRate: 'chef.hourlyRate',
  group: 'chef.chefGroup',
  status: 'chef.status',
  createdAt: 'chef.createdAt',
};

function filteredChefs(query: SelectQueryBuilder<Chef>, input: z.output<typeof chefListInput>): SelectQueryBuilder<Chef> {
  if (input.search) {
    // `%` and `_` typed in the search box are literal characters, not wildcards.
    const pattern = `%${searchKey(input.search).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    query.andWhere(`("chef"."nameKey" LIKE :pattern ESCAPE '\\' OR "chef"."emailKey" LIKE :pattern ESCAPE '\\')`, { pattern });
  }
  if (input.tier) {
    const { from, to } = chefTierYears(input.tier);
    query.andWhere('chef.yearsExperience >= :from', { from });
    if (to !== null) query.andWhere('chef.yearsExperience < :to', { to });
  }
  if (input.status) query.andWhere({ status: input.status });
  if (input.serviceType) query.andWhere(input.serviceType === 'in-person' ? { inPerson: true } : { virtual: true });
  return query;
}

/**
 * A chef's sessions not yet started: what deactivating them would unassign. One that has started
 * stays theirs, today's included: they may be at work on it, or done and yet to report its hours,
 * and it is settled through its timesheet and paid like any other (DECISIONS.md section 16).
 */
async function futureAssignmentsOf(manager: EntityManager, chefId: number, now: Date): Promise<FutureAssignment[]> {
  const upcoming = await assignedBookings(manager, chefId, vancouverToday(now), 'upcoming');
  return upcoming
    .filter((assignment) => !sessionStarted(assignment, now))
    .map((assignment) => ({
      bookingId: assignment.bookingId,
      businessName: assignment.business.name,
      bookingDate: assignment.bookingDate,
      timeSlot: assignment.timeSlot,
      duration: assignment.duration,
    }));
}

/** Chefs' weekly availability, each with every weekday present, as GET /api/chef/me answers it, in one query. */
export async function weeklyAvailabilities(manager: EntityManager, chefIds: number[]): Promise<Map<number, WeeklyAvailability>> {
  const rows = chefIds.length === 0 ? [] : await manager.findBy(ChefAvailability, { chefId: In(chefIds) });
  return new Map(
    chefIds.map((chefId) => {
      const weekly = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, [] as string[]])) as WeeklyAvailability;
      for (const { weekday, slot } of rows.filter((row) => row.chefId === chefId)) weekly[weekday].push(slot);
      for (const weekday of WEEKDAYS) weekly[weekday].sort((a, b) => AVAILABILITY_SLOTS.indexOf(a) - AVAILABILITY_SLOTS.indexOf(b));
      return [chefId, weekly];
    }),
  );
}

export async function weeklyAvailabilityOf(manager: EntityManager, chefId: number): Promise<WeeklyAvailability> {
  return (await weeklyAvailabilities(manager, [chefId])).get(chefId)!;
}

/** A chef by id, locked for the rest of the transaction when asked, or 404. */
export async function requireChef(manager: EntityManager, id: number, lock: boolean): Promise<Chef> {
  const chef = lock ? await findOneForUpdate(manager, Chef, { id }) : await manager.findOneBy(Chef, { id });
  if (!chef) throw new AppError('NOT_FOUND', CHEF_NOT_FOUND);
  return chef;
}

export function createChefService(ctx: ServiceContext) {
  /** A taken email is a 409 on its field, whether the check or the unique index finds it. */
  async function withUniqueEmail<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', CHEF_EMAIL_TAKEN, { email: CHEF_EMAIL_TAKEN });
      throw error;
    }
  }

  async function assertEmailFree(manager: EntityManager, email: string, exceptId?: number): Promise<void> {
    const holder = await manager.findOneBy(Chef, { emailKey: searchKey(email) });
    if (holder && holder.id !== exceptId) throw new AppError('CONFLICT', CHEF_EMAIL_TAKEN, { email: CHEF_EMAIL_TAKEN });
  }

  /**
   * Unassigns a chef's future assignments (their businesses are told the booking awaits a chef
   * again) and makes them inactive, in the caller's transaction. Everything that let them in goes
   * for good, so none of it comes back to life if they are made active again: their session
   * version moves on, unused sign-in links are spent, and the calendar feed's URL is revoked
   * (the next sign-in gives a new one).
   */
  async function deactivateIn(manager: EntityManager, admin: AdminPrincipal, chef: Chef) {
    const unassigned: FutureAssignment[] = [];
    for (const future of await futureAssignmentsOf(manager, chef.id, ctx.now())) {
      // The booking locked as its cancel locks it, and its assignment read again: a cancel under
      // way is waited for (its late fee paid to the chef it read), and what it released is left alone.
      const booking = await findOneForUpdate(manager, Booking, { id: future.bookingId, status: 'confirmed' });
      const assignment = booking && (await manager.findOneBy(Assignment, { bookingId: booking.id, chefId: chef.id }));
      if (!assignment) continue;
      await releaseAssignment(ctx.jobs, manager, assignment);
      unassigned.push(future);
    }
    await manager.update(Chef, { id: chef.id }, { status: 'inactive', calendarToken: null });
    await manager.increment(Chef, { id: chef.id }, 'sessionVersion', 1);
    await manager.update(ChefSignInToken, { chefId: chef.id, usedAt: IsNull() }, { usedAt: ctx.now() });
    await recordAudit(manager, admin, null, 'chef.deactivate', `Deactivated chef ${chef.name} (#${chef.id}); unassigned ${unassigned.length} future assignments`);
    return unassigned;
  }

  /** The admin lifts a suspension early (the caller holds the chef's row lock): the chef is active again and may get offers. */
  async function liftSuspensionIn(manager: EntityManager, admin: AdminPrincipal, chef: Chef): Promise<void> {
    if (chef.status !== 'suspended') throw new AppError('CONFLICT', NOT_SUSPENDED);
    await reinstateChef(manager, chef.id);
    await unscheduleSuspensionEnd(ctx.jobs, manager, chef.id);
    await recordAudit(manager, admin, null, 'chef.lift-suspension', `Lifted the suspension of chef ${chef.name} (#${chef.id})`);
  }

  return {
    /** /our-chefs: the active chefs shown on the site, in the four groups, in roster order. */
    publicRoster() {
      return ctx.db.read(async (manager) => {
        const chefs = await manager.find(Chef, { where: { status: 'active', showOnSite: true }, order: { id: 'ASC' } });
        // Only ratings both sides may already see: the public average must not reveal a blind one.
        const ratings = await chefRatings(manager, chefs.map(({ id }) => id), ctx.now());
        const redSeals = await chefsWithCurrentCredential(manager, 'red-seal', chefs.map(({ id }) => id), vancouverToday(ctx.now()));
        return CHEF_GROUPS.map(({ value }) => ({
          group: value,
          chefs: chefs.filter((chef) => chef.chefGroup === value).map((chef) => toPublicChef(chef, ratings.get(chef.id)!, redSeals.has(chef.id))),
        }));
      });
    },

    /** The admin Chefs table: searched, filtered, sorted and paged in SQL, each chef with its week. */
    list(input: z.output<typeof chefListInput>): Promise<{ rows: AdminChefRow[]; total: number; page: number; pageSize: number }> {
      return ctx.db.read(async (manager) => {
        const direction = input.sortOrder === 'asc' ? 'ASC' : 'DESC';
        const [chefs, total] = await filteredChefs(manager.createQueryBuilder(Chef, 'chef'), input)
          .orderBy(SORT_COLUMNS[input.sortBy], direction)
          .addOrderBy('chef.id', direction)
          .skip((input.page - 1) * input.pageSize)
          .take(input.pageSize)
          .getManyAndCount();
        const ratings = await chefRatings(manager, chefs.map(({ id }) => id));
        const records = await reliabilityRecords(manager, chefs.map(({ id }) => id), ctx.now());
        const weeks = await weeklyAvailabilities(manager, chefs.map(({ id }) => id));
        const rows = chefs.map((chef) => ({ ...toAdminChefView(chef, ratings.get(chef.id)!, records.get(chef.id)!), availability: weeks.get(chef.id)! }));
        return { rows, total, page: input.page, pageSize: input.pageSize };
      });
    },

    /** GET /api/admin/chefs: every chef, for integrators. */
    all() {
      return ctx.db.read(async (manager) => chefViews(manager, await manager.find(Chef, { order: { id: 'ASC' } }), ctx.now()));
    },

    get(id: number) {
      return ctx.db.read(async (manager) => chefView(manager, await requireChef(manager, id, false), ctx.now()));
    },

    /** The admin's chef screen: the chef, its rating and its no-shows. */
    adminView(id: number): Promise<AdminChefView> {
      return ctx.db.read(async (manager) => {
        const chef = await requireChef(manager, id, false);
        return toAdminChefView(chef, (await chefRatings(manager, [id])).get(id)!, (await reliabilityRecords(manager, [id], ctx.now())).get(id)!);
      });
    },

    create(admin: AdminPrincipal, input: ChefCreate) {
      return withUniqueEmail(() =>
        ctx.db.write(async (manager) => {
          await assertEmailFree(manager, input.email);
          const { identifiers } = await manager.insert(Chef, columnsOf(input));
          const chef = await requireChef(manager, identifiers[0]!.id as number, false);
          await recordAudit(manager, admin, null, 'chef.create', `Added chef ${chef.name} (#${chef.id})`);
          return chefView(manager, chef, ctx.now());
        }),
      );
    },

    /**
     * An admin's change; setting the status to inactive deactivates the chef, as `deactivate`
     * does. A suspension (DECISIONS.md section 14) is never undone by an edit: Active is the
     * admin lifting it early, as the chef screen does, and Invited is refused.
     */
    update(admin: AdminPrincipal, id: number, input: ChefUpdate) {
      return withUniqueEmail(() =>
        ctx.db.write(async (manager) => {
          const chef = await requireChef(manager, id, true);
          if (input.email !== undefined) await assertEmailFree(manager, input.email, id);
          const { status, ...change } = input;
          const suspended = chef.status === 'suspended';
          if (suspended && status === 'invited') throw new AppError('CONFLICT', suspendedMessage(chef));
          const columns = columnsOf(change);
          if (Object.keys(columns).length > 0) await manager.update(Chef, { id }, columns);
          if (status === 'inactive' && chef.status !== 'inactive') await deactivateIn(manager, admin, chef);
          else if (suspended && status === 'active') await liftSuspensionIn(manager, admin, chef);
          else if (status !== undefined) await manager.update(Chef, { id }, { status });
          await recordAudit(manager, admin, null, 'chef.update', `Edited chef ${chef.name} (#${id})`);
          return chefView(manager, await requireChef(manager, id, false), ctx.now());
        }),
      );
    },

    /** What the deactivation confirmation lists. */
    futureAssignments(id: number) {
      return ctx.db.read(async (manager) => {
        await requireChef(manager, id, false);
        return futureAssignmentsOf(manager, id, ctx.now());
      });
    },

    weeklyAvailability(chefId: number) {
      return ctx.db.read(async (manager) => {
        await requireChef(manager, chefId, false);
        return weeklyAvailabilityOf(manager, chefId);
      });
    },

    /** Replaces the chef's whole week at once: what the portal's editor saves. */
    setWeeklyAvailability(chefId: number, weekly: WeeklyAvailability) {
      return ctx.db.write(async (manager) => {
        await requireChef(manager, chefId, true);
        await manager.delete(ChefAvailability, { chefId });
        const rows = WEEKDAYS.flatMap((weekday) => weekly[weekday].map((slot) => ({ chefId, weekday, slot })));
        if (rows.length > 0) await manager.insert(ChefAvailability, rows);
        return weeklyAvailabilityOf(manager, chefId);
      });
    },

    /** Off the site and out of staffing; their future assignments go back to awaiting a chef. */
    deactivate(admin: AdminPrincipal, id: number) {
      return ctx.db.write(async (manager) => {
        const chef = await requireChef(manager, id, true);
        const unassigned = chef.status === 'inactive' ? [] : await deactivateIn(manager, admin, chef);
        return { chef: await chefView(manager, await requireChef(manager, id, false), ctx.now()), unassigned };
      });
    },

    /** The admin lifts a chef's suspension before its 14 days are up (DECISIONS.md section 14): the chef again. */
    liftSuspension(admin: AdminPrincipal, id: number) {
      return ctx.db.write(async (manager) => {
        await liftSuspensionIn(manager, admin, await requireChef(manager, id, true));
        return chefView(manager, await requireChef(manager, id, false), ctx.now());
      });
    },
  };
}
