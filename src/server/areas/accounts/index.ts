/** Business and admin accounts: usernames, passwords, recovery and signing in and out. The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { createAccountService } from './accounts.js';
import { accountsOperations } from './openapi.js';
import { accountsAdminApiRoutes, accountsApiRoutes } from './rest.js';
import { accountsAdminProcedures, accountsBusinessProcedures, accountsPublicProcedures } from './router.js';
export * from './accounts.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';
export * from './sign-in.js';

declare module '../../core/services.js' {
  interface Services {
    accounts: ReturnType<typeof createAccountService>;
  }
}

export const accountsArea = defineArea({
  name: 'accounts',
  services: { accounts: createAccountService },
  handWritten: {
    procedures: { public: accountsPublicProcedures, business: accountsBusinessProcedures, admin: accountsAdminProcedures },
    rest: [{ at: '/api', routes: accountsApiRoutes }, { at: '/api/admin', routes: accountsAdminApiRoutes }],
    operations: accountsOperations,
  },
});
