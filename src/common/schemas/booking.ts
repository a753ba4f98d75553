import { z } from 'zod';
import {
  BOOKING_DEFAULT_HOURS,
  BOOKING_MAX_HOURS,
  BOOKING_MIN_HOURS,
  SERVICE_HOURS,
  SERVICE_TYPES,
  TIME_SLOTS,
} from '../constants.js';
import { SERIES_MAX_EVERY, SERIES_MAX_SESSIONS, SERIES_TOO_LONG, SERIES_TOO_MANY, SERIES_WEEKDAYS, seriesDates, seriesLastAllowedDate } from '../series.js';
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

/** A cancel's reach (DECISIONS.md section 20): this booking alone, or it and every later session of its series. */
export const CANCEL_SCOPES = ['one', 'following'] as const;

export const cancelBookingInput = z.strictObject({
  status: z.literal('canceled', { error: "Only 'canceled' can be set here" }),
  scope: z.enum(CANCEL_SCOPES, { error: 'Scope is "one" or "following"' }).default('one'),
});

export const IDEMPOTENCY_KEY_MESSAGE = 'Idempotency-Key must be from 1 to 200 characters';

/** POST /api/bookings's optional header (DECISIONS.md section 6): any text up to 200 characters. */
export const idempotencyHeaders = z.object({
  'Idempotency-Key': z.string({ error: IDEMPOTENCY_KEY_MESSAGE }).min(1, { error: IDEMPOTENCY_KEY_MESSAGE }).max(200, { error: IDEMPOTENCY_KEY_MESSAGE }).optional(),
});

export const WEEKDAYS_MESSAGE = 'Choose from one to seven weekdays, each once: "MO" to "SU"';
export const EVERY_MESSAGE = `Repeat every 1 to ${SERIES_MAX_EVERY} weeks`;
export const SERIES_COUNT_MESSAGE = `Sessions must be a whole number from 1 to ${SERIES_MAX_SESSIONS}`;
export const SERIES_END_MESSAGE = 'Choose how the series ends: a last date (until) or a number of sessions (count), not both';
export const SERIES_UNTIL_MESSAGE = 'Please choose a valid last date, on or after the first';

/**
 * A standing booking (DECISIONS.md section 20): its dates follow from the rule alone, so both
 * caps are checked here, before anything is read, and every 400 comes before the hours' 409.
 */
export const createSeriesInput = z
  .strictObject({
    serviceType: serviceType.default('in-person'),
    firstDate: bookingDate,
    timeSlot,
    duration,
    weekdays: z
      .array(z.enum(SERIES_WEEKDAYS, { error: WEEKDAYS_MESSAGE }), { error: WEEKDAYS_MESSAGE })
      .min(1, { error: WEEKDAYS_MESSAGE })
      .max(SERIES_WEEKDAYS.length, { error: WEEKDAYS_MESSAGE })
      .refine((weekdays) => new Set(weekdays).size === weekdays.length, { error: WEEKDAYS_MESSAGE }),
    every: wholeNumber(1, SERIES_MAX_EVERY, EVERY_MESSAGE).default(1),
    until: calendarDay(SERIES_UNTIL_MESSAGE).optional(),
    count: z
      .number({ error: SERIES_COUNT_MESSAGE })
      .int({ error: SERIES_COUNT_MESSAGE })
      .min(1, { error: SERIES_COUNT_MESSAGE })
      .max(SERIES_MAX_SESSIONS, { error: SERIES_TOO_MANY })
      .optional(),
    serviceDescription: optionalMultiLineText(),
    specialRequests: optionalMultiLineText(),
  })
  .superRefine((series, ctx) => {
    // A field that failed its own check (a day that does not exist, a fractional `every`) was
    // told already, and the dates cannot be counted from it.
    if (ctx.issues.length > 0) return;
    const end = series.until !== undefined ? 'until' : 'count';
    if ((series.until === undefined) === (series.count === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: SERIES_END_MESSAGE });
      return;
    }
    if (series.until !== undefined && series.until < series.firstDate) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: SERIES_UNTIL_MESSAGE });
      return;
    }
    const dates = seriesDates(series, SERIES_MAX_SESSIONS + 1);
    if (dates.length > SERIES_MAX_SESSIONS) ctx.addIssue({ code: 'custom', path: [end], message: SERIES_TOO_MANY });
    else if (dates.length > 0 && dates.at(-1)! > seriesLastAllowedDate(series.firstDate)) ctx.addIssue({ code: 'custom', path: [end], message: SERIES_TOO_LONG });
  });
export type CreateSeriesInput = z.input<typeof createSeriesInput>;
