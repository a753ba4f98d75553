import { z } from 'zod';
import { memberChangedAnswer, memberRemovedAnswer, membersAnswer } from '../../../../common/schemas/answers/team.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { memberRoleInput } from '../../../../common/schemas/team.js';
import { MAY, NEEDS_AN_OWNER } from '../../../../common/team.js';
import { defineEndpoint, type RestRequest } from '../../../core/endpoints/define.js';
import { MEMBER_NOT_FOUND } from '../team.js';

/** The team of the business the session acts for (DECISIONS.md section 18): every member reads it, owners change it. */

const byMember = z.strictObject({ memberId: entityId() });
const memberInPath = (request: RestRequest) => ({ memberId: request.id('id') });
const NOT_ON_THE_TEAM = `${MEMBER_NOT_FOUND} (also a member of another business)`;

export const listMembers = defineEndpoint({
  procedure: { path: 'business.team.members', type: 'query' },
  access: 'business',
  handler: (ctx) => ctx.services.team.members(ctx.business.businessId),
  rest: { operationId: 'listMembers', method: 'get', path: '/api/business/members', summary: "The business's members and invitations: owners first, then by name", answer: membersAnswer },
});

export const changeMemberRole = defineEndpoint({
  procedure: { path: 'business.team.changeRole', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: byMember.extend(memberRoleInput.shape),
  handler: (ctx, input) => ctx.services.team.changeRole(ctx.business, input.memberId, input.role),
  rest: {
    operationId: 'changeMemberRole',
    method: 'patch',
    path: '/api/business/members/{id}',
    summary: "Change a member's role (owner, manager or bookkeeper); it applies to their next call",
    body: memberRoleInput,
    answer: memberChangedAnswer,
    errors: { 404: NOT_ON_THE_TEAM, 409: `${NEEDS_AN_OWNER} (the last active owner)` },
    input: (request) => ({ ...memberInPath(request), ...request.parse(memberRoleInput, request.body) }),
  },
});

export const removeMember = defineEndpoint({
  procedure: { path: 'business.team.remove', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: byMember,
  handler: (ctx, input) => ctx.services.team.remove(ctx.business.businessId, input.memberId),
  rest: {
    operationId: 'removeMember',
    method: 'delete',
    path: '/api/business/members/{id}',
    summary: 'Remove a member or withdraw an invitation: their next call for this business is refused, whatever cookie they hold',
    answer: memberRemovedAnswer,
    errors: { 404: NOT_ON_THE_TEAM, 409: `${NEEDS_AN_OWNER} (the last active owner)` },
    input: memberInPath,
  },
});

/** The admin's view of a business's team, on its details screen (DECISIONS.md section 18). */
export const adminListMembers = defineEndpoint({
  procedure: { path: 'admin.businessMembers', type: 'query' },
  access: 'admin',
  input: z.strictObject({ businessId: entityId() }),
  handler: (ctx, input) => ctx.services.team.members(input.businessId),
  rest: {
    operationId: 'adminListMembers',
    method: 'get',
    path: '/api/admin/business/{id}/members',
    summary: "A business's members and invitations: owners first, then by name",
    answer: membersAnswer,
    input: (request) => ({ businessId: request.id('id') }),
  },
});

export const adminRemoveMember = defineEndpoint({
  procedure: { path: 'admin.removeBusinessMember', type: 'mutation' },
  access: 'admin',
  input: byMember.extend({ businessId: entityId() }),
  handler: (ctx, input) => ctx.services.team.remove(input.businessId, input.memberId),
  rest: {
    operationId: 'adminRemoveMember',
    method: 'delete',
    path: '/api/admin/business/{id}/members/{memberId}',
    summary: 'Remove a member of a business or withdraw an invitation: their next call for it is refused, whatever cookie they hold',
    answer: memberRemovedAnswer,
    errors: { 404: MEMBER_NOT_FOUND, 409: `${NEEDS_AN_OWNER} (the last active owner)` },
    input: (request) => ({ businessId: request.id('id'), memberId: request.id('memberId') }),
  },
});
