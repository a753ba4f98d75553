import type { EntityManager } from 'typeorm';
import { Contact } from '../db/entities/contact.js';
import { BusinessSettings } from '../db/entities/operations.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Email } from '../mail/mailer.js';

/**
 * Emails a business's contact when its email toggle is on, decided and enqueued in the
 * caller's transaction: the email goes if and only if the change commits.
 */
export async function notifyBusiness(
  jobs: JobQueue,
  manager: EntityManager,
  businessId: number,
  compose: (to: string, firstName: string) => Email,
): Promise<void> {
  const settings = await manager.findOneBy(BusinessSettings, { businessId });
  if (settings && !settings.emailNotifications) return;
  const recipient = await manager.findOneBy(Contact, { businessId });
  if (recipient) await jobs.enqueue(manager, 'email', compose(recipient.email, recipient.firstName));
}
