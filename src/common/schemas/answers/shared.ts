import { z } from 'zod';
import { BOOKING_STATUSES } from '../../constants.js';

/**
 * Pieces of the REST answers that several areas give: each area's answers
 * (src/common/schemas/answers/<area>.ts) are built from these, and the services' views are
 * typed with them, so an answer that drifts from its schema fails the typecheck.
 */

/** A timestamp as the JSON has it: ISO 8601 in UTC (2026-05-01T14:00:00.000Z). */
export const timestampAnswer = z.iso.datetime();
/** A day as the JSON has it: YYYY-MM-DD. */
export const dayAnswer = z.iso.date();

/**
 * Every error answer of the REST API, whatever its status: `message` says what went wrong, and
 * a 400 of a body that fails its schema names each field in `errors` (field path: message).
 */
export const errorAnswer = z.strictObject({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });
export type ErrorAnswer = z.output<typeof errorAnswer>;

/** `{success: true, message}`: the answer of the calls that only say they worked. */
export const successMessageAnswer = z.strictObject({ success: z.literal(true), message: z.string() });
export type SuccessMessageAnswer = z.output<typeof successMessageAnswer>;

/**
 * When a session starts and ends (DECISIONS.md section 23): ISO 8601 instants in UTC, the end
 * the start plus the duration. Every booking answer and each of a chef's offers and assignments
 * carries them.
 */
export const sessionInstantsAnswer = { startsAt: timestampAnswer, endsAt: timestampAnswer };

/**
 * Who made a booking or an order (DECISIONS.md section 18): the member (their member id and
 * first and last name, kept when they leave), or an API key (id null); null for what was made
 * before teams or by an admin.
 */
export const createdByAnswer = z.strictObject({ id: z.number().int().nullable(), name: z.string() }).nullable();
export type CreatedByAnswer = z.output<typeof createdByAnswer>;

/** A booking as every answer shows it (create, cancel, reschedule, dashboard). */
export const bookingAnswer = z.strictObject({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  bookingDate: dayAnswer,
  serviceType: z.string(),
  timeSlot: z.string(),
  duration: z.number(),
  ...sessionInstantsAnswer,
  serviceHours: z.string().nullable(),
  serviceDescription: z.string().nullable(),
  specialRequests: z.string().nullable(),
  /** The standing booking it was booked with (DECISIONS.md section 20); null for a single booking. */
  seriesId: z.number().int().nullable(),
  createdBy: createdByAnswer,
  createdAt: timestampAnswer,
});
export type BookingAnswer = z.output<typeof bookingAnswer>;

/** A labor bank: hours bought, used and still free. */
export const laborBankAnswer = z.strictObject({ totalHours: z.number(), usedHours: z.number(), availableHours: z.number() });
export type LaborBankAnswer = z.output<typeof laborBankAnswer>;

/** What the business asked the chef for (DECISIONS.md section 17), on a chef's offers and assignments. */
export const sessionNeedsAnswer = z.strictObject({ serviceDescription: z.string().nullable(), specialRequests: z.string().nullable() });
export type SessionNeedsAnswer = z.output<typeof sessionNeedsAnswer>;

/** One stored row of a person's export, its columns as held (DECISIONS.md section 21). */
export const exportedRow = z.record(z.string(), z.unknown());
