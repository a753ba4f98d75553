import type { EntityManager } from 'typeorm';
import { sqlStatements } from '../../core/db/statements.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import { type Webhook, WebhookDelivery } from './entities.js';
import { eventSql } from './queries.js';

const deliveryStatements = sqlStatements(eventSql);

/** This area's job kind, added to core's JobPayloads as Services is filled. */
declare module '../../core/jobs/queue.js' {
  interface JobPayloads {
    /** One attempt of one delivery (DECISIONS.md section 19); a failed attempt schedules the next itself. */
    webhookDelivery: { deliveryId: number };
  }
}

/** The waits before the second to the eighth attempt (DECISIONS.md section 19). */
export const RETRY_DELAYS_MS = [5_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 5 * 3_600_000, 10 * 3_600_000, 10 * 3_600_000] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;

/** The job of a delivery's next attempt, named so that a retry replaces a scheduled one instead of adding a second. */
export function deliveryJobKey(deliveryId: number): string {
  return `webhook-delivery:${deliveryId}`;
}

export function scheduleAttempt(jobs: JobQueue, manager: EntityManager, deliveryId: number, at: Date): Promise<void> {
  return jobs.schedule(manager, deliveryJobKey(deliveryId), 'webhookDelivery', { deliveryId }, at);
}

export interface DeliveredEvent {
  businessId: number;
  eventId: string;
  type: string;
  subjectId: number | null;
  occurredAt: Date;
}

/** A pending delivery of the event to `webhook`, its first attempt due at once (after the commit, by the job runner). */
export async function queueDelivery(jobs: JobQueue, manager: EntityManager, now: Date, webhook: Pick<Webhook, 'id'>, event: DeliveredEvent): Promise<WebhookDelivery> {
  const values = {
    webhookId: webhook.id,
    eventId: event.eventId,
    type: event.type,
    subjectId: event.subjectId,
    occurredAt: event.occurredAt,
    status: 'pending' as const,
    attempts: 0,
    lastStatusCode: null,
    lastAttemptAt: null,
    nextAttemptAt: now,
    createdAt: now,
  };
  const { identifiers } = await manager.insert(WebhookDelivery, values);
  const delivery: WebhookDelivery = { ...values, id: identifiers[0]!.id as number };
  await scheduleAttempt(jobs, manager, delivery.id, now);
  return delivery;
}

/** A delivery for each enabled webhook of the business subscribed to the event's type, in the event's own transaction. */
export async function queueDeliveries(jobs: JobQueue, manager: EntityManager, now: Date, event: DeliveredEvent): Promise<void> {
  const webhooks = (await manager.query(deliveryStatements(manager).subscribedWebhooks, [event.businessId])) as Pick<Webhook, 'id' | 'events'>[];
  for (const webhook of webhooks) {
    const events = JSON.parse(webhook.events) as string[];
    if (events.includes('*') || events.includes(event.type)) await queueDelivery(jobs, manager, now, webhook, event);
  }
}
