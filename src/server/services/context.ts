import type { Database } from '../db/database.js';
import type { JobQueue } from '../jobs/queue.js';
import type { RequestLimiter } from '../security/request-limits.js';

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
}

/** Who is calling. Services check access against this; transports only establish it. */
export interface BusinessPrincipal {
  kind: 'business';
  accountId: number;
  contactId: number;
  businessId: number;
}

export interface AdminPrincipal {
  kind: 'admin';
  adminId: number;
  username: string;
}

export type Principal = BusinessPrincipal | AdminPrincipal;
