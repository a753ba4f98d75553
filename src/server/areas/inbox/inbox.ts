import type { EntityManager } from 'typeorm';
import type { HoursRequestStatus } from '../../../common/constants.js';
import type { ContactMessageInput } from '../../../common/schemas/requests.js';
import { ContactMessage, HoursRequest, NewsletterSubscription } from './entities.js';
import { findOneForUpdate } from '../../core/db/locks.js';
import { AppError } from '../../core/errors.js';
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

/** A message to the admin inbox, from the contact form or another area's form (a chef's appeal). */
export async function fileContactMessage(manager: EntityManager, message: Pick<ContactMessage, 'name' | 'email' | 'phone' | 'subject' | 'message'>): Promise<void> {
  await manager.insert(ContactMessage, message);
}

/** A business's request for more hours, pending until an admin decides it. */
export async function fileHoursRequest(manager: EntityManager, request: Pick<HoursRequest, 'businessId' | 'contactName' | 'email' | 'phone' | 'hoursNeeded' | 'reason'>): Promise<HoursRequest> {
  const { identifiers } = await manager.insert(HoursRequest, { ...request, status: 'pending' });
  return manager.findOneByOrFail(HoursRequest, { id: identifiers[0]?.id as number });
}

/**
 * Decides a pending request, locked: of two admins deciding at once, one decides and the other
 * is told it was already decided, so its hours are added once. The request as decided.
 */
export async function decidePendingHoursRequest(manager: EntityManager, requestId: number, decision: Extract<HoursRequestStatus, 'approved' | 'declined'>, now: Date): Promise<HoursRequest> {
  const request = await findOneForUpdate(manager, HoursRequest, { id: requestId });
  if (!request) throw new AppError('NOT_FOUND', 'Hours request not found');
  if (request.status !== 'pending') throw new AppError('CONFLICT', `This request was already ${request.status}`);
  await manager.update(HoursRequest, { id: request.id }, { status: decision, decidedAt: now });
  return { ...request, status: decision, decidedAt: now };
}

/** A closing business's requests: the pending ones declined, and the person who asked erased from all of them. */
export async function closeHoursRequestsOf(manager: EntityManager, businessId: number, now: Date, erasedName: string): Promise<void> {
  await manager.update(HoursRequest, { businessId, status: 'pending' }, { status: 'declined', decidedAt: now });
  await manager.update(HoursRequest, { businessId }, { contactName: erasedName, email: '', phone: '' });
}

const INBOX_LIMIT = 200;

export function createInboxService(ctx: ServiceContext) {
  return {
    async sendContactMessage(input: ContactMessageInput, address: string): Promise<InboxAnswer> {
      await ctx.limits.admit('contactMessage', { address });
      return ctx.db.write(async (manager) => {
        await fileContactMessage(manager, {
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
