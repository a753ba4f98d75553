import { z } from 'zod';
import { MEMBER_ROLES, MEMBER_STATUSES } from '../../team.js';
import { timestampAnswer } from './shared.js';

/** A member of a business as the team shows them (DECISIONS.md section 18); an invited member's names are empty. */
export const memberAnswer = z.strictObject({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(MEMBER_ROLES),
  status: z.enum(MEMBER_STATUSES),
  invitedAt: timestampAnswer.nullable(),
  lastSignInAt: timestampAnswer.nullable(),
});
export type MemberAnswer = z.output<typeof memberAnswer>;

/** GET /api/business/members: owners first, then by name. */
export const membersAnswer = z.strictObject({ members: z.array(memberAnswer) });
export type MembersAnswer = z.output<typeof membersAnswer>;

/** A member invited, or their role changed. */
export const memberChangedAnswer = z.strictObject({ success: z.literal(true), member: memberAnswer });
export type MemberChangedAnswer = z.output<typeof memberChangedAnswer>;

/** A member removed. */
export const memberRemovedAnswer = z.strictObject({ success: z.literal(true) });
export type MemberRemovedAnswer = z.output<typeof memberRemovedAnswer>;

/** POST /api/join (201): the business joined, which the session now acts for. */
export const joinedAnswer = z.strictObject({ success: z.literal(true), businessId: z.number().int() });
export type JoinedAnswer = z.output<typeof joinedAnswer>;

/** What the /join page shows of an invitation: the business, the role, who invited and the address invited. */
export const invitationAnswer = z.strictObject({ businessName: z.string(), role: z.enum(MEMBER_ROLES), invitedBy: z.string(), email: z.string() });
export type InvitationAnswer = z.output<typeof invitationAnswer>;
