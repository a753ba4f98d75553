import type { EntityManager } from 'typeorm';
import { serviceTypeLabel } from '../../common/constants.js';
import { Booking } from '../db/entities/booking.js';
import { findOneForUpdate } from '../db/locks.js';
import { AppError, NOT_ALLOWED } from '../errors.js';
import type { Email } from '../mail/mailer.js';
import { restaffRescheduled, unstaffCanceled } from './assignments.js';
import { recordAudit } from './audit.js';
import { answerOnce } from './idempotency.js';
import { assertBookable } from './availability.js';
import { vancouverToday, isoTimestamp } from './calendar.js';
import type { AdminPrincipal, BusinessPrincipal, ServiceContext } from './context.js';
import { bookingCanceledEmail, bookingConfirmedEmail, bookingRescheduledEmail } from './emails.js';
import { useHours } from './ledger.js';
import { notifyBusiness } from './notifications.js';

export interface BookingView {
  id: number;
  status: Booking['status'];
  bookingDate: string;
  serviceType: string;
  timeSlot: string;
  duration: number;
  serviceHours: string | null;
  serviceDescription: string | null;
  specialRequests: string | null;
  createdAt: string;
}

/** A booking as an entity, or as a raw row whose datetime is still SQLite's text. */
export type BookingRow = Omit<Booking, 'businessId' | 'createdAt' | 'updatedAt'> & { createdAt: Date | string };

export function toBookingView(booking: BookingRow): BookingView {
  return {
    id: booking.id,
    status: booking.status,
    bookingDate: booking.bookingDate,
    serviceType: booking.serviceType,
    timeSlot: booking.timeSlot,
    duration: booking.duration,
    serviceHours: booking.serviceHours,
    serviceDescription: booking.serviceDescription,
    specialRequests: booking.specialRequests,
    createdAt: isoTimestamp(booking.createdAt),
  };
}

export interface NewBooking {
  serviceType: string;
  bookingDate: string;
  timeSlot: string;
  duration: number;
  serviceHours?: string | undefined;
  serviceDescription?: string | undefined;
  specialRequests?: string | undefined;
}

/** Books a confirmed session and takes its hours from the bank, inside the caller's transaction. */
export async function insertBooking(
  manager: EntityManager,
  now: Date,
  businessId: number,
  booking: NewBooking,
): Promise<Booking> {
  await assertBookable(manager, now, booking.bookingDate, booking.timeSlot);
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
  };
  // The INSERT already yields what the database generated (id, createdAt, updatedAt: RETURNING
  // on PostgreSQL, a re-select on SQLite), so the booking is whole without reading it again.
  const { generatedMaps } = await manager.insert(Booking, values);
  const inserted = manager.create(Booking, { ...values, ...generatedMaps[0] });
  await useHours(manager, businessId, booking.duration, bookingLedgerText('Booked', booking), inserted.id);
  return inserted;
}

function bookingLedgerText(what: string, booking: Pick<NewBooking, 'serviceType' | 'bookingDate'>): string {
  return `${what}: ${serviceTypeLabel(booking.serviceType)} on ${booking.bookingDate}`;
}

export const BOOKING_NOT_FOUND = 'Booking not found';
export const ONLY_CONFIRMED = 'Only a confirmed booking can be changed';

export function createBookingService(ctx: ServiceContext) {
  const notify = (manager: EntityManager, businessId: number, compose: (to: string, firstName: string) => Email) =>
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

  async function cancelWithRefund(manager: EntityManager, booking: Booking, who: string): Promise<Booking> {
    await manager.update(Booking, { id: booking.id }, { status: 'canceled' });
    await useHours(manager, booking.businessId, -booking.duration, bookingLedgerText(`Refund, canceled by ${who}`, booking), booking.id);
    await unstaffCanceled(ctx.jobs, manager, booking);
    return { ...booking, status: 'canceled' };
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
          const booked = await insertBooking(manager, ctx.now(), principal.businessId, input);
          await notify(manager, booked.businessId, (to, name) => bookingConfirmedEmail(to, name, booked));
          return toBookingView(booked);
        };
        if (idempotencyKey === undefined) return { answer: await book() };
        return answerOnce(manager, ctx.now(), { businessId: principal.businessId, key: idempotencyKey, request: input }, book);
      });
      return booking;
    },

    /** Idempotent under double clicks: the second cancel finds it canceled and answers 409. */
    async cancel(principal: BusinessPrincipal, bookingId: number): Promise<BookingView> {
      const booking = await ctx.db.write(async (manager) => {
        const canceled = await cancelWithRefund(manager, await ownConfirmedBooking(manager, principal.businessId, bookingId), 'business');
        await notify(manager, canceled.businessId, (to, name) => bookingCanceledEmail(to, name, canceled));
        return canceled;
      });
      return toBookingView(booking);
    },

    async reschedule(
      principal: BusinessPrincipal,
      bookingId: number,
      change: { bookingDate: string; timeSlot: string; duration: number },
    ): Promise<BookingView> {
      const booking = await ctx.db.write(async (manager) => {
        const current = await ownConfirmedBooking(manager, principal.businessId, bookingId);
        await assertBookable(manager, ctx.now(), change.bookingDate, change.timeSlot);
        await manager.update(Booking, { id: current.id }, change);
        await useHours(
          manager,
          current.businessId,
          change.duration - current.duration,
          `Rescheduled to ${serviceTypeLabel(current.serviceType)} on ${change.bookingDate}: ${current.duration} h became ${change.duration} h`,
          current.id,
        );
        const rescheduled = await manager.findOneByOrFail(Booking, { id: current.id });
        await restaffRescheduled(ctx.jobs, manager, rescheduled);
        await notify(manager, rescheduled.businessId, (to, name) => bookingRescheduledEmail(to, name, rescheduled));
        return rescheduled;
      });
      return toBookingView(booking);
    },

    /** Admin: a session that took place. Its hours stay used (DECISIONS.md section 4). */
    complete(admin: AdminPrincipal, bookingId: number): Promise<BookingView> {
      return ctx.db.write(async (manager) => {
        const booking = await ownConfirmedBooking(manager, null, bookingId);
        await manager.update(Booking, { id: booking.id }, { status: 'completed', completedAt: ctx.now() });
        await recordAudit(manager, admin, booking.businessId, 'booking.complete', `Marked booking #${booking.id} on ${booking.bookingDate} completed`);
        return toBookingView({ ...booking, status: 'completed' });
      });
    },

    adminCancel(admin: AdminPrincipal, bookingId: number): Promise<BookingView> {
      return ctx.db.write(async (manager) => {
        const booking = await cancelWithRefund(manager, await ownConfirmedBooking(manager, null, bookingId), 'ChefConnect');
        await recordAudit(manager, admin, booking.businessId, 'booking.cancel', `Canceled booking #${booking.id} on ${booking.bookingDate} and refunded ${booking.duration} hours`);
        return toBookingView(booking);
      });
    },

    /** Admin sweep: every confirmed booking dated before today becomes completed. */
    completePast(admin: AdminPrincipal): Promise<{ completed: number }> {
      return ctx.db.write(async (manager) => {
        const today = vancouverToday(ctx.now());
        const { affected = 0 } = await manager
          .createQueryBuilder()
          .update(Booking)
          .set({ status: 'completed', completedAt: ctx.now() })
          .where('"status" = :status AND "bookingDate" < :today', { status: 'confirmed', today })
          .execute();
        if (affected === 0) return { completed: 0 };
        await recordAudit(manager, admin, null, 'booking.sweep', `Marked ${affected} past bookings completed`);
        return { completed: affected };
      });
    },
  };
}
