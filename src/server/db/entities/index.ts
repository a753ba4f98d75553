import { Account } from './account.js';
import { Admin } from './admin.js';
import { Booking } from './booking.js';
import { Business } from './business.js';
import { Contact } from './contact.js';
import { ContactMessage, HoursRequest, NewsletterSubscription } from './inbox.js';
import { LaborBank, LaborTransaction } from './labor.js';
import { AuditLog, BlockedSlot, BusinessSettings, PasswordResetToken } from './operations.js';

/** Registered as classes, not globs: globs break once the server is compiled or bundled. */
export const entities = [
  Account,
  Admin,
  AuditLog,
  BlockedSlot,
  Booking,
  Business,
  BusinessSettings,
  Contact,
  ContactMessage,
  HoursRequest,
  LaborBank,
  LaborTransaction,
  NewsletterSubscription,
  PasswordResetToken,
];
