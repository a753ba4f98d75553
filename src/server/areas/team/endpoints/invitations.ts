import { joinedAnswer, memberChangedAnswer } from '../../../../common/schemas/answers/team.js';
import { invitationTokenInput, inviteMemberInput, joinInput } from '../../../../common/schemas/team.js';
import { INVALID_INVITATION, MAY } from '../../../../common/team.js';
import { sessionsOf, signedInPerson } from '../../../core/call.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { TOO_MANY_REQUESTS } from '../../../core/security/request-limits.js';
import { USERNAME_TAKEN } from '../../accounts/index.js';
import { ALREADY_ON_THE_TEAM, ALREADY_SIGNED_UP, INVITATIONS_PER_DAY } from '../team.js';

/** Inviting people to a business's team and joining it (DECISIONS.md section 18). */

export const inviteMember = defineEndpoint({
  procedure: { path: 'business.team.invite', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: inviteMemberInput,
  handler: (ctx, input) => ctx.services.team.invite(ctx.business, input),
  rest: {
    operationId: 'inviteMember',
    method: 'post',
    path: '/api/business/members',
    status: 201,
    summary: 'Invite an address in a role: an email with a single-use link valid 7 days; inviting an address still invited again sends a new link and voids the older one',
    answer: memberChangedAnswer,
    errors: { 409: ALREADY_ON_THE_TEAM, 429: `${TOO_MANY_REQUESTS} (${INVITATIONS_PER_DAY} invitations per business in 24 hours, resends included)` },
  },
});

/** What the /join page shows before the person joins. */
export const invitationDetails = defineEndpoint({
  procedure: { path: 'public.invitation', type: 'query' },
  access: 'public',
  input: invitationTokenInput,
  handler: (ctx, input) => ctx.services.team.invitation(input.token),
});

export const joinTeam = defineEndpoint({
  procedure: { path: 'public.join', type: 'mutation' },
  access: 'public',
  input: joinInput,
  /** The person joins, and is signed in for the business they joined. */
  handler: async (ctx, input) => {
    const { accountId, sessionVersion, ...joined } = await ctx.services.team.join(signedInPerson(ctx), input);
    const { business } = await ctx.services.accounts.resolveBusiness({ accountId, businessId: joined.businessId, version: sessionVersion });
    await sessionsOf(ctx).signInBusiness(business!, sessionVersion);
    return joined;
  },
  rest: {
    operationId: 'joinTeam',
    method: 'post',
    path: '/api/join',
    status: 201,
    summary:
      "Join a business's team with an invitation's token: a new person with first name, last name, username and password (their sign-in email is the invited address), or a person already signed in with the token alone; signs them in for that business",
    answer: joinedAnswer,
    errors: { 400: `${INVALID_INVITATION} (unknown, used, voided or expired)`, 409: `${ALREADY_SIGNED_UP} | ${USERNAME_TAKEN} | ${ALREADY_ON_THE_TEAM}` },
  },
});
