/** Business and admin accounts: usernames, passwords, recovery and signing in and out. The face other areas and the composition root import. */
import { accountsEmailTemplates } from './emails.js';
import { accountsEntities } from './entities.js';
import { defineArea } from '../../core/endpoints/area.js';
import { checkUsername, requestPasswordReset, resetPassword, setUpAccount } from './endpoints/account.js';
import { logInAdmin, logInBusiness, logOutAdmin, logOutBusiness } from './endpoints/password-sign-in.js';
import { createAccountService } from './accounts.js';
export * from './accounts.js';
export * from './entities.js';
export * from './emails.js';
export * from './password-sign-in.js';

declare module '../../core/services.js' {
  interface Services {
    accounts: ReturnType<typeof createAccountService>;
  }
}

export const accountsArea = defineArea({
  name: 'accounts',
  description: 'Signing in and out, usernames and passwords, and password recovery for business and admin accounts.',
  emailTemplates: accountsEmailTemplates,
  entities: accountsEntities,
  services: { accounts: createAccountService },
  endpoints: [checkUsername, setUpAccount, requestPasswordReset, resetPassword, logInBusiness, logOutBusiness, logInAdmin, logOutAdmin],
});
