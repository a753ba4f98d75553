import { z } from 'zod';
import { requiredMultiLineText } from './fields.js';

/** The inputs of a chef's reliability calls (DECISIONS.md section 14). */

export const RELEASE_REASON_MESSAGE = 'Please say why you cannot work this session';
export const RELIABILITY_TEXT_MAX = 1000;

export const APPEAL_TEXT_MESSAGE = 'Please say why the suspension should be lifted';

/** POST /api/chef/appeals: a suspended chef's appeal, to the admin inbox. */
export const appealInput = z.strictObject({
  text: requiredMultiLineText(APPEAL_TEXT_MESSAGE, RELIABILITY_TEXT_MAX),
});

/** POST /api/chef/assignments/{bookingId}/release. */
export const releaseInput = z.strictObject({
  reason: requiredMultiLineText(RELEASE_REASON_MESSAGE, RELIABILITY_TEXT_MAX),
});
