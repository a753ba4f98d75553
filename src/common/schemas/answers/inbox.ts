import { z } from 'zod';
import { HOURS_REQUEST_STATUSES } from '../../constants.js';
import { timestampAnswer } from './shared.js';

/** POST /api/contact (201) and POST /api/newsletter: `{success: true}`. */
export const inboxAnswer = z.strictObject({ success: z.literal(true) });
export type InboxAnswer = z.output<typeof inboxAnswer>;

/** A request for more labor hours, as the business and the admin see it. */
export const hoursRequestAnswer = z.strictObject({
  id: z.number().int(),
  businessId: z.number().int(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string(),
  hoursNeeded: z.number(),
  reason: z.string().nullable(),
  status: z.enum(HOURS_REQUEST_STATUSES),
  createdAt: timestampAnswer,
  decidedAt: timestampAnswer.nullable(),
});
export type HoursRequestAnswer = z.output<typeof hoursRequestAnswer>;
