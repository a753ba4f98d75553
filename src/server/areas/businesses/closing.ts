import { In, IsNull, type EntityManager } from 'typeorm';
import { Account } from '../../core/db/entities/account.js';
import { Business } from '../../core/db/entities/business.js';
import { Contact } from '../../core/db/entities/contact.js';
import { findForUpdate } from '../../core/db/locks.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import { closeAccounts } from '../accounts/index.js';
import { cancelUpcomingBookings } from '../bookings/index.js';
import { closeHoursRequestsOf } from '../inbox/index.js';
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
  await closeHoursRequestsOf(manager, businessId, now, ERASED_NAME);

  const contacts = await manager.find(Contact, { select: { id: true, email: true, emailKey: true }, where: { businessId } });
  for (const contact of contacts) {
    await jobs.dropEmailsTo(manager, contact.email);
    const erased = { firstName: ERASED_NAME, lastName: '', email: '', emailKey: '', erasedEmailHash: erasedEmailHash(contact.emailKey), phone: '', newsletter: false };
    await manager.update(Contact, { id: contact.id }, erased);
  }
  const accounts = await manager.find(Account, { select: { id: true }, where: { contactId: In(contacts.map(({ id }) => id)) } });
  await closeAccounts(manager, accounts.map(({ id }) => id));
  await manager.update(Business, { id: businessId }, { closedAt: now });
}
