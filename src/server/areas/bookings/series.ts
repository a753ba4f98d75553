import type { EntityManager } from 'typeorm';
import type { CreatedSeriesAnswer, SeriesAnswer, SeriesBookingsAnswer } from '../../../common/schemas/answers/bookings.js';
import type { createSeriesInput } from '../../../common/schemas/booking.js';
import {
  SERIES_MAX_SESSIONS,
  SERIES_NONE_BOOKABLE,
  SKIPPED_BLOCKED,
  SKIPPED_STARTED,
  seriesDates,
  seriesNotEnoughHours,
  seriesSummary,
  type SeriesWeekday,
} from '../../../common/series.js';
import { actorOf, assertBusinessOpen } from '../../core/actor.js';
import { Booking, BookingSeries } from '../../core/db/entities/booking.js';
import { LaborBank } from '../../core/db/entities/labor.js';
import { findOneForUpdate } from '../../core/db/locks.js';
import { AppError } from '../../core/errors.js';
import { answerOnce } from '../../core/idempotency.js';
import type { BusinessPrincipal, ServiceContext } from '../../core/service-context.js';
import { bookingRefusal, SLOT_STARTED } from '../availability/index.js';
import { availableHours, bankOf } from '../labor-bank/index.js';
import { notifyBusiness } from '../../core/mail/notifications.js';
import { toBookingView } from './booking-view.js';
import { seriesReceivedEmail } from './emails.js';
import { assertEndsByMidnight, bySession, insertCheckedBooking } from './bookings.js';

/** A standing booking as the answers show it (DECISIONS.md section 20). */
export function toSeriesView(series: Omit<BookingSeries, 'businessId' | 'createdAt'>): SeriesAnswer {
  const weekdays = series.weekdays.split(',') as SeriesWeekday[];
  return {
    id: series.id,
    summary: seriesSummary({ weekdays, every: series.every, timeSlot: series.timeSlot, duration: series.duration, sessions: series.sessions }),
    firstDate: series.firstDate,
    lastDate: series.lastDate,
    sessions: series.sessions,
  };
}

/**
 * Why a day of a series is skipped, where a single booking on it would be refused: a slot that
 * has started, or a day or slot the admin closed. The series' own first day is not in the past
 * (the service checks it as a single booking's date), so no later day can be.
 */
function skipReason(refusal: AppError): string {
  return refusal.message === SLOT_STARTED ? SKIPPED_STARTED : SKIPPED_BLOCKED;
}

export const SERIES_NOT_FOUND = 'Series not found';

type NewSeries = ReturnType<typeof createSeriesInput.parse>;

export function createSeriesService(ctx: ServiceContext) {
  /**
   * Every day checked as a single booking is, then every session booked in this one
   * transaction, or none: the bank is locked first, so the hours the check counted are there
   * when each session takes its own, with its own ledger entry.
   */
  async function book(manager: EntityManager, principal: BusinessPrincipal, input: NewSeries): Promise<CreatedSeriesAnswer> {
    const { businessId } = principal;
    const now = ctx.now();
    await assertBusinessOpen(manager, businessId);
    const first = await bookingRefusal(manager, now, input.firstDate, input.timeSlot);
    if (first?.code === 'BAD_REQUEST') throw new AppError('BAD_REQUEST', first.message, { firstDate: first.message });
    const skipped: CreatedSeriesAnswer['skipped'] = [];
    const dates: string[] = [];
    for (const date of seriesDates(input, SERIES_MAX_SESSIONS)) {
      const refusal = date === input.firstDate ? first : await bookingRefusal(manager, now, date, input.timeSlot);
      if (refusal) skipped.push({ date, reason: skipReason(refusal) });
      else dates.push(date);
    }
    if (dates.length === 0) throw new AppError('CONFLICT', SERIES_NONE_BOOKABLE);

    const bank = (await findOneForUpdate(manager, LaborBank, { businessId })) ?? (await bankOf(manager, businessId));
    const needed = dates.length * input.duration;
    if (needed > availableHours(bank)) throw new AppError('CONFLICT', seriesNotEnoughHours(dates.length, needed, availableHours(bank)));

    const rule = {
      businessId,
      weekdays: input.weekdays.join(','),
      every: input.every,
      timeSlot: input.timeSlot,
      duration: input.duration,
      firstDate: dates[0]!,
      lastDate: dates.at(-1)!,
      sessions: dates.length,
    };
    const { identifiers } = await manager.insert(BookingSeries, rule);
    const series = { ...rule, id: identifiers[0]!.id as number };
    const actor = await actorOf(manager, principal);
    const bookings: CreatedSeriesAnswer['bookings'] = [];
    for (const bookingDate of dates) {
      bookings.push(toBookingView(await insertCheckedBooking(ctx.jobs, manager, ctx.now(), businessId, { ...input, bookingDate, seriesId: series.id }, actor)));
    }
    const view = toSeriesView(series);
    await notifyBusiness(ctx.jobs, manager, businessId, (to, firstName) => seriesReceivedEmail(to, firstName, { summary: view.summary, sessions: bookings, skipped }));
    return { series: view, bookings, skipped };
  }

  return {
    /**
     * With an idempotency key, a repeat of the same request answers the first series again and
     * books nothing, as a single booking does (DECISIONS.md section 6).
     */
    /** A series of this business with every session it booked, whatever became of each; another business's is not revealed. */
    get(principal: BusinessPrincipal, seriesId: number): Promise<SeriesBookingsAnswer> {
      return ctx.db.read(async (manager) => {
        const series = await manager.findOneBy(BookingSeries, { id: seriesId, businessId: principal.businessId });
        if (!series) throw new AppError('NOT_FOUND', SERIES_NOT_FOUND);
        const bookings = (await manager.findBy(Booking, { seriesId })).sort(bySession);
        return { series: toSeriesView(series), bookings: bookings.map(toBookingView) };
      });
    },

    async create(principal: BusinessPrincipal, input: NewSeries, idempotencyKey?: string): Promise<CreatedSeriesAnswer> {
      assertEndsByMidnight(input);
      return ctx.db.write(async (manager) => {
        if (idempotencyKey === undefined) return book(manager, principal, input);
        const { answer } = await answerOnce(manager, ctx.now(), { businessId: principal.businessId, key: idempotencyKey, request: input }, () => book(manager, principal, input));
        return answer;
      });
    },
  };
}
