/** Contact messages, newsletter sign-ups and hours requests: the admin inbox. The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { createInboxService } from './inbox.js';
import { inboxOperations } from './openapi.js';
import { inboxApiRoutes } from './rest.js';
import { inboxAdminProcedures, inboxPublicProcedures } from './router.js';
export * from './inbox.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';

declare module '../../core/services.js' {
  interface Services {
    inbox: ReturnType<typeof createInboxService>;
  }
}

export const inboxArea = defineArea({
  name: 'inbox',
  services: { inbox: createInboxService },
  handWritten: {
    procedures: { public: inboxPublicProcedures, admin: inboxAdminProcedures },
    rest: [{ at: '/api', routes: inboxApiRoutes }],
    operations: inboxOperations,
  },
});
