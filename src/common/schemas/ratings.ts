import { z } from 'zod';
import { RATING_COMMENT_MAX } from '../constants.js';
import { RATING_STARS_MESSAGE } from '../messages.js';
import { optionalMultiLineText, wholeNumber } from './fields.js';

/**
 * A rating after a completed booking (DECISIONS.md section 10): 1-5 stars and an optional comment.
 * POST /api/bookings/{id}/rating and POST /api/chef/assignments/{bookingId}/rating.
 */
export const ratingInput = z.strictObject({
  stars: wholeNumber(1, 5, RATING_STARS_MESSAGE),
  comment: optionalMultiLineText(RATING_COMMENT_MAX),
});
export type RatingInput = z.infer<typeof ratingInput>;
