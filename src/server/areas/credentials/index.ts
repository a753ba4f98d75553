/** Chefs' credentials: documents, the admin's review, reminders and expiry, and the staffing settings that rest on them. The face other areas and the composition root import. */
export * from './credentials.js';
export * from './documents.js';
export * from './emails.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';
export { credentialsEntities } from './entities.js';

import type { createCredentialService } from './credentials.js';

declare module '../../core/services.js' {
  interface Services {
    credentials: ReturnType<typeof createCredentialService>;
  }
}
