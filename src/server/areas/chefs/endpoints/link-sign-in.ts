import { chefDoneAnswer, chefMessageAnswer, chefSelfAnswer } from '../../../../common/schemas/answers/chefs.js';
import { chefLoginInput, chefLoginLinkInput } from '../../../../common/schemas/chefs.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { TOO_MANY_REQUESTS } from '../../../core/security/request-limits.js';
import { INVALID_CHEF_LINK } from '../chef-accounts.js';
import { chefLogIn, chefLogOut } from '../link-sign-in.js';

/** A chef signs in by an emailed link (DECISIONS.md section 8): no password. */

export const requestChefLoginLink = defineEndpoint({
  procedure: { path: 'chef.requestLoginLink', type: 'mutation' },
  access: 'public',
  input: chefLoginLinkInput,
  handler: (ctx, input) => ctx.services.chefAccounts.requestLink(input.email, ctx.clientAddress),
  rest: {
    operationId: 'requestChefLoginLink',
    method: 'post',
    path: '/api/chef/login-link',
    summary: 'Email a sign-in link valid 15 minutes if the address is an invited or active chef; always the same 200',
    answer: chefMessageAnswer,
    errors: { 429: `${TOO_MANY_REQUESTS} (3 per email, counted with password recovery, and 10 per address an hour; see Retry-After)` },
  },
});

export const logInChef = defineEndpoint({
  procedure: { path: 'chef.login', type: 'mutation' },
  access: 'public',
  input: chefLoginInput,
  handler: (ctx, input) => chefLogIn(ctx, input),
  rest: {
    operationId: 'logInChef',
    method: 'post',
    path: '/api/chef/login',
    summary: "Follow a sign-in link (single use): sets the chef session cookie and answers the chef's own view",
    answer: chefSelfAnswer,
    errors: { 400: INVALID_CHEF_LINK },
  },
});

/** Like public.logout: without a chef session it only clears the cookie. */
export const logOutChef = defineEndpoint({
  procedure: { path: 'chef.logout', type: 'mutation' },
  access: 'public',
  handler: (ctx) => chefLogOut(ctx),
  rest: { operationId: 'logOutChef', method: 'post', path: '/api/chef/logout', summary: 'End every session of the signed-in chef', answer: chefDoneAnswer },
});
