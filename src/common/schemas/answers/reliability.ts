import { z } from 'zod';
import { timestampAnswer } from './shared.js';

/** The JSON answers of DECISIONS.md section 14's reliability calls. */

/** A release, an appeal (201) and a lifted suspension: `{success: true}`. */
export const successAnswer = z.strictObject({ success: z.literal(true) });
export type SuccessAnswer = z.output<typeof successAnswer>;

/**
 * A chef's record of the last 90 days (DECISIONS.md section 14), on every chef in JSON: score
 * null ("New") before a first completed session.
 */
export const reliabilityAnswer = z.strictObject({
  score: z.number().int().min(0).max(100).nullable(),
  completed: z.number().int(),
  lateReleases: z.number().int(),
  noShows: z.number().int(),
  missedConfirmations: z.number().int(),
  strikes: z.number().int(),
});
export type ReliabilityAnswer = z.output<typeof reliabilityAnswer>;

/** POST /api/chef/assignments/{bookingId}/confirm: when the chef confirmed (the first time). */
export const confirmAnswer = z.strictObject({ success: z.literal(true), confirmedAt: timestampAnswer });
export type ConfirmAnswer = z.output<typeof confirmAnswer>;
