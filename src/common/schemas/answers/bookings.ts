import { z } from 'zod';
import { bookingAnswer } from './shared.js';

/** POST /api/bookings: 201 with the new booking (an Idempotency-Key repeat answers the same). */
export const createBookingAnswer = z.strictObject({ success: z.literal(true), booking: bookingAnswer });

/** POST /api/admin/bookings/{id}/complete: the completed booking, as a booking is answered everywhere (DECISIONS.md section 17). */
export const completedBookingAnswer = createBookingAnswer;

/** POST /api/admin/bookings/{id}/no-show: the booking, canceled (DECISIONS.md section 24). */
export const noShowBookingAnswer = createBookingAnswer;

/** A canceled booking with the hours given back and kept as a late cancellation fee (DECISIONS.md section 10). */
export const canceledBookingAnswer = z.strictObject({ booking: bookingAnswer, refundedHours: z.number(), feeHours: z.number() });
export type CanceledBookingAnswer = z.output<typeof canceledBookingAnswer>;

/** PATCH /api/bookings/{id}: a cancel answers the booking with refundedHours and feeHours, a reschedule the booking alone. */
export const updateBookingAnswer = z.union([
  z.strictObject({ success: z.literal(true), ...canceledBookingAnswer.shape }),
  z.strictObject({ success: z.literal(true), booking: bookingAnswer }),
]);
