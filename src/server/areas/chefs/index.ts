/** Chefs: the admin's roster, chef accounts and sign-in links, and the chef portal. The face other areas and the composition root import. */
export * from './chef-accounts.js';
export * from './chef-portal.js';
export * from './chefs.js';
export * from './emails.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';
export * from './sign-in.js';
export { chefsEntities } from './entities.js';

import type { createChefAccountService } from './chef-accounts.js';
import type { createChefPortalService } from './chef-portal.js';
import type { createChefService } from './chefs.js';

declare module '../../core/services.js' {
  interface Services {
    chefAccounts: ReturnType<typeof createChefAccountService>;
    chefPortal: ReturnType<typeof createChefPortalService>;
    chefs: ReturnType<typeof createChefService>;
  }
}
