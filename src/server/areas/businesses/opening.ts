import { createHash } from 'node:crypto';
import { Not, type EntityManager } from 'typeorm';
import type { BusinessStep, ContactStep } from '../../../common/schemas/registration.js';
import { emailKey, storedSearchKey } from '../../../common/search.js';
import { Business } from '../../core/db/entities/business.js';
import { BusinessSettings } from '../../core/db/entities/business-settings.js';
import { Contact } from '../../core/db/entities/contact.js';
import { lockEmailAddress } from '../../core/db/locks.js';

/** What an erased contact keeps of its email (DECISIONS.md section 21): a SHA-256 of its emailKey, never the email. */
export function erasedEmailHash(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/**
 * Whether a contact (of another business than `exceptBusinessId`) holds the address of `key`,
 * decided under the address's name lock: of two transactions giving one address to a contact
 * in two processes (registrations, profile changes), the second waits here for the first to
 * commit, then finds its contact. One account per email (DECISIONS.md sections 11 and 24).
 */
export async function emailHeld(manager: EntityManager, key: string, exceptBusinessId?: number): Promise<boolean> {
  await lockEmailAddress(manager, key);
  return manager.existsBy(Contact, exceptBusinessId === undefined ? { emailKey: key } : { emailKey: key, businessId: Not(exceptBusinessId) });
}

/**
 * The rows of a business being opened that are this area's, in the caller's transaction: the
 * business, its contact and its settings (emails on, SMS reminders off). Whoever opens it adds
 * its owner and its bank. Answers the two new ids.
 */
export async function openBusinessRows(
  manager: EntityManager,
  fields: BusinessStep,
  contactFields: Omit<ContactStep, 'preferredContact'> & { preferredContact: string },
): Promise<{ businessId: number; contactId: number }> {
  const business = await manager.insert(Business, {
    businessName: fields.businessName,
    businessType: fields.businessType,
    businessAddress: fields.businessAddress,
    city: fields.city,
    businessNameKey: storedSearchKey(fields.businessName),
    cityKey: storedSearchKey(fields.city),
    state: fields.state,
    zipCode: fields.zipCode,
    employeeCount: fields.employeeCount,
    description: fields.description ?? null,
  });
  const businessId = business.identifiers[0]?.id as number;
  const contact = await manager.insert(Contact, {
    businessId,
    firstName: contactFields.firstName,
    lastName: contactFields.lastName,
    jobTitle: contactFields.jobTitle,
    email: contactFields.email,
    emailKey: emailKey(contactFields.email),
    phone: contactFields.phone,
    preferredContact: contactFields.preferredContact,
    newsletter: contactFields.newsletter,
  });
  await manager.insert(BusinessSettings, { businessId, emailNotifications: true, smsReminders: false });
  return { businessId, contactId: contact.identifiers[0]?.id as number };
}
