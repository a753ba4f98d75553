/** Chefs: the admin's roster, chef accounts and sign-in links, and the chef portal. The face other areas and the composition root import. */
import { chefsEmailTemplates } from './emails.js';
import { chefsEntities } from './entities.js';
import { defineArea } from '../../core/endpoints/area.js';
import { createChefAccountService } from './chef-accounts.js';
import { createChefPortalService } from './chef-portal.js';
import { createChefService } from './chefs.js';
import { chefsOperations } from './openapi.js';
import { chefsAdminApiRoutes, chefsChefApiRoutes } from './rest.js';
import { chefsAdminProcedures, chefsChefProcedures, chefsPublicProcedures } from './router.js';
export * from './chef-accounts.js';
export * from './chef-portal.js';
export * from './chefs.js';
export * from './emails.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';
export * from './sign-in.js';

declare module '../../core/services.js' {
  interface Services {
    chefAccounts: ReturnType<typeof createChefAccountService>;
    chefPortal: ReturnType<typeof createChefPortalService>;
    chefs: ReturnType<typeof createChefService>;
  }
}

export const chefsArea = defineArea({
  name: 'chefs',
  emailTemplates: chefsEmailTemplates,
  entities: chefsEntities,
  services: { chefAccounts: createChefAccountService, chefPortal: createChefPortalService, chefs: createChefService },
  handWritten: {
    procedures: { public: chefsPublicProcedures, admin: chefsAdminProcedures, chef: chefsChefProcedures },
    rest: [{ at: '/api/admin', routes: chefsAdminApiRoutes }, { at: '/api/chef', routes: chefsChefApiRoutes }],
    operations: chefsOperations,
  },
});
