import type { EntityManager } from 'typeorm';
import type { MemberRole } from '../../common/team.js';
import type { PaymentsConfig, PayoutsConfig, StripeKeys } from './config.js';
import type { Database } from './db/database.js';
import type { Chef } from './db/entities/chef.js';
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
  /** What reliability changes on a chef's row, written by chefs (the composition root hands it over). */
  chefSuspensions: ChefSuspensions;
}

/**
 * The changes to a chef's row that reliability (strikes, appeals, no-shows) asks of chefs, the
 * row's owner and only writer, each in the caller's transaction with its conditions. Reliability
 * stands under chefs (every chef view shows the reliability record), so it cannot import chefs'
 * face without a circle; the composition root (src/server/services.ts) gives it chefs' functions
 * here instead.
 */
export interface ChefSuspensions {
  /** On a strike that suspends (the caller holds the chef's row lock): an active chef is suspended until `until`, their last appeal forgotten; a suspended one's end moves to `until`. */
  suspend(manager: EntityManager, chef: Pick<Chef, 'id' | 'status'>, until: Date): Promise<void>;
  /** The suspension's end: the chef is active again if still suspended and the end is due at `now`; else nothing changes. */
  endDue(manager: EntityManager, chefId: number, now: Date): Promise<void>;
  /** Claims the one appeal of the suspension the chef is under, at `at`: false when they are not suspended or appealed already. */
  claimAppeal(manager: EntityManager, chefId: number, at: Date): Promise<boolean>;
  /** One more no-show on the chef's record for good (the admin's chef views show them all, beyond the 90-day window). */
  countNoShow(manager: EntityManager, chefId: number): Promise<void>;
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
