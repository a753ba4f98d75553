import { In, type EntityManager } from 'typeorm';
import type { z } from 'zod';
import type { timesheetAnswer } from '../../../common/schemas/answers/session-life.js';
import { serviceTypeLabel } from '../../../common/constants.js';
import type { TimesheetInput, TimesheetSettleInput } from '../../../common/schemas/timesheets.js';
import { TIMESHEET_AUTO_CONFIRM_HOURS } from '../../../common/session-life.js';
import { company } from '../../../common/site.js';
import { bookingStart } from '../../../common/vancouver-time.js';
import { isUniqueViolation } from '../../core/db/database.js';
import { Assignment } from '../../core/db/entities/assignment.js';
import { Booking } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { Chef } from '../../core/db/entities/chef.js';
import { findOneForUpdate } from '../../core/db/locks.js';
import { AppError } from '../../core/errors.js';
import { chefBookingFacts } from '../assignments/index.js';
import { recordAudit } from '../../core/audit.js';
import { BOOKING_NOT_FOUND, completeBookingIn } from '../bookings/index.js';
import { isoTimestamp } from '../../core/db/timestamps.js';
import type { AdminPrincipal, BusinessPrincipal, ChefPrincipal, ServiceContext } from '../../core/service-context.js';
import { recordEvent } from '../integrations/index.js';
import { timesheetConfirmedEmail, timesheetDisputedEmail, timesheetSettledEmail, timesheetSettledForBusinessEmail, timesheetSubmittedEmail } from './emails.js';
import { useHours } from '../labor-bank/index.js';
import { notifyBusiness } from '../../core/mail/notifications.js';
import { Timesheet } from './entities.js';

export const TIMESHEET_TOO_EARLY = 'Hours can be reported from the booking\'s start';
export const TIMESHEET_NOT_OPEN = 'This booking is not open for a timesheet';
export const TIMESHEET_ALREADY_SUBMITTED = 'Hours were already reported for this booking';
export const TIMESHEET_NOT_FOUND = 'No hours have been reported for this booking';
export const TIMESHEET_ANSWERED = 'These hours have already been answered';
export const TIMESHEET_NOT_DISPUTED = 'Only disputed hours can be settled';

/** A timesheet as the chef, the business and the admin see it. */
export type TimesheetView = z.output<typeof timesheetAnswer>;

/** A timesheet as an entity, or as a raw row whose datetimes are still SQLite's text. */
export type TimesheetRow = Omit<Timesheet, 'submittedAt' | 'decidedAt'> & { submittedAt: Date | string; decidedAt: Date | string | null };

function confirmByOf(timesheet: Pick<TimesheetRow, 'submittedAt'>): Date {
  return new Date(Date.parse(isoTimestamp(timesheet.submittedAt)) + TIMESHEET_AUTO_CONFIRM_HOURS * 3_600_000);
}

export function toTimesheetView(row: Omit<TimesheetRow, 'chefId'>): TimesheetView {
  return {
    bookingId: row.bookingId,
    hours: row.hours,
    note: row.note,
    status: row.status,
    disputeReason: row.disputeReason,
    submittedAt: isoTimestamp(row.submittedAt),
    confirmBy: confirmByOf(row).toISOString(),
    decidedAt: row.decidedAt === null ? null : isoTimestamp(row.decidedAt),
  };
}

/** The timesheets of some bookings, by booking id (dashboard, portal). */
export async function timesheetsOf(manager: EntityManager, bookingIds: number[]): Promise<Map<number, TimesheetView>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await manager.findBy(Timesheet, { bookingId: In(bookingIds) });
  return new Map(rows.map((row) => [row.bookingId, toTimesheetView(row)]));
}

/** A disputed timesheet on the admin's list, with who and what it is about. */
export interface DisputedTimesheet extends TimesheetView {
  booking: { bookingDate: string; timeSlot: string; duration: number; serviceType: string };
  business: { id: number; name: string };
  chef: { id: number; name: string };
}

/**
 * Timesheets (DECISIONS.md section 10): from a booking's start its chef reports the hours
 * worked; the business confirms or disputes them, or a job confirms them after 72 hours; the
 * admin settles disputes and records no-shows. Confirming completes the booking and settles
 * the difference from the booked hours with the labor bank, in one transaction.
 */
export function createTimesheetService(ctx: ServiceContext) {
  const dashboardLink = (businessId: number) => `${ctx.publicUrl}/dashboard/${businessId}`;

  /** The booking, locked, if this business owns it; another business's is not revealed. */
  async function ownBooking(manager: EntityManager, businessId: number | null, bookingId: number): Promise<Booking> {
    const booking = await findOneForUpdate(manager, Booking, { id: bookingId });
    if (!booking || (businessId !== null && booking.businessId !== businessId)) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    return booking;
  }

  async function timesheetOf(manager: EntityManager, bookingId: number): Promise<Timesheet> {
    const timesheet = await manager.findOneBy(Timesheet, { bookingId });
    if (!timesheet) throw new AppError('CONFLICT', TIMESHEET_NOT_FOUND);
    return timesheet;
  }

  /**
   * Completes the booking at `hours`: the bank gives back or pays the difference from the booked
   * duration (a charge the bank cannot cover is the 409 of section 4, and nothing is written).
   */
  async function settle(manager: EntityManager, booking: Booking, timesheet: Timesheet, hours: number, status: 'confirmed' | 'settled'): Promise<Timesheet> {
    const difference = hours - booking.duration;
    const what = `${serviceTypeLabel(booking.serviceType)} on ${booking.bookingDate}`;
    await useHours(ctx.jobs, manager, booking.businessId, difference, `Hours worked: ${what}: ${booking.duration} h booked, ${hours} h worked`, booking.id);
    const now = ctx.now();
    await completeBookingIn(ctx.jobs, manager, now, booking, hours);
    const decided = { ...timesheet, status, hours, decidedAt: now };
    await manager.update(Timesheet, { bookingId: booking.id }, { status, hours, decidedAt: now });
    // Confirmed hours are the chef's own; a settled dispute tells both sides what was decided (settleDispute).
    if (status === 'confirmed') {
      const chef = await manager.findOneByOrFail(Chef, { id: timesheet.chefId });
      await ctx.jobs.enqueue(manager, 'email', timesheetConfirmedEmail(chef.email, chef.name, await chefBookingFacts(manager, booking), hours));
    }
    return decided;
  }

  /** The booking's timesheet, still waiting for the business's answer, or 409. */
  async function unanswered(manager: EntityManager, booking: Booking): Promise<Timesheet> {
    const timesheet = await timesheetOf(manager, booking.id);
    if (timesheet.status !== 'submitted' || booking.status !== 'confirmed') throw new AppError('CONFLICT', TIMESHEET_ANSWERED);
    return timesheet;
  }

  return {
    /** POST /api/chef/assignments/{bookingId}/timesheet: only the booking's own chef, from its start, once. */
    async submit(chef: ChefPrincipal, bookingId: number, input: TimesheetInput): Promise<TimesheetView> {
      try {
        return await ctx.db.write(async (manager) => {
          const booking = await findOneForUpdate(manager, Booking, { id: bookingId });
          // The chef's row next, as staffing locks it: a deactivation, which releases the
          // assignments with no hours reported under that lock, comes wholly before or after.
          const reporter = booking && (await findOneForUpdate(manager, Chef, { id: chef.chefId }));
          const assignment = reporter && (await manager.findOneBy(Assignment, { bookingId, chefId: chef.chefId }));
          if (!booking || !reporter || !assignment) throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
          if (booking.status !== 'confirmed') throw new AppError('CONFLICT', TIMESHEET_NOT_OPEN);
          const now = ctx.now();
          if (now < bookingStart(booking)) throw new AppError('CONFLICT', TIMESHEET_TOO_EARLY);
          if (await manager.existsBy(Timesheet, { bookingId })) throw new AppError('CONFLICT', TIMESHEET_ALREADY_SUBMITTED);
          const row: Timesheet = { bookingId, chefId: chef.chefId, hours: input.hours, note: input.note || null, status: 'submitted', disputeReason: null, submittedAt: now, decidedAt: null };
          await manager.insert(Timesheet, row);
          const confirmBy = confirmByOf(row);
          await ctx.jobs.enqueue(manager, 'confirmTimesheet', { bookingId }, confirmBy);
          await notifyBusiness(ctx.jobs, manager, booking.businessId, (to, firstName) =>
            timesheetSubmittedEmail(to, firstName, booking, { hours: input.hours, chefName: reporter.name, confirmBy }, dashboardLink(booking.businessId)),
          );
          await recordEvent(ctx.jobs, manager, now, { type: 'timesheet.submitted', businessId: booking.businessId, subjectId: bookingId });
          return toTimesheetView(row);
        });
      } catch (error) {
        // Two submits at once: the second insert meets the first's primary key.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', TIMESHEET_ALREADY_SUBMITTED);
        throw error;
      }
    },

    /** POST /api/bookings/{id}/timesheet/confirm: completes the booking at the reported hours. */
    confirm(principal: BusinessPrincipal, bookingId: number): Promise<TimesheetView> {
      return ctx.db.write(async (manager) => {
        const booking = await ownBooking(manager, principal.businessId, bookingId);
        const timesheet = await unanswered(manager, booking);
        return toTimesheetView(await settle(manager, booking, timesheet, timesheet.hours, 'confirmed'));
      });
    },

    /** POST /api/bookings/{id}/timesheet/dispute: the coordinators settle it; the booking stays open until then. */
    dispute(principal: BusinessPrincipal, bookingId: number, reason: string): Promise<TimesheetView> {
      return ctx.db.write(async (manager) => {
        const booking = await ownBooking(manager, principal.businessId, bookingId);
        const timesheet = await unanswered(manager, booking);
        const disputed = { ...timesheet, status: 'disputed' as const, disputeReason: reason, decidedAt: ctx.now() };
        await manager.update(Timesheet, { bookingId }, { status: disputed.status, disputeReason: reason, decidedAt: disputed.decidedAt });
        const chef = await manager.findOneByOrFail(Chef, { id: timesheet.chefId });
        await ctx.jobs.enqueue(
          manager,
          'email',
          timesheetDisputedEmail(company.supportEmail, await chefBookingFacts(manager, booking), { hours: timesheet.hours, reason, chefName: chef.name }, `${ctx.publicUrl}/admin/timesheets`),
        );
        return toTimesheetView(disputed);
      });
    },

    /**
     * The job that confirms an unanswered timesheet 72 hours after it was submitted. Safe to run
     * twice: an answered one is left alone. When the bank cannot pay for extra hours, the
     * timesheet goes to the coordinators as a dispute instead of failing the job forever.
     */
    async confirmUnanswered(bookingId: number): Promise<void> {
      await ctx.db.write(async (manager) => {
        const booking = await findOneForUpdate(manager, Booking, { id: bookingId });
        const timesheet = booking && (await manager.findOneBy(Timesheet, { bookingId }));
        if (!booking || !timesheet || timesheet.status !== 'submitted' || booking.status !== 'confirmed') return;
        if (ctx.now() < confirmByOf(timesheet)) return;
        try {
          await settle(manager, booking, timesheet, timesheet.hours, 'confirmed');
        } catch (error) {
          if (!(error instanceof AppError) || error.code !== 'CONFLICT') throw error;
          // The refused charge wrote nothing: the transaction carries on with the dispute.
          await manager.update(Timesheet, { bookingId }, { status: 'disputed', disputeReason: `Not confirmed automatically: ${error.message}`, decidedAt: ctx.now() });
        }
      });
    },

    /** The admin's list of disputed timesheets, oldest first. */
    disputes(_admin: AdminPrincipal): Promise<DisputedTimesheet[]> {
      return ctx.db.read(async (manager) => {
        const rows = await manager.find(Timesheet, { where: { status: 'disputed' }, order: { submittedAt: 'ASC', bookingId: 'ASC' } });
        if (rows.length === 0) return [];
        const bookings = await manager.findBy(Booking, { id: In(rows.map(({ bookingId }) => bookingId)) });
        const businesses = await manager.findBy(Business, { id: In(bookings.map(({ businessId }) => businessId)) });
        const chefs = await manager.findBy(Chef, { id: In(rows.map(({ chefId }) => chefId)) });
        return rows.map((row) => {
          const booking = bookings.find(({ id }) => id === row.bookingId)!;
          const business = businesses.find(({ id }) => id === booking.businessId)!;
          const chef = chefs.find(({ id }) => id === row.chefId)!;
          return {
            ...toTimesheetView(row),
            booking: { bookingDate: booking.bookingDate, timeSlot: booking.timeSlot, duration: booking.duration, serviceType: booking.serviceType },
            business: { id: business.id, name: business.businessName },
            chef: { id: chef.id, name: chef.name },
          };
        });
      });
    },

    /**
     * The admin settles a dispute at the hours they decide, with a note; the booking completes at
     * those hours, and the business and the chef are both emailed the settled hours, the reported
     * hours and the note (DECISIONS.md section 23).
     */
    settleDispute(admin: AdminPrincipal, bookingId: number, { hours, note }: TimesheetSettleInput): Promise<TimesheetView> {
      return ctx.db.write(async (manager) => {
        const booking = await ownBooking(manager, null, bookingId);
        const timesheet = await timesheetOf(manager, bookingId);
        if (timesheet.status !== 'disputed' || booking.status !== 'confirmed') throw new AppError('CONFLICT', TIMESHEET_NOT_DISPUTED);
        const settled = await settle(manager, booking, timesheet, hours, 'settled');
        await recordAudit(manager, admin, booking.businessId, 'timesheet.settle', `Settled the timesheet of booking #${booking.id} on ${booking.bookingDate} at ${hours} hours (reported ${timesheet.hours}): ${note}`);
        const chef = await manager.findOneByOrFail(Chef, { id: timesheet.chefId });
        const settlement = { hours, reportedHours: timesheet.hours, note };
        await ctx.jobs.enqueue(manager, 'email', timesheetSettledEmail(chef.email, chef.name, await chefBookingFacts(manager, booking), settlement));
        await notifyBusiness(ctx.jobs, manager, booking.businessId, (to, firstName) =>
          timesheetSettledForBusinessEmail(to, firstName, booking, { ...settlement, chefName: chef.name }, dashboardLink(booking.businessId)),
        );
        return toTimesheetView(settled);
      });
    },
  };
}
