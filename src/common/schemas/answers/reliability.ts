import { z } from 'zod';

/** The JSON answers of DECISIONS.md section 14's reliability calls. */

/** POST /api/chef/assignments/{bookingId}/release: `{success: true}`. */
export const releaseAnswer = z.strictObject({ success: z.literal(true) });
export type ReleaseAnswer = z.output<typeof releaseAnswer>;

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
