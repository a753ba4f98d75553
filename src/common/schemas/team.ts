import { z } from 'zod';
import { MEMBER_ROLES } from '../team.js';
import { newPassword, username } from './account.js';
import { emailAddress, oneOf, requiredText } from './fields.js';

/** What an owner sends to manage the team (DECISIONS.md section 18). */

export const ROLE_MESSAGE = 'Role must be owner, manager or bookkeeper';

export const memberRoleInput = z.strictObject({ role: oneOf(MEMBER_ROLES, ROLE_MESSAGE) });
export type MemberRoleInput = z.output<typeof memberRoleInput>;

export const inviteMemberInput = z.strictObject({ email: emailAddress('Valid email address is required'), role: oneOf(MEMBER_ROLES, ROLE_MESSAGE) });
export type InviteMemberInput = z.output<typeof inviteMemberInput>;

const invitationToken = z.string({ error: 'Invitation token is required' }).min(1, { error: 'Invitation token is required' }).max(200, { error: 'Invitation token is required' });

/**
 * POST /api/join: the token alone for a person already signed in; with the account-setup
 * fields for a new person (the form's confirmation is checked by the page).
 */
export const newMemberInput = z.strictObject({ token: invitationToken, firstName: requiredText('First name is required'), lastName: requiredText('Last name is required'), username, password: newPassword });
export const joinInput = z.union([newMemberInput, z.strictObject({ token: invitationToken })]);
export type JoinInput = z.output<typeof joinInput>;

export const invitationTokenInput = z.strictObject({ token: invitationToken });
