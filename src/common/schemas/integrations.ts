import { z } from 'zod';
import { BOOKING_STATUSES } from '../constants.js';
import { API_KEY_ROLES } from '../team.js';
import { calendarDay, oneOf, requiredText } from './fields.js';

/**
 * What integrators read page by page and hear of (DECISIONS.md section 19): the event types, the
 * paging parameters and their messages.
 */

/** The changes the feed records and webhooks subscribe to. */
export const EVENT_TYPES = ['booking.created', 'booking.rescheduled', 'booking.canceled', 'booking.staffed', 'booking.completed', 'timesheet.submitted', 'order.paid'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const UNKNOWN_CURSOR = 'Unknown cursor';
export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 50;
export const LIMIT_MESSAGE = `Limit must be a whole number from 1 to ${PAGE_LIMIT_MAX}`;

/** `limit` as a query string carries it: 1-100, 50 when left out. */
const pageLimit = z
  .string({ error: LIMIT_MESSAGE })
  .regex(/^\d{1,3}$/, { error: LIMIT_MESSAGE })
  .transform(Number)
  .pipe(z.number().min(1, { error: LIMIT_MESSAGE }).max(PAGE_LIMIT_MAX, { error: LIMIT_MESSAGE }))
  .default(PAGE_LIMIT_DEFAULT);

/** A cursor as the last page gave it; what it names is the reader's to check (an unknown one is 400 UNKNOWN_CURSOR). */
const cursor = z.string({ error: UNKNOWN_CURSOR }).max(200, { error: UNKNOWN_CURSOR });

/** GET /api/events. */
export const eventFeedInput = z.strictObject({ after: cursor.optional(), limit: pageLimit });
export type EventFeedInput = z.output<typeof eventFeedInput>;

/** GET /api/bookings: the dashboard's bookings, a page at a time. */
export const bookingPageInput = z.strictObject({
  status: oneOf(BOOKING_STATUSES, `Status must be one of: ${BOOKING_STATUSES.join(', ')}`).optional(),
  from: calendarDay('From must be a date (YYYY-MM-DD)').optional(),
  to: calendarDay('To must be a date (YYYY-MM-DD)').optional(),
  limit: pageLimit,
  cursor: cursor.optional(),
});
export type BookingPageInput = z.output<typeof bookingPageInput>;

/** GET /api/labor-bank/transactions. */
export const transactionPageInput = z.strictObject({ limit: pageLimit, cursor: cursor.optional() });
export type TransactionPageInput = z.output<typeof transactionPageInput>;

/** Webhooks (DECISIONS.md section 19), word for word. */
export const WEBHOOK_URL_MESSAGE = 'Use a public https address';
export const TOO_MANY_WEBHOOKS = 'A business can have at most 10 webhooks';
export const WEBHOOK_DISABLED = 'This webhook is disabled';
export const WEBHOOK_NOT_FOUND = 'Webhook not found';
export const DELIVERY_NOT_FOUND = 'Delivery not found';
export const WEBHOOKS_PER_BUSINESS = 10;
export const EVENTS_MESSAGE = `Choose one or more of: ${EVENT_TYPES.join(', ')}; or ["*"] alone for all`;

/** The longest webhook URL kept, as typed and as it will be called (its href). */
export const WEBHOOK_URL_MAX = 2000;
const webhookUrl = z.string({ error: WEBHOOK_URL_MESSAGE }).trim().min(1, { error: WEBHOOK_URL_MESSAGE }).max(WEBHOOK_URL_MAX, { error: WEBHOOK_URL_MESSAGE });
const webhookEvents = z.union([z.tuple([z.literal('*')]), z.array(z.enum(EVENT_TYPES)).min(1).max(EVENT_TYPES.length)], { error: EVENTS_MESSAGE });

export const createWebhookInput = z.strictObject({ url: webhookUrl, events: webhookEvents });
export type CreateWebhookInput = z.output<typeof createWebhookInput>;
export const updateWebhookInput = z.strictObject({ url: webhookUrl.optional(), events: webhookEvents.optional(), enabled: z.boolean({ error: 'Enabled must be true or false' }).optional() });
export type UpdateWebhookInput = z.output<typeof updateWebhookInput>;

/** API keys (DECISIONS.md section 19), word for word. */
export const INVALID_API_KEY = 'Invalid API key';
export const API_KEY_NOT_FOUND = 'API key not found';
export const API_KEY_ROLE_MESSAGE = 'Role must be manager or bookkeeper';

export const createApiKeyInput = z.strictObject({ name: requiredText('Name is required', 100), role: oneOf(API_KEY_ROLES, API_KEY_ROLE_MESSAGE) });
export type CreateApiKeyInput = z.output<typeof createApiKeyInput>;
