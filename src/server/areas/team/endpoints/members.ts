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
  handler: (ctx) => ctx.services.team.members(ctx.business),
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
  handler: (ctx, input) => ctx.services.team.remove(ctx.business, input.memberId),
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
