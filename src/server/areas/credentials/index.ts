/** Chefs' credentials: documents, the admin's review, reminders and expiry, and the staffing settings that rest on them. The face other areas and the composition root import. */
import { credentialsEmailTemplates } from './emails.js';
import { credentialsEntities } from './entities.js';
import { defineArea } from '../../core/endpoints/area.js';
import { createCredentialService } from './credentials.js';
import { credentialsJobHandlers } from './job-handlers.js';
import { credentialsOperations } from './openapi.js';
import { credentialDocumentRoute, credentialsAdminApiRoutes, credentialsChefApiRoutes } from './rest.js';
import { credentialsAdminProcedures, credentialsChefProcedures } from './router.js';
export * from './credentials.js';
export * from './documents.js';
export * from './emails.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';

declare module '../../core/services.js' {
  interface Services {
    credentials: ReturnType<typeof createCredentialService>;
  }
}

export const credentialsArea = defineArea({
  name: 'credentials',
  emailTemplates: credentialsEmailTemplates,
  entities: credentialsEntities,
  services: { credentials: createCredentialService },
  jobHandlers: credentialsJobHandlers,
  handWritten: {
    procedures: { admin: credentialsAdminProcedures, chef: credentialsChefProcedures },
    rest: [{ at: '/api/admin', routes: credentialsAdminApiRoutes }, { at: '/api/chef', routes: credentialsChefApiRoutes }],
    rawBodyRest: credentialDocumentRoute,
    operations: credentialsOperations,
  },
});
