import type { MemberRole } from '../../common/team.js';
import type { PaymentsConfig, PayoutsConfig, StripeKeys } from './config.js';
import type { Database } from './db/database.js';
import type { JobQueue } from './jobs/queue.js';
import type { PiiCipher } from './security/pii.js';
import type { RequestLimiter } from './security/request-limits.js';

/** What every service needs from the outside world; tests build it with their own clock. */
export interface ServiceContext {
  db: Database;
  /** Emails and other work that must follow a commit are enqueued here, in the same transaction. */
  jobs: JobQueue;
  limits: RequestLimiter;
  now: () => Date;
  /** Where links in emails point (the app's own origin). */
  publicUrl: string;
  log: (line: string) => void;
  /** How businesses pay for hours: the invoice or Stripe (DECISIONS.md section 12). */
  payments: PaymentsConfig;
  /** How chefs are paid: by hand or Stripe Connect (DECISIONS.md section 13). */
  payouts: PayoutsConfig;
  /** Stripe's keys, when PAYMENTS or PAYOUTS is stripe (or the keys are simply given). */
  stripe: StripeKeys | null;
  /** Seals and opens chefs' tax ids and bank accounts; null without PII_KEY, when none can be stored. */
  pii: PiiCipher | null;
  /** Where backups go and whether the daily one runs (DECISIONS.md section 21). */
  backups: BackupSettings;
  /** Where webhooks may send: public https addresses only, or anywhere (WEBHOOK_TARGETS). */
  webhookTargets: 'public' | 'any';
}

export interface BackupSettings {
  /** The database they copy: DATABASE_URL. */
  databaseUrl: string;
  /** BACKUP_DIR. */
  directory: string;
  /** The daily job on SQLite; off with BACKUPS=off. */
  daily: boolean;
}

/** Who is calling. Services check access against this; transports only establish it. */
/**
 * Who acts for one business (DECISIONS.md sections 18 and 19): the business and its contact (the
 * registering owner's, whoever acts) and the role the call has there, read from the database on
 * every call. Either a person signed in with the business cookie, with their sign-in and
 * membership, or an API key, with no person behind it.
 */
export type BusinessPrincipal = MemberPrincipal | ApiKeyPrincipal;

interface ActingForBusiness {
  kind: 'business';
  contactId: number;
  businessId: number;
  role: MemberRole;
}

/** A person signed in with the business cookie, an active member of the business. */
export interface MemberPrincipal extends ActingForBusiness {
  accountId: number;
  memberId: number;
  apiKey: null;
}

/**
 * An API key calling a business's REST path (DECISIONS.md section 19): `apiKey` names it, so that
 * what the call records can say which key made it ("API key: <name>").
 */
export interface ApiKeyPrincipal extends ActingForBusiness {
  accountId: null;
  memberId: null;
  apiKey: { id: number; name: string };
}

export interface AdminPrincipal {
  kind: 'admin';
  adminId: number;
  username: string;
}

/** A chef signed in to the portal: an invited or active chef whose cookie's version is current. */
export interface ChefPrincipal {
  kind: 'chef';
  chefId: number;
}

/** Who may read a business's data: never a chef, who is not part of this union. */
export type Principal = BusinessPrincipal | AdminPrincipal;
