import type { EntityManager } from 'typeorm';
import type { ContactMessageInput } from '../../../common/schemas/requests.js';
import { ContactMessage, HoursRequest } from '../../core/db/entities/inbox.js';
import { NewsletterSubscription } from './entities.js';
import { isoTimestamp } from '../../core/db/timestamps.js';
import type { ServiceContext } from '../../core/service-context.js';
import type { HoursRequestAnswer, InboxAnswer } from '../../../common/schemas/answers/inbox.js';

/**
 * Idempotent: an address is stored once, however often and however it is typed. The unique
 * index decides between two processes subscribing it at once; the loser's insert does nothing.
 */
export async function subscribe(manager: EntityManager, email: string): Promise<void> {
  await manager.createQueryBuilder().insert().into(NewsletterSubscription).values({ email: email.trim().toLowerCase() }).orIgnore().execute();
}

const INBOX_LIMIT = 200;

export function createInboxService(ctx: ServiceContext) {
  return {
    async sendContactMessage(input: ContactMessageInput, address: string): Promise<InboxAnswer> {
      await ctx.limits.admit('contactMessage', { address });
      return ctx.db.write(async (manager) => {
        await manager.insert(ContactMessage, {
          name: input.name,
          email: input.email,
          phone: input.phone ?? null,
          subject: input.subject,
          message: input.message,
        });
        return { success: true as const };
      });
    },

    async subscribeToNewsletter(email: string, address: string): Promise<InboxAnswer> {
      await ctx.limits.admit('newsletter', { address });
      return ctx.db.write(async (manager) => {
        await subscribe(manager, email);
        return { success: true as const };
      });
    },

    /** The admin inbox, newest first, with the count the dashboard badge shows. */
    adminInbox() {
      return ctx.db.read(async (manager) => {
        const [messages, hoursRequests, subscriptions, pendingHoursRequests] = [
          await manager.find(ContactMessage, { order: { id: 'DESC' }, take: INBOX_LIMIT }),
          await manager.find(HoursRequest, { order: { id: 'DESC' }, take: INBOX_LIMIT }),
          await manager.find(NewsletterSubscription, { order: { id: 'DESC' }, take: INBOX_LIMIT }),
          await manager.countBy(HoursRequest, { status: 'pending' }),
        ];
        return {
          pendingHoursRequests,
          messages: messages.map((message) => ({
            id: message.id,
            name: message.name,
            email: message.email,
            phone: message.phone,
            subject: message.subject,
            message: message.message,
            createdAt: isoTimestamp(message.createdAt),
          })),
          hoursRequests: hoursRequests.map(toHoursRequestView),
          subscriptions: subscriptions.map((subscription) => ({
            id: subscription.id,
            email: subscription.email,
            createdAt: isoTimestamp(subscription.createdAt),
          })),
        };
      });
    },
  };
}

export function toHoursRequestView(request: HoursRequest): HoursRequestAnswer {
  return {
    id: request.id,
    businessId: request.businessId,
    contactName: request.contactName,
    email: request.email,
    phone: request.phone,
    hoursNeeded: request.hoursNeeded,
    reason: request.reason,
    status: request.status,
    createdAt: isoTimestamp(request.createdAt),
    decidedAt: request.decidedAt ? isoTimestamp(request.decidedAt) : null,
  };
}
