import { loginInput } from '../../../../common/schemas/account.js';
import { adminLoginAnswer, businessLoginAnswer, logoutAnswer } from '../../../../common/schemas/answers/accounts.js';
import { successMessageAnswer } from '../../../../common/schemas/answers/shared.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { loginErrors } from '../../../core/http/openapi-operation.js';
import { adminLogIn, adminLogOut, logIn, logOut } from '../password-sign-in.js';

/** Signing a business or the admin in and out. */

export const logInBusiness = defineEndpoint({
  procedure: { path: 'public.login', type: 'mutation' },
  access: 'public',
  input: loginInput,
  handler: (ctx, input) => logIn(ctx, input),
  rest: {
    operationId: 'logInBusiness',
    method: 'post',
    path: '/api/mobile/login',
    summary: 'Business login; sets the business session cookie',
    answer: businessLoginAnswer,
    errors: loginErrors,
    successFlagOnError: true,
  },
});

export const logOutBusiness = defineEndpoint({
  procedure: { path: 'public.logout', type: 'mutation' },
  access: 'public',
  handler: (ctx) => logOut(ctx),
  rest: { operationId: 'logOutBusiness', method: 'post', path: '/api/logout', summary: 'End every session of the signed-in account', answer: logoutAnswer },
});

export const logInAdmin = defineEndpoint({
  procedure: { path: 'admin.login', type: 'mutation' },
  access: 'public',
  input: loginInput,
  handler: (ctx, input) => adminLogIn(ctx, input),
  rest: { operationId: 'logInAdmin', method: 'post', path: '/api/admin/login', summary: 'Admin login; sets the admin session cookie', answer: adminLoginAnswer, errors: loginErrors },
});

export const logOutAdmin = defineEndpoint({
  procedure: { path: 'admin.logout', type: 'mutation' },
  access: 'admin',
  handler: (ctx) => adminLogOut(ctx),
  rest: { operationId: 'logOutAdmin', method: 'post', path: '/api/admin/logout', summary: 'End the admin session', answer: successMessageAnswer },
});
