import type { EntityManager } from 'typeorm';
import { sqlStatements } from '../db/statements.js';
import type { JobQueue } from '../jobs/queue.js';
import type { Email } from '../mail/mailer.js';

/** The contact and the email toggle in one read (no settings row: the default, on). */
const recipientStatements = sqlStatements((parameter) => ({
  recipient: `SELECT contact.email, contact."firstName", settings."emailNotifications" FROM contact
    LEFT JOIN business_settings settings ON settings."businessId" = contact."businessId" WHERE contact."businessId" = ${parameter(0)} LIMIT 1`,
}));

interface RecipientRow {
  email: string;
  firstName: string;
  /** A boolean on PostgreSQL, 0 or 1 on SQLite; null without a settings row. */
  emailNotifications: boolean | number | null;
}

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
  const [recipient] = (await manager.query(recipientStatements(manager).recipient, [businessId])) as RecipientRow[];
  if (!recipient || (recipient.emailNotifications !== null && !recipient.emailNotifications)) return;
  await jobs.enqueue(manager, 'email', compose(recipient.email, recipient.firstName));
}
