import type { EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { chefAssignmentsAnswer, chefDoneAnswer, chefSelfAnswer, portalAssignmentAnswer, timeOffAnswer } from '../../../common/schemas/answers/chefs.js';
import { assignmentsCalendar } from '../../../common/assignment-calendar.js';
import { CHEF_NOT_FOUND, type ChefProfile, type TimeOff } from '../../../common/schemas/chefs.js';
import { sessionInstants } from '../../../common/session-time.js';
import { Chef } from '../../core/db/entities/chef.js';
import { ChefTimeOff } from './entities.js';
import { AppError } from '../../core/errors.js';
import { assignedBookings, type AssignedBooking } from '../assignments/index.js';
import { vancouverToday } from '../../../common/vancouver-time.js';
import { newToken } from './chef-accounts.js';
import { chefView, weeklyAvailabilityOf } from './chefs.js';
import type { ChefPrincipal, ServiceContext } from '../../core/service-context.js';
import { timesheetsOf } from '../after-session/index.js';

export const TIME_OFF_NOT_FOUND = 'Time off not found';
export const CALENDAR_NOT_FOUND = 'Calendar not found';

export type TimeOffView = z.output<typeof timeOffAnswer>;

/** GET /api/chef/me: the chef as section 8 shows them, with their week and time off. */
export type ChefSelfView = z.output<typeof chefSelfAnswer>;

/** An assignment in the portal: the booking, when it starts and ends, and the chef's timesheet for it. */
export type PortalAssignment = z.output<typeof portalAssignmentAnswer>;

function toTimeOffView(row: ChefTimeOff): TimeOffView {
  return { id: row.id, from: row.fromDate, to: row.toDate, reason: row.reason };
}

/** What a signed-in chef does in the portal: only ever their own rows (the principal's chefId). */
export function createChefPortalService(ctx: ServiceContext) {
  const feedUrl = (calendarToken: string | null) => `${ctx.publicUrl}/api/chef/calendar/${calendarToken}.ics`;

  async function ownChef(manager: EntityManager, chef: ChefPrincipal): Promise<Chef> {
    const found = await manager.findOneBy(Chef, { id: chef.chefId });
    if (!found) throw new AppError('NOT_FOUND', CHEF_NOT_FOUND);
    return found;
  }

  async function selfView(manager: EntityManager, chef: ChefPrincipal): Promise<ChefSelfView> {
    const row = await ownChef(manager, chef);
    // Time off that has ended is history: the portal and staffing look ahead.
    const timeOff = await manager
      .createQueryBuilder(ChefTimeOff, 'off')
      .where('off.chefId = :chefId AND off.toDate >= :today', { chefId: chef.chefId, today: vancouverToday(ctx.now()) })
      .orderBy('off.fromDate', 'ASC')
      .addOrderBy('off.id', 'ASC')
      .getMany();
    return { ...(await chefView(manager, row, ctx.now())), availability: await weeklyAvailabilityOf(manager, chef.chefId), timeOff: timeOff.map(toTimeOffView) };
  }

  return {
    /** Who the chef session names, for GET /api/session (DECISIONS.md section 15). */
    whoAmI(chef: ChefPrincipal): Promise<{ id: number; name: string }> {
      return ctx.db.read(async (manager) => {
        const { id, name } = await ownChef(manager, chef);
        return { id, name };
      });
    },

    me(chef: ChefPrincipal): Promise<ChefSelfView> {
      return ctx.db.read((manager) => selfView(manager, chef));
    },

    /** The fields a chef keeps up themselves; a field left out stays as it is. */
    updateProfile(chef: ChefPrincipal, profile: ChefProfile): Promise<ChefSelfView> {
      return ctx.db.write(async (manager) => {
        const change = Object.fromEntries(Object.entries(profile).filter(([, value]) => value !== undefined));
        if (Object.keys(change).length > 0) await manager.update(Chef, { id: chef.chefId }, change);
        return selfView(manager, chef);
      });
    },

    addTimeOff(chef: ChefPrincipal, timeOff: TimeOff): Promise<TimeOffView> {
      return ctx.db.write(async (manager) => {
        const { identifiers } = await manager.insert(ChefTimeOff, {
          chefId: chef.chefId,
          fromDate: timeOff.from,
          toDate: timeOff.to,
          reason: timeOff.reason ?? null,
        });
        return toTimeOffView(await manager.findOneByOrFail(ChefTimeOff, { id: identifiers[0]!.id as number }));
      });
    },

    /** Another chef's entry is not found, exactly like a missing one. */
    removeTimeOff(chef: ChefPrincipal, id: number): Promise<z.output<typeof chefDoneAnswer>> {
      return ctx.db.write(async (manager) => {
        const { affected } = await manager.delete(ChefTimeOff, { id, chefId: chef.chefId });
        if (!affected) throw new AppError('NOT_FOUND', TIME_OFF_NOT_FOUND);
        return { success: true as const };
      });
    },

    /**
     * Each with its start and the hours the chef reported, if any: from the start on the portal
     * asks for them (DECISIONS.md section 10), so a booking of today can ask while still upcoming.
     */
    assignments(chef: ChefPrincipal): Promise<z.output<typeof chefAssignmentsAnswer>> {
      return ctx.db.read(async (manager) => {
        const today = vancouverToday(ctx.now());
        const [upcoming, past] = [await assignedBookings(manager, chef.chefId, today, 'upcoming'), await assignedBookings(manager, chef.chefId, today, 'past')];
        const timesheets = await timesheetsOf(manager, [...upcoming, ...past].map(({ bookingId }) => bookingId));
        const withTimesheet = (row: AssignedBooking): PortalAssignment => ({ ...row, ...sessionInstants(row), timesheet: timesheets.get(row.bookingId) ?? null });
        return { upcoming: upcoming.map(withTimesheet), past: past.map(withTimesheet) };
      });
    },

    /** The private feed's address; signing in gave the chef its token. */
    calendarUrl(chef: ChefPrincipal): Promise<{ url: string }> {
      return ctx.db.read(async (manager) => {
        const { calendarToken } = await ownChef(manager, chef);
        return { url: feedUrl(calendarToken) };
      });
    },

    /** A new address for the feed: the old one answers 404 from now on. */
    replaceCalendarUrl(chef: ChefPrincipal): Promise<{ url: string }> {
      return ctx.db.write(async (manager) => {
        const calendarToken = newToken();
        await manager.update(Chef, { id: chef.chefId }, { calendarToken });
        return { url: feedUrl(calendarToken) };
      });
    },

    /** GET /api/chef/calendar/{token}.ics: the token is the only key, so a calendar app can subscribe. */
    calendarFeed(token: string): Promise<string> {
      return ctx.db.read(async (manager) => {
        const chef = token ? await manager.findOneBy(Chef, { calendarToken: token }) : null;
        if (!chef || chef.status === 'inactive') throw new AppError('NOT_FOUND', CALENDAR_NOT_FOUND);
        const today = vancouverToday(ctx.now());
        const assignments = [
          ...(await assignedBookings(manager, chef.id, today, 'past')),
          ...(await assignedBookings(manager, chef.id, today, 'upcoming')),
        ];
        return assignmentsCalendar(assignments, ctx.now(), chef.name);
      });
    },
  };
}
