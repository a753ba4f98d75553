import { z } from 'zod';
import {
  BOOKING_DEFAULT_HOURS,
  BOOKING_MAX_HOURS,
  BOOKING_MIN_HOURS,
  SERVICE_HOURS,
  SERVICE_TYPES,
  TIME_SLOTS,
} from '../constants.js';
import { entityId, oneOf, optionalText, valuesOf, wholeNumber } from './fields.js';

export const BOOKING_DATE_MESSAGE = 'Please choose a valid booking date';
export const TIME_SLOT_MESSAGE = 'Please choose a time slot';
export const DURATION_MESSAGE = `Hours must be a whole number from ${BOOKING_MIN_HOURS} to ${BOOKING_MAX_HOURS}`;

/**
 * A calendar day as `M/D/YYYY` (the wizard's form) or `YYYY-MM-DD`, always answered as
 * `YYYY-MM-DD`. Impossible days such as 2/30/2026 are refused here; "not in the past" needs
 * today's date and is the booking service's rule.
 */
export const bookingDate = z
  .string({ error: BOOKING_DATE_MESSAGE })
  .trim()
  .max(10, { error: BOOKING_DATE_MESSAGE })
  .transform((text, ctx) => {
    const iso = toIsoDate(text);
    if (!iso) {
      ctx.addIssue({ code: 'custom', message: BOOKING_DATE_MESSAGE });
      return z.NEVER;
    }
    return iso;
  });

export function toIsoDate(text: string): string | null {
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || year < 2000 || year > 2999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

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
  serviceDescription: optionalText(),
  specialRequests: optionalText(),
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
