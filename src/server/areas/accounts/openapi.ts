import { TOO_MANY_REQUESTS } from '../../core/security/request-limits.js';
import { accountSetupInput, loginInput, passwordRecoveryRequestInput, passwordResetInput } from '../../../common/schemas/account.js';
import { type Operation, loginErrors } from '../../core/http/openapi-operation.js';
import { adminLoginAnswer, businessLoginAnswer, logoutAnswer, usernameCheckAnswer } from '../../../common/schemas/answers/accounts.js';
import { successMessageAnswer } from '../../../common/schemas/answers/shared.js';
import { ACCOUNT_EXISTS, ONLY_OWN_ACCOUNT } from './accounts.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const accountsOperations: Operation[] = [
  { operationId: 'checkUsername', method: 'get', path: '/api/mobile/check-username', summary: 'Whether a username is taken (query: username)', access: 'anyone', answer: usernameCheckAnswer, errors: { 400: 'Username is required (missing, empty or over 100 characters)' } },
  { operationId: 'setUpAccount', method: 'post', path: '/api/mobile/setup', status: 201, summary: "Create the signed-in contact's username and password (once)", access: 'business', body: accountSetupInput, answer: successMessageAnswer, errors: { 403: ONLY_OWN_ACCOUNT, 409: ACCOUNT_EXISTS } },
  { operationId: 'logInBusiness', method: 'post', path: '/api/mobile/login', summary: 'Business login; sets the business session cookie', access: 'anyone', body: loginInput, answer: businessLoginAnswer, errors: loginErrors },
  { operationId: 'logOutBusiness', method: 'post', path: '/api/logout', summary: 'End every session of the signed-in account', access: 'anyone', answer: logoutAnswer },
  { operationId: 'requestPasswordReset', method: 'post', path: '/api/password-recovery/request', summary: 'Email a reset link if the address has an account; same answer either way', access: 'anyone', body: passwordRecoveryRequestInput, answer: successMessageAnswer, errors: { 429: `${TOO_MANY_REQUESTS} (3 per email, whether or not it has an account, and 10 per address an hour; see Retry-After)` } },
  { operationId: 'resetPassword', method: 'post', path: '/api/password-recovery/reset', summary: 'Set a new password with a reset token; ends every session', access: 'anyone', body: passwordResetInput, answer: successMessageAnswer },
  { operationId: 'logInAdmin', method: 'post', path: '/api/admin/login', summary: 'Admin login; sets the admin session cookie', access: 'anyone', body: loginInput, answer: adminLoginAnswer, errors: loginErrors },
  { operationId: 'logOutAdmin', method: 'post', path: '/api/admin/logout', summary: 'End the admin session', access: 'admin', answer: successMessageAnswer },
];
