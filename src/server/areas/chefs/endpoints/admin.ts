import { z } from 'zod';
import { chefAnswer, chefMessageAnswer } from '../../../../common/schemas/answers/chefs.js';
import { CHEF_EMAIL_TAKEN, CHEF_NOT_FOUND, chefCreateInput, chefListInput, chefUpdateInput } from '../../../../common/schemas/chefs.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { NOT_SUSPENDED } from '../../reliability/index.js';
import { INACTIVE_CHEF_NOT_INVITED } from '../chef-accounts.js';

/** The operations team's roster of chefs: the admin's screens, and DECISIONS.md section 8's chef calls for integrators. */

const byId = z.strictObject({ id: entityId() });

/** The admin's chef table: a page of it, searched and sorted. */
export const adminChefList = defineEndpoint({
  procedure: { path: 'admin.chefs', type: 'query' },
  access: 'admin',
  input: chefListInput,
  handler: (ctx, input) => ctx.services.chefs.list(input),
});

/** REST only: every chef, for integrators, as DECISIONS.md section 8 shapes a chef. */
export const listChefs = defineEndpoint({
  access: 'admin',
  handler: (ctx) => ctx.services.chefs.all(),
  rest: { operationId: 'listChefs', method: 'get', path: '/api/admin/chefs', summary: 'Every chef, as DECISIONS.md section 8 shapes a chef', answer: z.array(chefAnswer) },
});

/** The admin's chef screen: the chef, its rating and its no-shows. */
export const adminChefView = defineEndpoint({
  procedure: { path: 'admin.chef', type: 'query' },
  access: 'admin',
  input: byId,
  handler: (ctx, input) => ctx.services.chefs.adminView(input.id),
});

/** REST only: one chef, as the integrators' list shapes it. */
export const getChef = defineEndpoint({
  access: 'admin',
  input: byId,
  handler: (ctx, input) => ctx.services.chefs.get(input.id),
  rest: {
    operationId: 'getChef',
    method: 'get',
    path: '/api/admin/chefs/{id}',
    summary: 'One chef',
    answer: chefAnswer,
    errors: { 404: CHEF_NOT_FOUND },
    input: (request) => ({ id: request.id('id') }),
  },
});

export const createChef = defineEndpoint({
  procedure: { path: 'admin.createChef', type: 'mutation' },
  access: 'admin',
  input: chefCreateInput,
  handler: (ctx, input) => ctx.services.chefs.create(ctx.admin, input),
  rest: {
    operationId: 'createChef',
    method: 'post',
    path: '/api/admin/chefs',
    status: 201,
    summary: 'Add a chef (201)',
    answer: chefAnswer,
    errors: { 409: `${CHEF_EMAIL_TAKEN} (also in errors.email)` },
  },
});

export const updateChef = defineEndpoint({
  procedure: { path: 'admin.updateChef', type: 'mutation' },
  access: 'admin',
  input: chefUpdateInput.extend({ id: entityId() }),
  handler: (ctx, { id, ...change }) => ctx.services.chefs.update(ctx.admin, id, change),
  rest: {
    operationId: 'updateChef',
    method: 'patch',
    path: '/api/admin/chefs/{id}',
    summary: "Change any of a chef's fields; status inactive deactivates (their future assignments are unassigned), status active lifts a suspension",
    body: chefUpdateInput,
    answer: chefAnswer,
    errors: { 404: CHEF_NOT_FOUND, 409: `${CHEF_EMAIL_TAKEN} (also in errors.email); "This chef is suspended until <date>" for status invited on a suspended chef` },
    input: (request) => ({ id: request.id('id'), ...request.parse(chefUpdateInput, request.body) }),
  },
});

/** Emails the chef a sign-in link valid 7 days. */
export const inviteChef = defineEndpoint({
  procedure: { path: 'admin.inviteChef', type: 'mutation' },
  access: 'admin',
  input: byId,
  handler: (ctx, input) => ctx.services.chefAccounts.invite(ctx.admin, input.id),
  rest: {
    operationId: 'inviteChef',
    method: 'post',
    path: '/api/admin/chefs/{id}/invite',
    summary: 'Email the chef a sign-in link valid 7 days',
    answer: chefMessageAnswer,
    errors: { 404: CHEF_NOT_FOUND, 409: INACTIVE_CHEF_NOT_INVITED },
    input: (request) => ({ id: request.id('id') }),
  },
});

/** What the deactivation confirmation lists before the admin confirms. */
export const chefFutureAssignments = defineEndpoint({
  procedure: { path: 'admin.chefFutureAssignments', type: 'query' },
  access: 'admin',
  input: byId,
  handler: (ctx, input) => ctx.services.chefs.futureAssignments(input.id),
});

export const deactivateChef = defineEndpoint({
  procedure: { path: 'admin.deactivateChef', type: 'mutation' },
  access: 'admin',
  input: byId,
  handler: (ctx, input) => ctx.services.chefs.deactivate(ctx.admin, input.id),
});

/** DECISIONS.md section 14: the admin lifts a suspension early; answers the chef. */
export const liftChefSuspension = defineEndpoint({
  procedure: { path: 'admin.liftSuspension', type: 'mutation' },
  access: 'admin',
  input: byId,
  handler: (ctx, input) => ctx.services.chefs.liftSuspension(ctx.admin, input.id),
  rest: {
    operationId: 'liftChefSuspension',
    method: 'delete',
    path: '/api/admin/chefs/{id}/suspension',
    summary: "Lift a chef's suspension (three strikes in 90 days) before its 14 days are up: the chef is active again; answers the chef",
    answer: chefAnswer,
    errors: { 404: CHEF_NOT_FOUND, 409: NOT_SUSPENDED },
    input: (request) => ({ id: request.id('id') }),
  },
});
