/** Business and admin accounts: usernames, passwords, recovery and signing in and out. The face other areas and the composition root import. */
export * from './accounts.js';
export * from './emails.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';
export * from './sign-in.js';

import type { createAccountService } from './accounts.js';

declare module '../../core/services.js' {
  interface Services {
    accounts: ReturnType<typeof createAccountService>;
  }
}
