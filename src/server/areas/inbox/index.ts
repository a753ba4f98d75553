/** Contact messages, newsletter sign-ups and hours requests: the admin inbox. The face other areas and the composition root import. */
export * from './inbox.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';
export { inboxEntities } from './entities.js';

import type { createInboxService } from './inbox.js';

declare module '../../core/services.js' {
  interface Services {
    inbox: ReturnType<typeof createInboxService>;
  }
}
