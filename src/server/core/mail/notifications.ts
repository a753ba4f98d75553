import type { EntityManager } from 'typeorm';
import { sqlStatements } from '../db/statements.js';
import type { JobQueue } from '../jobs/queue.js';
import type { EmailJob } from './render.js';
import { recipientSql } from './queries.js';

const recipientStatements = sqlStatements(recipientSql);

export interface RecipientRow {
  email: string;
  firstName: string;
  /** A boolean on PostgreSQL, 0 or 1 on SQLite; null without a settings row. */
  emailNotifications: boolean | number | null;
}

/** The email toggle is on, or was never set (the default, on). */
export function emailsWanted(recipient: RecipientRow): boolean {
  return recipient.emailNotifications === null || Boolean(recipient.emailNotifications);
}

/**
 * Emails a business's contact when its email toggle is on, decided and enqueued in the
 * caller's transaction: the email goes if and only if the change commits.
 */
export async function notifyBusiness(
  jobs: JobQueue,
  manager: EntityManager,
  businessId: number,
  compose: (to: string, firstName: string) => EmailJob,
): Promise<void> {
  const [recipient] = (await manager.query(recipientStatements(manager).recipient, [businessId])) as RecipientRow[];
  if (!recipient || !emailsWanted(recipient)) return;
  await jobs.enqueue(manager, 'email', compose(recipient.email, recipient.firstName));
}
