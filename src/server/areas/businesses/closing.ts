import { In, IsNull, Not, type EntityManager } from 'typeorm';
import { Account } from '../../core/db/entities/account.js';
import { Business } from '../../core/db/entities/business.js';
import { Contact } from '../../core/db/entities/contact.js';
import { Member } from '../../core/db/entities/member.js';
import { findForUpdate } from '../../core/db/locks.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import { closeAccounts } from '../accounts/index.js';
import { BillingOrder, lockPendingOrders, renameCreatorsOfOrders } from '../billing/index.js';
import { cancelUpcomingBookings, renameCreatorsOfBookings } from '../bookings/index.js';
import { closeHoursRequestsOf } from '../inbox/index.js';
import { closeIntegrationsOf } from '../integrations/index.js';
import { removeTeam } from '../team/index.js';
import { erasedEmailHash } from './opening.js';

/** What an erased person's first name becomes (DECISIONS.md section 21, word for word). */
export const ERASED_NAME = 'Deleted member';

/** The open businesses among `ids`, locked so that two closes of one business cannot both go ahead. */
export function openBusinessesForUpdate(manager: EntityManager, ids: number[]): Promise<Business[]> {
  return findForUpdate(manager, Business, { id: In(ids), closedAt: IsNull() });
}

/**
 * Whether the business has a pending order though billing canceled them before the close began
 * (BillingService.cancelPendingOrders): one placed meanwhile. Decided under the name lock an
 * order takes, so an order after this either is seen here or finds the business closed.
 */
export async function orderPlacedWhileClosing(manager: EntityManager, businessId: number): Promise<boolean> {
  await lockPendingOrders(manager, businessId);
  return manager.existsBy(BillingOrder, { businessId, status: 'pending' });
}

/** The accounts among `accountIds` that are also a member of another open business: those people only leave. */
async function accountsStayingElsewhere(manager: EntityManager, businessId: number, accountIds: number[]): Promise<Set<number>> {
  if (accountIds.length === 0) return new Set();
  const rows = await manager
    .createQueryBuilder(Member, 'member')
    .select('member.accountId', 'accountId')
    .innerJoin(Business, 'business', 'business.id = member.businessId AND business.closedAt IS NULL')
    .where('member.accountId IN (:...accountIds)', { accountIds })
    .andWhere('member.businessId != :businessId', { businessId })
    .getRawMany<{ accountId: number | string }>();
  return new Set(rows.map(({ accountId }) => Number(accountId)));
}

/**
 * The team of a closing business (DECISIONS.md section 21). Every member leaves it (removeTeam). A person who belongs to no
 * other business is erased: what they booked or ordered now names "Deleted member" (section
 * 18: createdBy is kept, its name rewritten), their emails are dropped (JobQueue.dropEmailsTo),
 * and their account is among those answered, for the caller to close. A member of another business
 * keeps their name on what they made, and their sign-in; so does an invitee's address that
 * another business or a sign-in knows.
 */
async function dissolveTeam(jobs: JobQueue, manager: EntityManager, businessId: number): Promise<{ erasedAccountIds: number[]; staying: Set<number> }> {
  const members = await manager.find(Member, { select: { id: true, accountId: true, email: true, emailKey: true }, where: { businessId } });
  const joined = members.filter((member): member is Member & { accountId: number } => member.accountId !== null);
  const staying = await accountsStayingElsewhere(manager, businessId, joined.map(({ accountId }) => accountId));
  const erased = joined.filter(({ accountId }) => !staying.has(accountId));
  const erasedIds = erased.map(({ id }) => id);
  await renameCreatorsOfBookings(manager, erasedIds, ERASED_NAME);
  await renameCreatorsOfOrders(manager, erasedIds, ERASED_NAME);
  for (const { email } of erased) await jobs.dropEmailsTo(manager, email);
  // An address invited that no sign-in or other business knows was held for this invitation alone.
  for (const { email, emailKey: key } of members.filter((member) => member.accountId === null)) {
    const knownElsewhere = (await manager.existsBy(Contact, { emailKey: key })) || (await manager.existsBy(Member, { emailKey: key, businessId: Not(businessId) }));
    if (!knownElsewhere) await jobs.dropEmailsTo(manager, email);
  }
  await removeTeam(manager, businessId);
  return { erasedAccountIds: erased.map(({ accountId }) => accountId), staying };
}

/**
 * Closes a business in the caller's transaction (DECISIONS.md sections 21 and 24): its
 * upcoming bookings are canceled as it would cancel them, its pending hours requests
 * declined, its API keys revoked and webhooks deleted, its team dissolved (dissolveTeam) and its contact erased (names, email, phone;
 * only a hash of the email stays, for registration to refuse); every erased person's sign-in
 * is removed and their sessions ended, and the emails still queued for them dropped.
 * Its row, orders, ledger and the chefs' earnings stay, for the books the CRA requires; the
 * bank's remaining hours are not refunded and no other ledger line is written.
 */
export async function closeBusiness(jobs: JobQueue, manager: EntityManager, now: Date, businessId: number): Promise<void> {
  await cancelUpcomingBookings(jobs, manager, now, businessId);
  await closeHoursRequestsOf(manager, businessId, now, ERASED_NAME);
  await closeIntegrationsOf(manager, businessId);
  const { erasedAccountIds, staying } = await dissolveTeam(jobs, manager, businessId);

  const contacts = await manager.find(Contact, { select: { id: true, email: true, emailKey: true }, where: { businessId } });
  for (const contact of contacts) {
    await jobs.dropEmailsTo(manager, contact.email);
    const erased = { firstName: ERASED_NAME, lastName: '', email: '', emailKey: '', erasedEmailHash: erasedEmailHash(contact.emailKey), phone: '', newsletter: false };
    await manager.update(Contact, { id: contact.id }, erased);
  }
  // The contact's own sign-in too, unless they are a member of another business: they only leave this one.
  const contactAccounts = await manager.find(Account, { select: { id: true }, where: { contactId: In(contacts.map(({ id }) => id)) } });
  const contactAccountIds = contactAccounts.map(({ id }) => id).filter((id) => !staying.has(id));
  await closeAccounts(manager, [...new Set([...erasedAccountIds, ...contactAccountIds])]);
  await manager.update(Business, { id: businessId }, { closedAt: now });
}
