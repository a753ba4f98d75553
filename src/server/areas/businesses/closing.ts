import { In, IsNull, type EntityManager } from 'typeorm';
import { Account } from '../../core/db/entities/account.js';
import { Business } from '../../core/db/entities/business.js';
import { Contact } from '../../core/db/entities/contact.js';
import { HoursRequest } from '../../core/db/entities/inbox.js';
import { PasswordResetToken } from '../../core/db/entities/password-reset-token.js';
import { findForUpdate } from '../../core/db/locks.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import { cancelUpcomingBookings } from '../bookings/index.js';
import { erasedEmailHash } from '../registration/index.js';

/** What an erased person's first name becomes (DECISIONS.md section 21, word for word). */
export const ERASED_NAME = 'Deleted member';

/** The open businesses among `ids`, locked so that two closes of one business cannot both go ahead. */
export function openBusinessesForUpdate(manager: EntityManager, ids: number[]): Promise<Business[]> {
  return findForUpdate(manager, Business, { id: In(ids), closedAt: IsNull() });
}

/**
 * Closes a business in the caller's transaction (DECISIONS.md sections 21 and 24): its
 * upcoming bookings are canceled as it would cancel them, its pending hours requests
 * declined, and its people erased (names, email, phone, sign-in; only a hash of the email
 * stays, for registration to refuse) with their sessions ended and the emails still queued for
 * them dropped.
 * Its row, orders, ledger and the chefs' earnings stay, for the books the CRA requires; the
 * bank's remaining hours are not refunded and no other ledger line is written.
 */
export async function closeBusiness(jobs: JobQueue, manager: EntityManager, now: Date, businessId: number): Promise<void> {
  await cancelUpcomingBookings(jobs, manager, now, businessId);
  await manager.update(HoursRequest, { businessId, status: 'pending' }, { status: 'declined', decidedAt: now });
  await manager.update(HoursRequest, { businessId }, { contactName: ERASED_NAME, email: '', phone: '' });

  const contacts = await manager.find(Contact, { select: { id: true, email: true, emailKey: true }, where: { businessId } });
  for (const contact of contacts) {
    await jobs.dropEmailsTo(manager, contact.email);
    const erased = { firstName: ERASED_NAME, lastName: '', email: '', emailKey: '', erasedEmailHash: erasedEmailHash(contact.emailKey), phone: '', newsletter: false };
    await manager.update(Contact, { id: contact.id }, erased);
  }
  const accounts = await manager.find(Account, { select: { id: true }, where: { contactId: In(contacts.map(({ id }) => id)) } });
  const accountIds = accounts.map(({ id }) => id);
  if (accountIds.length > 0) {
    // No username or password is left to sign in with, and the raised version ends every cookie.
    await manager.update(Account, { id: In(accountIds) }, { username: null, usernameKey: null, passwordHash: null });
    await manager.increment(Account, { id: In(accountIds) }, 'sessionVersion', 1);
    await manager.delete(PasswordResetToken, { accountId: In(accountIds) });
  }
  await manager.update(Business, { id: businessId }, { closedAt: now });
}
