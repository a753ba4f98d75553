import { z } from 'zod';
import { bookingAnswer, dayAnswer } from './shared.js';

/** POST /api/bookings: 201 with the new booking (an Idempotency-Key repeat answers the same). */
export const createBookingAnswer = z.strictObject({ success: z.literal(true), booking: bookingAnswer });

/** POST /api/admin/bookings/{id}/complete: the completed booking, as a booking is answered everywhere (DECISIONS.md section 17). */
export const completedBookingAnswer = createBookingAnswer;

/** POST /api/admin/bookings/{id}/no-show: the booking, canceled (DECISIONS.md section 24). */
export const noShowBookingAnswer = createBookingAnswer;

/** A canceled booking with the hours given back and kept as a late cancellation fee (DECISIONS.md section 10). */
export const canceledBookingAnswer = z.strictObject({ booking: bookingAnswer, refundedHours: z.number(), feeHours: z.number() });
export type CanceledBookingAnswer = z.output<typeof canceledBookingAnswer>;

/** "Cancel this and following" (DECISIONS.md section 20): every session it canceled, by date then slot, and the hours summed. */
export const canceledSessionsAnswer = z.strictObject({ canceled: z.array(bookingAnswer), refundedHours: z.number(), feeHours: z.number() });
export type CanceledSessionsAnswer = z.output<typeof canceledSessionsAnswer>;

/** PATCH /api/bookings/{id}: a cancel answers the booking (or with scope "following", the sessions) with refundedHours and feeHours, a reschedule the booking alone. */
export const updateBookingAnswer = z.union([
  z.strictObject({ success: z.literal(true), ...canceledBookingAnswer.shape }),
  z.strictObject({ success: z.literal(true), ...canceledSessionsAnswer.shape }),
  z.strictObject({ success: z.literal(true), booking: bookingAnswer }),
]);

/** A standing booking (DECISIONS.md section 20): its first and last booked days and how many sessions it booked, in words too. */
export const seriesAnswer = z.strictObject({ id: z.number().int(), summary: z.string(), firstDate: dayAnswer, lastDate: dayAnswer, sessions: z.number().int() });
export type SeriesAnswer = z.output<typeof seriesAnswer>;

/** A date of a series left unbooked, and why. */
export const skippedDateAnswer = z.strictObject({ date: dayAnswer, reason: z.string() });

/** POST /api/bookings/series: 201 with the series, each booked session, and the dates skipped. */
export const createdSeriesAnswer = z.strictObject({ series: seriesAnswer, bookings: z.array(bookingAnswer), skipped: z.array(skippedDateAnswer) });
export type CreatedSeriesAnswer = z.output<typeof createdSeriesAnswer>;
export const createSeriesAnswer = z.strictObject({ success: z.literal(true), ...createdSeriesAnswer.shape });

/** GET /api/bookings/series/{id}: the series and every session it booked, whatever became of each. */
export const seriesBookingsAnswer = z.strictObject({ series: seriesAnswer, bookings: z.array(bookingAnswer) });
export type SeriesBookingsAnswer = z.output<typeof seriesBookingsAnswer>;
