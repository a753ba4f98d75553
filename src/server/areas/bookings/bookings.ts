import { In, type EntityManager } from 'typeorm';
import { serviceTypeLabel } from '../../../common/constants.js';
import { cancellationTerms, lateCancellationFeeLine, NO_MOVE_WITHIN_24_HOURS, SESSION_STARTED, withinLateWindow } from '../../../common/session-life.js';
import { bookingStart, sessionStarted, vancouverToday } from '../../../common/vancouver-time.js';
import { endsByMidnight, EVENING_TOO_LONG } from '../../../common/session-time.js';
import type { CanceledBookingAnswer, CanceledSessionsAnswer } from '../../../common/schemas/answers/bookings.js';
import { Assignment } from '../../core/db/entities/assignment.js';
import { Booking } from '../../core/db/entities/booking.js';
import { findForUpdate, findOneForUpdate } from '../../core/db/locks.js';
import { inSlices } from '../../core/db/slices.js';
import { columnValue, sqlStatements } from '../../core/db/statements.js';
import { AppError, NOT_ALLOWED } from '../../core/errors.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import { assertNotSettled, NO_CHEF_ASSIGNED, restaffRescheduled, unstaffCanceled } from '../assignments/index.js';
import { actorColumns, actorOf, assertBusinessOpen, type Actor } from '../../core/actor.js';
import { recordAudit } from '../../core/audit.js';
import { answerOnce } from '../../core/idempotency.js';
import { assertBookable } from '../availability/index.js';
import type { AdminPrincipal, BusinessPrincipal, ServiceContext } from '../../core/service-context.js';
import { bookingCanceledEmail, bookingReceivedEmail, bookingRescheduledEmail } from './emails.js';
import type { EmailJob } from '../../core/mail/render.js';
import { creditBookingEarning } from '../payouts/index.js';
import { useHours } from '../labor-bank/index.js';
import { notifyBusiness } from '../../core/mail/notifications.js';
import { recordReliabilityEvent } from '../reliability/index.js';
import { scheduleReminders, unscheduleReminders } from './reminder-jobs.js';
import { recordEvent } from '../integrations/index.js';
import { bookingSql } from './queries.js';
import { type BookingView, type BookingRow, toBookingView } from './booking-view.js';

export interface NewBooking {
  serviceType: string;
  bookingDate: string;
  timeSlot: string;
  duration: number;
  serviceHours?: string | undefined;
  serviceDescription?: string | undefined;
  specialRequests?: string | undefined;
  /** The standing booking it is a session of (DECISIONS.md section 20). */
  seriesId?: number | undefined;
}

/**
 * A session booked or moved from now on ends by midnight (DECISIONS.md section 23): only an
 * evening one can run past it. Bookings made before the rule keep their length.
 */
export function assertEndsByMidnight(session: Pick<NewBooking, 'timeSlot' | 'duration'>): void {
  if (!endsByMidnight(session)) throw new AppError('BAD_REQUEST', EVENING_TOO_LONG, { duration: EVENING_TOO_LONG });
}

/** The bench's floor (scripts/bench/floor.ts) runs the same texts, as it does the ledger's, the jobs' and the recipient's. */
const bookingStatements = sqlStatements(bookingSql);

/**
 * Books a confirmed session, takes its hours from the bank and schedules its reminders, inside
 * the caller's transaction.
 */
export async function insertBooking(
  jobs: JobQueue,
  manager: EntityManager,
  now: Date,
  businessId: number,
  booking: NewBooking,
  actor: Actor | null,
): Promise<Booking> {
  assertEndsByMidnight(booking);
  await assertBusinessOpen(manager, businessId);
  await assertBookable(manager, now, booking.bookingDate, booking.timeSlot);
  return insertCheckedBooking(jobs, manager, now, businessId, booking, actor);
}

/** insertBooking once its day and slot passed assertBookable (a series checks each day first, to skip it or book it). */
export async function insertCheckedBooking(jobs: JobQueue, manager: EntityManager, now: Date, businessId: number, booking: NewBooking, actor: Actor | null): Promise<Booking> {
  const values = {
    businessId,
    status: 'confirmed' as const,
    serviceType: booking.serviceType,
    bookingDate: booking.bookingDate,
    timeSlot: booking.timeSlot,
    duration: booking.duration,
    serviceHours: booking.serviceHours ?? null,
    serviceDescription: booking.serviceDescription ?? null,
    specialRequests: booking.specialRequests ?? null,
    seriesId: booking.seriesId ?? null,
    ...actorColumns(actor),
  };
  const [generated] = (await manager.query(bookingStatements(manager).insert, [
    values.businessId,
    values.status,
    values.serviceType,
    values.bookingDate,
    values.timeSlot,
    values.duration,
    values.serviceHours,
    values.serviceDescription,
    values.specialRequests,
    values.seriesId,
    values.createdByMemberId,
    values.createdByName,
  ])) as Pick<BookingRow, 'id' | 'feeHours' | 'createdAt'>[];
  const inserted = manager.create(Booking, {
    ...values,
    id: generated!.id,
    feeHours: generated!.feeHours,
    createdAt: columnValue(manager, Booking, 'createdAt', generated!.createdAt) as Date,
  });
  await useHours(jobs, manager, businessId, booking.duration, bookingLedgerText('Booked', booking), inserted.id);
  await scheduleReminders(jobs, manager, inserted);
  await recordEvent(jobs, manager, now, { type: 'booking.created', businessId, subjectId: inserted.id });
  return inserted;
}

function bookingLedgerText(what: string, booking: Pick<NewBooking, 'serviceType' | 'bookingDate'>): string {
  return `${what}: ${serviceTypeLabel(booking.serviceType)} on ${booking.bookingDate}`;
}

/**
 * Gives a canceled booking's hours back but its fee: the whole duration as a refund, then the
 * fee as its own ledger entry, so the ledger reads as the business lived it.
 */
async function refundCanceled(jobs: JobQueue, manager: EntityManager, booking: Booking, who: string): Promise<void> {
  await useHours(jobs, manager, booking.businessId, -booking.duration, bookingLedgerText(`Refund, canceled by ${who}`, booking), booking.id);
  if (booking.feeHours > 0) await useHours(jobs, manager, booking.businessId, booking.feeHours, lateCancellationFeeLine(booking.bookingDate), booking.id);
}

/** Cancels a locked, confirmed booking in the caller's transaction: its chef released, its reminders dropped, its hours back but the fee. */
async function cancelBooking(jobs: JobQueue, manager: EntityManager, now: Date, booking: Booking, who: string, feeHours: number): Promise<Booking> {
  const canceled = { ...booking, status: 'canceled' as const, feeHours };
  await manager.update(Booking, { id: booking.id }, { status: canceled.status, feeHours });
  // The fee is the chef's too: paid before the cancellation releases the assignment that holds the rate.
  if (feeHours > 0) await creditBookingEarning(manager, booking, 'late-cancel', feeHours, now);
  await unstaffCanceled(jobs, manager, booking);
  await unscheduleReminders(jobs, manager, booking.id);
  await refundCanceled(jobs, manager, canceled, who);
  await recordEvent(jobs, manager, now, { type: 'booking.canceled', businessId: booking.businessId, subjectId: booking.id });
  return canceled;
}

/** A locked, confirmed booking canceled on the business's terms: less than 24 hours before a staffed start, a fee stays (DECISIONS.md section 10). */
async function cancelAsBusiness(jobs: JobQueue, manager: EntityManager, now: Date, booking: Booking) {
  const staffed = await manager.existsBy(Assignment, { bookingId: booking.id });
  const terms = cancellationTerms({ duration: booking.duration, startsAt: bookingStart(booking), staffed }, now);
  return { canceled: await cancelBooking(jobs, manager, now, booking, 'business', terms.feeHours), terms };
}

/**
 * Closing a business (DECISIONS.md section 21): each of its confirmed bookings that has not
 * started is canceled as the business would cancel it, fee and chef's compensation included,
 * but without the emails: its people are being erased. A session that has started stays, to
 * be settled through its timesheet or completed, so its chef is paid.
 */
export async function cancelUpcomingBookings(jobs: JobQueue, manager: EntityManager, now: Date, businessId: number): Promise<void> {
  for (const booking of await findForUpdate(manager, Booking, { businessId, status: 'confirmed' })) {
    if (!sessionStarted(booking, now)) await cancelAsBusiness(jobs, manager, now, booking);
  }
}

/** What erased members booked (DECISIONS.md section 21) keeps their member id, under `name` ("Deleted member"). */
export async function renameCreatorsOfBookings(manager: EntityManager, memberIds: number[], name: string): Promise<void> {
  if (memberIds.length > 0) await manager.update(Booking, { createdByMemberId: In(memberIds) }, { createdByName: name });
}

/** A business's cancel answer: the booking, and what the bank got back and kept (DECISIONS.md section 10). */
/**
 * Completes a booking in the caller's transaction: its chef earns the hours worked (the booked
 * duration unless a timesheet says otherwise) and its reminders are dropped.
 */
export async function completeBookingIn(jobs: JobQueue, manager: EntityManager, now: Date, booking: Booking, workedHours?: number): Promise<void> {
  await manager.update(Booking, { id: booking.id }, { status: 'completed', completedAt: now, ...(workedHours === undefined ? {} : { workedHours }) });
  await creditBookingEarning(manager, booking, 'earning', workedHours ?? booking.duration, now);
  await unscheduleReminders(jobs, manager, booking.id);
  await recordEvent(jobs, manager, now, { type: 'booking.completed', businessId: booking.businessId, subjectId: booking.id });
}

export type CanceledBooking = CanceledBookingAnswer;
/** "Cancel this and following": each session canceled, and what the bank got back and kept in all. */
export type CanceledSessions = CanceledSessionsAnswer;

/** Sessions in their order: by start (date, then slot), then as booked. */
export function bySession(a: Booking, b: Booking): number {
  return bookingStart(a).getTime() - bookingStart(b).getTime() || a.id - b.id;
}

export const BOOKING_NOT_FOUND = 'Booking not found';
export const ONLY_CONFIRMED = 'Only a confirmed booking can be changed';
/** DECISIONS.md sections 17 (completing) and 24 (a no-show), word for word. */
export const SESSION_NOT_STARTED = 'This session has not started yet';

export function createBookingService(ctx: ServiceContext) {
  const notify = (manager: EntityManager, businessId: number, compose: (to: string, firstName: string) => EmailJob) =>
    notifyBusiness(ctx.jobs, manager, businessId, compose);

  /**
   * A confirmed booking of this business, or 404 (another business's booking is not revealed).
   * Locked until the transaction ends, so of two cancels racing only one finds it confirmed.
   */
  async function ownConfirmedBooking(manager: EntityManager, businessId: number | null, bookingId: number): Promise<Booking> {
    const booking = await findOneForUpdate(manager, Booking, { id: bookingId });
    if (!booking || (businessId !== null && booking.businessId !== businessId)) {
      throw new AppError('NOT_FOUND', BOOKING_NOT_FOUND);
    }
    if (booking.status !== 'confirmed') throw new AppError('CONFLICT', ONLY_CONFIRMED);
    return booking;
  }

  /**
   * A booking whose chef reported hours ends through its timesheet (confirm, dispute, settle): a
   * cancel, a move, a plain completion or a no-show would leave the chef's hours unreconciled.
   * The booking row is locked, so a timesheet cannot arrive between this check and the change.
   */
  async function changeableBooking(manager: EntityManager, businessId: number | null, bookingId: number): Promise<Booking> {
    const booking = await ownConfirmedBooking(manager, businessId, bookingId);
    await assertNotSettled(manager, booking);
    return booking;
  }

  const cancel = (manager: EntityManager, booking: Booking, who: string, feeHours = 0) => cancelBooking(ctx.jobs, manager, ctx.now(), booking, who, feeHours);

  /**
   * A booking its business may cancel, locked. Idempotent under double clicks: the second cancel
   * finds it canceled and answers 409. From the start on the session is under way: a cancel
   * would leave its chef no booking to report the hours worked on (DECISIONS.md section 24); the
   * admin's cancel and no-show remain.
   */
  async function cancelableBooking(manager: EntityManager, businessId: number, bookingId: number): Promise<Booking> {
    const booking = await changeableBooking(manager, businessId, bookingId);
    if (sessionStarted(booking, ctx.now())) throw new AppError('CONFLICT', SESSION_STARTED);
    return booking;
  }

  /** The business's cancel of one locked booking, less than 24 hours before a staffed start with a fee (section 10), and its email. */
  async function cancelOwn(manager: EntityManager, booking: Booking) {
    const cancellation = await cancelAsBusiness(ctx.jobs, manager, ctx.now(), booking);
    const { canceled } = cancellation;
    await notify(manager, canceled.businessId, (to, name) => bookingCanceledEmail(to, name, canceled));
    return cancellation;
  }

  return {
    /**
     * With an idempotency key, a repeat of the same request answers the first booking again and
     * books nothing (nor emails again); the key is written in the booking's own transaction.
     */
    async create(principal: BusinessPrincipal, input: NewBooking & { businessId: number }, idempotencyKey?: string): Promise<BookingView> {
      if (input.businessId !== principal.businessId) throw new AppError('FORBIDDEN', NOT_ALLOWED);
      const { answer: booking } = await ctx.db.write(async (manager) => {
        const book = async () => {
          const booked = await insertBooking(ctx.jobs, manager, ctx.now(), principal.businessId, input, await actorOf(manager, principal));
          await notify(manager, booked.businessId, (to, name) => bookingReceivedEmail(to, name, booked));
          return toBookingView(booked);
        };
        if (idempotencyKey === undefined) return { answer: await book() };
        return answerOnce(manager, ctx.now(), { businessId: principal.businessId, key: idempotencyKey, request: input }, book);
      });
      return booking;
    },

    /** A booking of this business canceled alone: less than 24 hours before the start of a booking with a chef, a fee stays (DECISIONS.md section 10). */
    async cancel(principal: BusinessPrincipal, bookingId: number): Promise<CanceledBooking> {
      return ctx.db.write(async (manager) => {
        const { canceled, terms } = await cancelOwn(manager, await cancelableBooking(manager, principal.businessId, bookingId));
        return { booking: toBookingView(canceled), ...terms };
      });
    },

    /**
     * "Cancel this and following" (DECISIONS.md section 20): the named booking as a single cancel
     * would (its 404 or 409 refuses the whole), then every later session of its series still
     * confirmed, each on its own terms, in one transaction. A later session starts after the
     * named one, which has not started, so none of them has started or has hours reported.
     */
    async cancelFollowing(principal: BusinessPrincipal, bookingId: number): Promise<CanceledSessions> {
      return ctx.db.write(async (manager) => {
        const named = await cancelableBooking(manager, principal.businessId, bookingId);
        const series = named.seriesId === null ? [] : await findForUpdate(manager, Booking, { seriesId: named.seriesId, status: 'confirmed' });
        const following = series.filter((booking) => bySession(booking, named) > 0).sort(bySession);
        const answer: CanceledSessions = { canceled: [], refundedHours: 0, feeHours: 0 };
        for (const booking of [named, ...following]) {
          const { canceled, terms } = await cancelOwn(manager, booking);
          answer.canceled.push(toBookingView(canceled));
          answer.refundedHours += terms.refundedHours;
          answer.feeHours += terms.feeHours;
        }
        return answer;
      });
    },

    async reschedule(
      principal: BusinessPrincipal,
      bookingId: number,
      change: { bookingDate: string; timeSlot: string; duration: number },
    ): Promise<BookingView> {
      assertEndsByMidnight(change);
      const booking = await ctx.db.write(async (manager) => {
        const current = await changeableBooking(manager, principal.businessId, bookingId);
        // Any change, a shorter duration included, would lower the fee a cancel then keeps.
        const staffed = await manager.existsBy(Assignment, { bookingId });
        if (withinLateWindow({ startsAt: bookingStart(current), staffed }, ctx.now())) throw new AppError('CONFLICT', NO_MOVE_WITHIN_24_HOURS);
        await assertBookable(manager, ctx.now(), change.bookingDate, change.timeSlot);
        // A new start is a new reminder and alert: each is sent once per start, not once per booking.
        const moved = bookingStart(change).getTime() !== bookingStart(current).getTime();
        await manager.update(Booking, { id: current.id }, moved ? { ...change, remindedAt: null, unstaffedAlertAt: null } : change);
        await useHours(
          ctx.jobs,
          manager,
          current.businessId,
          change.duration - current.duration,
          `Rescheduled to ${serviceTypeLabel(current.serviceType)} on ${change.bookingDate}: ${current.duration} h became ${change.duration} h`,
          current.id,
        );
        const rescheduled = await manager.findOneByOrFail(Booking, { id: current.id });
        await restaffRescheduled(ctx.jobs, manager, rescheduled);
        if (moved) await scheduleReminders(ctx.jobs, manager, rescheduled);
        await notify(manager, rescheduled.businessId, (to, name) => bookingRescheduledEmail(to, name, rescheduled));
        await recordEvent(ctx.jobs, manager, ctx.now(), { type: 'booking.rescheduled', businessId: rescheduled.businessId, subjectId: rescheduled.id });
        return rescheduled;
      });
      return toBookingView(booking);
    },

    /**
     * Admin: a session that took place. Its hours stay used (DECISIONS.md section 4); before its
     * start it has not taken place, so it cannot be completed (section 17).
     */
    complete(admin: AdminPrincipal, bookingId: number): Promise<BookingView> {
      return ctx.db.write(async (manager) => {
        const booking = await changeableBooking(manager, null, bookingId);
        if (!sessionStarted(booking, ctx.now())) throw new AppError('CONFLICT', SESSION_NOT_STARTED);
        await completeBookingIn(ctx.jobs, manager, ctx.now(), booking);
        await recordAudit(manager, admin, booking.businessId, 'booking.complete', `Marked booking #${booking.id} on ${booking.bookingDate} completed`);
        return toBookingView({ ...booking, status: 'completed' });
      });
    },

    adminCancel(admin: AdminPrincipal, bookingId: number): Promise<BookingView> {
      return ctx.db.write(async (manager) => {
        const booking = await cancel(manager, await changeableBooking(manager, null, bookingId), 'ChefConnect');
        await recordAudit(manager, admin, booking.businessId, 'booking.cancel', `Canceled booking #${booking.id} on ${booking.bookingDate} and refunded ${booking.duration} hours`);
        return toBookingView(booking);
      });
    },

    /**
     * Admin: the chef did not come (DECISIONS.md section 10). The booking is canceled with every
     * hour back (no fee: the business kept its side), and the chef's record counts it. Hours the
     * chef reported say they came: that booking is settled through its timesheet, as an unassign
     * would be refused (section 24); and before the start nobody can have failed to come.
     */
    chefNoShow(admin: AdminPrincipal, bookingId: number): Promise<BookingView> {
      return ctx.db.write(async (manager) => {
        const booking = await changeableBooking(manager, null, bookingId);
        const assignment = await manager.findOneBy(Assignment, { bookingId });
        if (!assignment) throw new AppError('CONFLICT', NO_CHEF_ASSIGNED);
        if (!sessionStarted(booking, ctx.now())) throw new AppError('CONFLICT', SESSION_NOT_STARTED);
        await recordReliabilityEvent(ctx, manager, assignment.chefId, booking.id, 'no-show');
        const canceled = await cancel(manager, booking, 'ChefConnect');
        await notify(manager, canceled.businessId, (to, name) => bookingCanceledEmail(to, name, canceled));
        await recordAudit(manager, admin, booking.businessId, 'booking.no-show', `Recorded a chef no-show on booking #${booking.id} on ${booking.bookingDate} and refunded ${booking.duration} hours`);
        return toBookingView(canceled);
      });
    },

    /**
     * Admin sweep: every confirmed booking dated before today becomes completed, but those whose
     * chef reported hours: their timesheet completes them.
     */
    completePast(admin: AdminPrincipal): Promise<{ completed: number }> {
      return ctx.db.write(async (manager) => {
        const unsettledPast = [
          '"booking"."status" = :status AND "booking"."bookingDate" < :today AND NOT EXISTS (SELECT 1 FROM "timesheet" WHERE "timesheet"."bookingId" = "booking"."id")',
          { status: 'confirmed', today: vancouverToday(ctx.now()) },
        ] as const;
        // Their ids first, locked on PostgreSQL (SQLite's write lock holds them already): a move
        // or a timesheet locks the booking too, so none can leave the set after this read. One
        // can leave it before, though: a timesheet whose transaction held the booking when this
        // read began, and committed while it waited, is not seen here (PostgreSQL read the
        // condition first, and the booking's row itself did not change) but is by the UPDATE,
        // which leaves that booking to its timesheet. So what follows is for the bookings the
        // UPDATE completed, read back, not for every id read here.
        const past = manager.createQueryBuilder(Booking, 'booking').select('booking.id', 'id').where(...unsettledPast);
        if (manager.connection.options.type === 'postgres') past.setLock('pessimistic_write');
        const ids = (await past.getRawMany<{ id: number }>()).map(({ id }) => id);
        if (ids.length === 0) return { completed: 0 };
        await manager.createQueryBuilder().update(Booking).set({ status: 'completed', completedAt: ctx.now() }).where(...unsettledPast).execute();
        const completed = await inSlices(ids, (slice) => manager.findBy(Booking, { id: In(slice), status: 'completed' }));
        // Each staffed one earns its chef the booked hours, as a single completion would.
        for (const booking of completed) {
          await creditBookingEarning(manager, booking, 'earning', booking.duration, ctx.now());
          await recordEvent(ctx.jobs, manager, ctx.now(), { type: 'booking.completed', businessId: booking.businessId, subjectId: booking.id });
        }
        await unscheduleReminders(ctx.jobs, manager, ...completed.map(({ id }) => id));
        await recordAudit(manager, admin, null, 'booking.sweep', `Marked ${completed.length} past bookings completed`);
        return { completed: completed.length };
      });
    },
  };
}
