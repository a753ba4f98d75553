import { accountSetupInput, passwordRecoveryRequestInput, passwordResetInput, usernameCheckInput } from '../../../../common/schemas/account.js';
import { usernameCheckAnswer } from '../../../../common/schemas/answers/accounts.js';
import { successMessageAnswer } from '../../../../common/schemas/answers/shared.js';
import { MEMBER_ROLES } from '../../../../common/team.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { TOO_MANY_REQUESTS } from '../../../core/security/request-limits.js';
import { ACCOUNT_EXISTS, ONLY_OWN_ACCOUNT } from '../accounts.js';

/** A business contact's username and password: whether a name is taken, the first setup, and recovery. */

export const checkUsername = defineEndpoint({
  procedure: { path: 'public.checkUsername', type: 'query' },
  access: 'public',
  input: usernameCheckInput,
  handler: async (ctx, input) => ({ exists: await ctx.services.accounts.usernameExists(input.username) }),
  rest: {
    operationId: 'checkUsername',
    method: 'get',
    path: '/api/mobile/check-username',
    summary: 'Whether a username is taken (query: username)',
    answer: usernameCheckAnswer,
    errors: { 400: 'Username is required (missing, empty or over 100 characters)' },
    // The query string's other parameters are ignored, as a browser's or a cache's may be there.
    input: (request) => request.parse(usernameCheckInput, { username: request.query.username }),
  },
});

export const setUpAccount = defineEndpoint({
  procedure: { path: 'business.setUpAccount', type: 'mutation' },
  access: { business: MEMBER_ROLES, person: true },
  input: accountSetupInput,
  handler: (ctx, input) => ctx.services.accounts.setUpAccount(ctx.business, input),
  rest: {
    operationId: 'setUpAccount',
    method: 'post',
    path: '/api/mobile/setup',
    status: 201,
    summary: "Create the signed-in contact's username and password (once)",
    answer: successMessageAnswer,
    errors: { 403: ONLY_OWN_ACCOUNT, 409: ACCOUNT_EXISTS },
    successFlagOnError: true,
  },
});

export const requestPasswordReset = defineEndpoint({
  procedure: { path: 'public.passwordRecovery.request', type: 'mutation' },
  access: 'public',
  input: passwordRecoveryRequestInput,
  handler: (ctx, input) => ctx.services.accounts.requestPasswordReset(input.email, ctx.clientAddress),
  rest: {
    operationId: 'requestPasswordReset',
    method: 'post',
    path: '/api/password-recovery/request',
    summary: 'Email a reset link if the address has an account; same answer either way',
    answer: successMessageAnswer,
    errors: { 429: `${TOO_MANY_REQUESTS} (3 per email, whether or not it has an account, and 10 per address an hour; see Retry-After)` },
  },
});

export const resetPassword = defineEndpoint({
  procedure: { path: 'public.passwordRecovery.reset', type: 'mutation' },
  access: 'public',
  input: passwordResetInput,
  handler: (ctx, input) => ctx.services.accounts.resetPassword(input.token, input.password),
  rest: { operationId: 'resetPassword', method: 'post', path: '/api/password-recovery/reset', summary: 'Set a new password with a reset token; ends every session', answer: successMessageAnswer },
});
