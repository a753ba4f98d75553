import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** This area's job kinds and what each carries, added to core's JobPayloads as Services is filled. */
declare module '../../core/jobs/queue.js' {
  interface JobPayloads {
  /** A credential's reminder 30 or 7 days before it expires (DECISIONS.md section 14). */
  remindCredentialExpiry: { credentialId: number; daysBefore: number };
  /** A credential expires at the end of its last day (DECISIONS.md section 14). */
  expireCredential: { credentialId: number };
  }
}

/** A credential's reminders before it expires, and its expiry. */
export function credentialsJobHandlers(services: Services): Pick<JobHandlers, 'remindCredentialExpiry' | 'expireCredential'> {
  return {
    remindCredentialExpiry: ({ credentialId, daysBefore }) => services.credentials.remindExpiry(credentialId, daysBefore),
    expireCredential: ({ credentialId }) => services.credentials.expire(credentialId),
  };
}
