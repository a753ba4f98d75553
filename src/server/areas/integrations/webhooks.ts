import { createHmac, randomBytes } from 'node:crypto';
import { IsNull, LessThan, type EntityManager } from 'typeorm';
import type { DeliveryAnswer, WebhookAnswer } from '../../../common/schemas/answers/integrations.js';
import {
  DELIVERY_NOT_FOUND,
  TOO_MANY_WEBHOOKS,
  WEBHOOK_DISABLED,
  WEBHOOK_NOT_FOUND,
  WEBHOOKS_PER_BUSINESS,
  type CreateWebhookInput,
  type EventType,
  type UpdateWebhookInput,
} from '../../../common/schemas/integrations.js';
import { Member } from '../../core/db/entities/member.js';
import { findOneForUpdate, lockName } from '../../core/db/locks.js';
import { AppError } from '../../core/errors.js';
import type { BusinessPrincipal, ServiceContext } from '../../core/service-context.js';
import { MAX_ATTEMPTS, queueDelivery, RETRY_DELAYS_MS, scheduleAttempt } from './deliveries.js';
import { webhookDisabledEmail } from './emails.js';
import { Webhook, WebhookDelivery } from './entities.js';
import { EVENTS_KEPT_DAYS, newEventId, withData, type EventSubjects } from './events.js';
import { assertWebhookTarget, postWebhook } from './webhook-targets.js';

/** A 2xx within this time delivers (DECISIONS.md section 19). */
export const DELIVERY_TIMEOUT_MS = 10_000;
const DAY_MS = 86_400_000;
/** Five days of nothing but failed attempts disable a webhook. */
const FAILING_DAYS_TO_DISABLE = 5;

function toWebhookAnswer(webhook: Webhook): WebhookAnswer {
  return { id: webhook.id, url: webhook.url, events: JSON.parse(webhook.events) as string[], enabled: webhook.enabled, createdAt: webhook.createdAt.toISOString() };
}

function toDeliveryAnswer(delivery: WebhookDelivery): DeliveryAnswer {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    type: delivery.type,
    status: delivery.status,
    attempts: delivery.attempts,
    lastStatusCode: delivery.lastStatusCode,
    lastAttemptAt: delivery.lastAttemptAt?.toISOString() ?? null,
    nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
  };
}

/**
 * The Standard Webhooks signature: `v1,` and the base64 HMAC-SHA256 of `<id>.<timestamp>.<body>`,
 * keyed with the bytes the secret's base64 (after `whsec_`) decodes to.
 */
export function signature(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice('whsec_'.length), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export function createWebhookService(ctx: ServiceContext) {
  async function ownWebhook(manager: EntityManager, principal: BusinessPrincipal, webhookId: number, lock = false): Promise<Webhook> {
    const where = { id: webhookId, businessId: principal.businessId };
    const webhook = lock ? await findOneForUpdate(manager, Webhook, where) : await manager.findOneBy(Webhook, where);
    if (!webhook) throw new AppError('NOT_FOUND', WEBHOOK_NOT_FOUND);
    return webhook;
  }

  async function ownDelivery(manager: EntityManager, webhook: Webhook, deliveryId: number): Promise<WebhookDelivery> {
    const delivery = await findOneForUpdate(manager, WebhookDelivery, { id: deliveryId, webhookId: webhook.id });
    if (!delivery) throw new AppError('NOT_FOUND', DELIVERY_NOT_FOUND);
    return delivery;
  }

  /**
   * Tells each active owner that the webhook was turned off after five days of failures, in the
   * transaction that turns it off: the update that disables it succeeds in one process only, so
   * each owner hears once. Sent whatever the business's notification setting: it is the one
   * sign that the business's integration has stopped hearing of changes.
   */
  async function emailOwnersOfDisabled(manager: EntityManager, webhook: Webhook, lastStatusCode: number | null): Promise<void> {
    const owners = await manager.findBy(Member, { businessId: webhook.businessId, role: 'owner', status: 'active' });
    const dashboardLink = `${ctx.publicUrl}/dashboard/${webhook.businessId}`;
    for (const owner of owners) await ctx.jobs.enqueue(manager, 'email', webhookDisabledEmail(owner.email, owner.firstName, { url: webhook.url, lastStatusCode }, dashboardLink));
  }

  /** One more attempt of the delivery now, whatever its status: a retry, or a test ping's first. */
  async function attemptNow(manager: EntityManager, delivery: WebhookDelivery): Promise<DeliveryAnswer> {
    const now = ctx.now();
    await manager.update(WebhookDelivery, { id: delivery.id }, { status: 'pending', nextAttemptAt: now });
    await scheduleAttempt(ctx.jobs, manager, delivery.id, now);
    return toDeliveryAnswer({ ...delivery, status: 'pending', nextAttemptAt: now });
  }

  return {
    async create(principal: BusinessPrincipal, input: CreateWebhookInput): Promise<{ webhook: WebhookAnswer; secret: string }> {
      const url = await assertWebhookTarget(input.url, ctx.webhookTargets);
      return ctx.db.write(async (manager) => {
        // Two creates at once must not both find nine.
        await lockName(manager, `webhooks:${principal.businessId}`);
        if ((await manager.countBy(Webhook, { businessId: principal.businessId })) >= WEBHOOKS_PER_BUSINESS) throw new AppError('CONFLICT', TOO_MANY_WEBHOOKS);
        const secret = `whsec_${randomBytes(32).toString('base64')}`;
        const values = { businessId: principal.businessId, url, events: JSON.stringify(input.events), secret, enabled: true, failingSince: null, createdAt: ctx.now() };
        const { identifiers } = await manager.insert(Webhook, values);
        return { webhook: toWebhookAnswer({ ...values, id: identifiers[0]!.id as number }), secret };
      });
    },

    list(principal: BusinessPrincipal): Promise<WebhookAnswer[]> {
      return ctx.db.read(async (manager) => (await manager.find(Webhook, { where: { businessId: principal.businessId }, order: { id: 'ASC' } })).map(toWebhookAnswer));
    },

    async update(principal: BusinessPrincipal, webhookId: number, change: UpdateWebhookInput): Promise<WebhookAnswer> {
      const url = change.url === undefined ? undefined : await assertWebhookTarget(change.url, ctx.webhookTargets);
      return ctx.db.write(async (manager) => {
        const webhook = await ownWebhook(manager, principal, webhookId, true);
        const updated: Webhook = {
          ...webhook,
          ...(url === undefined ? {} : { url }),
          ...(change.events === undefined ? {} : { events: JSON.stringify(change.events) }),
          // Enabled again, it starts afresh: its old failures no longer count towards the five days.
          ...(change.enabled === undefined ? {} : { enabled: change.enabled, failingSince: null }),
        };
        await manager.update(Webhook, { id: webhook.id }, { url: updated.url, events: updated.events, enabled: updated.enabled, failingSince: updated.failingSince });
        return toWebhookAnswer(updated);
      });
    },

    remove(principal: BusinessPrincipal, webhookId: number): Promise<void> {
      return ctx.db.write(async (manager) => {
        await manager.delete(Webhook, { id: (await ownWebhook(manager, principal, webhookId, true)).id });
      });
    },

    /** Newest first, of the last 30 days. */
    deliveries(principal: BusinessPrincipal, webhookId: number): Promise<DeliveryAnswer[]> {
      return ctx.db.read(async (manager) => {
        const webhook = await ownWebhook(manager, principal, webhookId);
        const deliveries = await manager.find(WebhookDelivery, { where: { webhookId: webhook.id }, order: { id: 'DESC' } });
        const since = ctx.now().getTime() - EVENTS_KEPT_DAYS * DAY_MS;
        return deliveries.filter((delivery) => delivery.createdAt.getTime() >= since).map(toDeliveryAnswer);
      });
    },

    retry(principal: BusinessPrincipal, webhookId: number, deliveryId: number): Promise<DeliveryAnswer> {
      return ctx.db.write(async (manager) => {
        const webhook = await ownWebhook(manager, principal, webhookId, true);
        if (!webhook.enabled) throw new AppError('CONFLICT', WEBHOOK_DISABLED);
        return attemptNow(manager, await ownDelivery(manager, webhook, deliveryId));
      });
    },

    /** A webhook.test event, to this webhook alone: a delivery like any other, but no event of the feed. */
    sendTest(principal: BusinessPrincipal, webhookId: number): Promise<DeliveryAnswer> {
      return ctx.db.write(async (manager) => {
        const webhook = await ownWebhook(manager, principal, webhookId, true);
        if (!webhook.enabled) throw new AppError('CONFLICT', WEBHOOK_DISABLED);
        const now = ctx.now();
        const delivery = await queueDelivery(ctx.jobs, manager, now, webhook, { businessId: principal.businessId, eventId: newEventId(), type: 'webhook.test', subjectId: null, occurredAt: now });
        return toDeliveryAnswer(delivery);
      });
    },

    /**
     * The job of one attempt: signs and sends the delivery's event, then records the outcome and,
     * after a failure, schedules the next attempt or gives up. A delivery no longer pending (a
     * retry ran first) is left alone. One still pending for a webhook turned off since is not
     * sent, then or once it is on again (it receives the events from then on): it is failed,
     * so that its log does not promise an attempt that will never come.
     */
    async attempt(deliveryId: number, subjects: EventSubjects, signal: AbortSignal): Promise<void> {
      const found = await ctx.db.read(async (manager) => {
        const delivery = await manager.findOneBy(WebhookDelivery, { id: deliveryId });
        const webhook = delivery && (await manager.findOneBy(Webhook, { id: delivery.webhookId }));
        return delivery && webhook ? { delivery, webhook } : null;
      });
      if (!found || found.delivery.status !== 'pending') return;
      const { delivery, webhook } = found;
      if (!webhook.enabled) {
        // Fenced like an outcome: a retry that made it pending again after the webhook was turned back on wins.
        await ctx.db.write((manager) => manager.update(WebhookDelivery, { id: delivery.id, attempts: delivery.attempts, status: 'pending', nextAttemptAt: delivery.nextAttemptAt ?? IsNull() }, { status: 'failed', nextAttemptAt: null }));
        return;
      }
      const data =
        delivery.type === 'webhook.test'
          ? {}
          : (await withData(subjects, webhook.businessId, [{ publicId: delivery.eventId, type: delivery.type as EventType, subjectId: delivery.subjectId!, createdAt: delivery.occurredAt, businessId: webhook.businessId, id: 0, sequence: 0 }]))[0]!.data;
      const body = JSON.stringify({ type: delivery.type, timestamp: delivery.occurredAt.toISOString(), data });
      const timestamp = Math.floor(ctx.now().getTime() / 1000);
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'ChefConnect-Webhooks',
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature(webhook.secret, delivery.eventId, timestamp, body),
      };
      const { status } = await postWebhook(webhook.url, headers, body, ctx.webhookTargets, DELIVERY_TIMEOUT_MS, signal);
      await ctx.db.write(async (manager) => {
        // Fenced by the attempt count: of two runs of one attempt, only the first is recorded.
        const current = await findOneForUpdate(manager, WebhookDelivery, { id: delivery.id, attempts: delivery.attempts });
        if (!current) return;
        const now = ctx.now();
        const attempts = delivery.attempts + 1;
        const delivered = status !== null && status >= 200 && status < 300;
        const gone = status === 410;
        // A retry asked for while this attempt was in flight made the delivery due again. Its
        // attempt comes at that time, even after the last: this failure's backoff would replace
        // its job, and the retry's own run, if it began meanwhile, is fenced out by this record.
        const retriedAt = current.status === 'pending' && current.nextAttemptAt && current.nextAttemptAt.getTime() !== delivery.nextAttemptAt?.getTime() ? current.nextAttemptAt : null;
        const backoffAt = attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + RETRY_DELAYS_MS[attempts - 1]!);
        const nextAttemptAt = delivered || gone ? null : (retriedAt ?? backoffAt);
        await manager.update(
          WebhookDelivery,
          { id: delivery.id },
          { attempts, lastStatusCode: status, lastAttemptAt: now, status: delivered ? 'delivered' : nextAttemptAt ? 'pending' : 'failed', nextAttemptAt },
        );
        if (nextAttemptAt) await scheduleAttempt(ctx.jobs, manager, delivery.id, nextAttemptAt);
        if (delivered) await manager.update(Webhook, { id: webhook.id }, { failingSince: null });
        else if (gone) await manager.update(Webhook, { id: webhook.id }, { enabled: false });
        else {
          await manager.update(Webhook, { id: webhook.id, failingSince: IsNull() }, { failingSince: now });
          const since = new Date(now.getTime() - FAILING_DAYS_TO_DISABLE * DAY_MS);
          const { affected: disabled } = await manager.update(Webhook, { id: webhook.id, enabled: true, failingSince: LessThan(since) }, { enabled: false });
          if (disabled === 1) await emailOwnersOfDisabled(manager, webhook, status);
        }
      });
    },
  };
}
