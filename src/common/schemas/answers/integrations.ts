import { z } from 'zod';
import { API_KEY_ROLES } from '../../team.js';
import { EVENT_TYPES } from '../integrations.js';
import { orderAnswer } from './billing.js';
import { dashboardBookingAnswer, laborTransactionAnswer } from './businesses.js';
import { timestampAnswer } from './shared.js';

/** GET /api/bookings/{id}: a booking as the dashboard shows it. */
export const oneBookingAnswer = z.strictObject({ booking: dashboardBookingAnswer });

/** GET /api/bookings: a page of them; `nextCursor` null exactly when no booking follows. */
export const bookingPageAnswer = z.strictObject({ bookings: z.array(dashboardBookingAnswer), nextCursor: z.string().nullable() });
export type BookingPageAnswer = z.output<typeof bookingPageAnswer>;

/** GET /api/labor-bank/transactions: newest first. */
export const transactionPageAnswer = z.strictObject({ transactions: z.array(laborTransactionAnswer), nextCursor: z.string().nullable() });
export type TransactionPageAnswer = z.output<typeof transactionPageAnswer>;

/** What an event says: the booking as GET /api/bookings/{id} answers it, or the paid order. */
export const eventDataAnswer = z.union([z.strictObject({ booking: dashboardBookingAnswer }), z.strictObject({ order: orderAnswer })]);
export type EventDataAnswer = z.output<typeof eventDataAnswer>;

/** One event of the feed, with the id its webhook deliveries carry as `webhook-id`. */
export const eventAnswer = z.strictObject({ id: z.string(), type: z.enum(EVENT_TYPES), timestamp: timestampAnswer, data: eventDataAnswer });
export type EventAnswer = z.output<typeof eventAnswer>;

/** GET /api/events: oldest first; `nextCursor` the last event's id when the page is full. */
export const eventFeedAnswer = z.strictObject({ events: z.array(eventAnswer), nextCursor: z.string().nullable() });
export type EventFeedAnswer = z.output<typeof eventFeedAnswer>;

/** A webhook as its owner sees it; its secret is shown once, when it is made. */
export const webhookAnswer = z.strictObject({ id: z.number().int(), url: z.string(), events: z.array(z.string()), enabled: z.boolean(), createdAt: timestampAnswer });
export type WebhookAnswer = z.output<typeof webhookAnswer>;
export const createdWebhookAnswer = z.strictObject({ success: z.literal(true), webhook: webhookAnswer, secret: z.string() });
export const webhookListAnswer = z.strictObject({ webhooks: z.array(webhookAnswer) });
export const updatedWebhookAnswer = z.strictObject({ success: z.literal(true), webhook: webhookAnswer });
export const deletedWebhookAnswer = z.strictObject({ success: z.literal(true) });

/** One event's delivery to one webhook, with the `webhook-id` it carries as eventId. */
export const deliveryAnswer = z.strictObject({
  id: z.number().int(),
  eventId: z.string(),
  type: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  lastStatusCode: z.number().int().nullable(),
  lastAttemptAt: timestampAnswer.nullable(),
  nextAttemptAt: timestampAnswer.nullable(),
});
export type DeliveryAnswer = z.output<typeof deliveryAnswer>;
export const deliveryListAnswer = z.strictObject({ deliveries: z.array(deliveryAnswer) });
export const deliveryQueuedAnswer = z.strictObject({ success: z.literal(true), delivery: deliveryAnswer });

/** An API key as its owner sees it: never the key itself, which is shown once, when it is made; `prefix` its first 11 characters. */
export const apiKeyAnswer = z.strictObject({ id: z.number().int(), name: z.string(), role: z.enum(API_KEY_ROLES), prefix: z.string(), createdAt: timestampAnswer, lastUsedAt: timestampAnswer.nullable() });
export type ApiKeyAnswer = z.output<typeof apiKeyAnswer>;
export const createdApiKeyAnswer = z.strictObject({ success: z.literal(true), apiKey: apiKeyAnswer, key: z.string() });
export type CreatedApiKeyAnswer = z.output<typeof createdApiKeyAnswer>;
export const apiKeyListAnswer = z.strictObject({ apiKeys: z.array(apiKeyAnswer) });
export const revokedApiKeyAnswer = z.strictObject({ success: z.literal(true) });
