import { z } from 'zod';
import {
  BOOKING_DEFAULT_HOURS,
  BOOKING_MAX_HOURS,
  BOOKING_MIN_HOURS,
  SERVICE_HOURS,
  SERVICE_TYPES,
  TIME_SLOTS,
} from '../constants.js';
import { calendarDay, entityId, oneOf, optionalMultiLineText, valuesOf, wholeNumber } from './fields.js';

export const BOOKING_DATE_MESSAGE = 'Please choose a valid booking date';
export const TIME_SLOT_MESSAGE = 'Please choose a time slot';
export const DURATION_MESSAGE = `Hours must be a whole number from ${BOOKING_MIN_HOURS} to ${BOOKING_MAX_HOURS}`;

/** The day of a booking: "not in the past" needs today's date and is the booking service's rule. */
export const bookingDate = calendarDay(BOOKING_DATE_MESSAGE);

export const timeSlot = oneOf(valuesOf(TIME_SLOTS), TIME_SLOT_MESSAGE);
export const serviceType = oneOf(valuesOf(SERVICE_TYPES), 'Please choose In-Person Chef or Virtual Assistance');
export const serviceHours = oneOf(valuesOf(SERVICE_HOURS), 'Please choose the estimated hours');
/** Missing means the spec's default of 5 hours. */
export const duration = wholeNumber(BOOKING_MIN_HOURS, BOOKING_MAX_HOURS, DURATION_MESSAGE).default(
  BOOKING_DEFAULT_HOURS,
);

/** A new booking for a business that already exists (dashboard "Schedule New"). */
export const createBookingInput = z.strictObject({
  businessId: entityId(),
  serviceType: serviceType.default('in-person'),
  bookingDate,
  timeSlot,
  duration,
  serviceDescription: optionalMultiLineText(),
  specialRequests: optionalMultiLineText(),
});
export type CreateBookingInput = z.input<typeof createBookingInput>;

/** The calendar's edit mode: a confirmed booking moves to another day, slot or length. */
export const rescheduleBookingInput = z.strictObject({
  bookingDate,
  timeSlot,
  duration,
});
export type RescheduleBookingInput = z.input<typeof rescheduleBookingInput>;

export const cancelBookingInput = z.strictObject({
  status: z.literal('canceled', { error: "Only 'canceled' can be set here" }),
});

export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be from 1 to 200 characters';

/** POST /api/bookings's optional header (DECISIONS.md section 6): any text up to 200 characters. */
export const idempotencyHeaders = z.object({
  'Idempotency-Key': z.string({ error: IDEMPOTENCY_KEY_MESSAGE }).min(1, { error: IDEMPOTENCY_KEY_MESSAGE }).max(200, { error: IDEMPOTENCY_KEY_MESSAGE }).optional(),
});
