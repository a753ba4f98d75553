import { z } from 'zod';
import { RATING_AUTHORS, TIMESHEET_STATUSES } from '../../session-life.js';

/**
 * The JSON answers of DECISIONS.md section 10's REST calls: the OpenAPI document names
 * them, and the session-life services' views are their z.output, so a drift fails the typecheck.
 */

/** A timesheet as the chef, the business and the admin see it; datetimes are ISO strings. */
export const timesheetAnswer = z.strictObject({
  bookingId: z.number().int(),
  hours: z.number().int(),
  note: z.string().nullable(),
  status: z.enum(TIMESHEET_STATUSES),
  disputeReason: z.string().nullable(),
  submittedAt: z.string(),
  /** When the 72-hour rule confirms it if nobody answers first. */
  confirmBy: z.string(),
  decidedAt: z.string().nullable(),
});

/** POST /api/bookings/{id}/timesheet/confirm and /dispute. */
export const timesheetDecisionAnswer = z.strictObject({ success: z.literal(true), timesheet: timesheetAnswer });

/** One side's rating of the other. */
export const ratingAnswer = z.strictObject({
  bookingId: z.number().int(),
  author: z.enum(RATING_AUTHORS),
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});

/** A chef's average of the stars businesses gave them: one decimal, null until it rests on 3 or more. */
export const chefRatingFields = {
  rating: z.number().nullable(),
  ratingCount: z.number().int(),
};

/** PUT /api/business/favourites/{chefId}. */
export const favouriteAddedAnswer = z.strictObject({ chefId: z.number().int(), favourite: z.literal(true) });
/** DELETE /api/business/favourites/{chefId}. */
export const favouriteRemovedAnswer = z.strictObject({ chefId: z.number().int(), favourite: z.literal(false) });
