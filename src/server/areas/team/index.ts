/** A business's team: its members, their roles and who leaves it (DECISIONS.md section 18). The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { invitationDetails, inviteMember, joinTeam } from './endpoints/invitations.js';
import { adminListMembers, adminRemoveMember, changeMemberRole, listMembers, removeMember } from './endpoints/members.js';
import { teamEmailTemplates } from './emails.js';
import { createTeamService } from './team.js';
export * from './team.js';
export * from './emails.js';

declare module '../../core/services.js' {
  interface Services {
    team: ReturnType<typeof createTeamService>;
  }
}

export const teamArea = defineArea({
  name: 'team',
  description: "A business's people: its members and their roles (owner, manager, bookkeeper), invitations, and joining with one.",
  emailTemplates: teamEmailTemplates,
  services: { team: createTeamService },
  endpoints: [listMembers, changeMemberRole, removeMember, inviteMember, invitationDetails, joinTeam, adminListMembers, adminRemoveMember],
});
