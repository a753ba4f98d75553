import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** A credential's reminders before it expires, and its expiry. */
export function credentialsJobHandlers(services: Services): Pick<JobHandlers, 'remindCredentialExpiry' | 'expireCredential'> {
  return {
    remindCredentialExpiry: ({ credentialId, daysBefore }) => services.credentials.remindExpiry(credentialId, daysBefore),
    expireCredential: ({ credentialId }) => services.credentials.expire(credentialId),
  };
}
