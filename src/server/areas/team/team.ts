import { randomBytes } from 'node:crypto';
import { In, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import type { InvitationAnswer, JoinedAnswer, MemberAnswer, MemberChangedAnswer, MemberRemovedAnswer, MembersAnswer } from '../../../common/schemas/answers/team.js';
import type { InviteMemberInput, JoinInput } from '../../../common/schemas/team.js';
import { emailKey } from '../../../common/search.js';
import { company } from '../../../common/site.js';
import { INVALID_INVITATION, NEEDS_AN_OWNER, type MemberRole } from '../../../common/team.js';
import { Account } from '../../core/db/entities/account.js';
import { Business } from '../../core/db/entities/business.js';
import { Contact } from '../../core/db/entities/contact.js';
import { Member, MemberInvitation } from '../../core/db/entities/member.js';
import { isUniqueViolation } from '../../core/db/database.js';
import { findOneForUpdate, lockEmailAddress, lockName } from '../../core/db/locks.js';
import { AppError } from '../../core/errors.js';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../../core/security/passwords.js';
import { TOO_MANY_REQUESTS } from '../../core/security/request-limits.js';
import type { BusinessPrincipal, MemberPrincipal, ServiceContext } from '../../core/service-context.js';
import { createAccount, lastSignIns, recordSignIn, USERNAME_TAKEN, tokenDigest } from '../accounts/index.js';
import { teamInvitationEmail } from './emails.js';

export const MEMBER_NOT_FOUND = 'Member not found';
export const ALREADY_ON_THE_TEAM = 'This person is already on the team';
export const ALREADY_SIGNED_UP = `You already have a ${company.name} sign-in: log in, then open the link again`;
/** Invitations a business may send in 24 hours, resends included (DECISIONS.md section 18). */
export const INVITATIONS_PER_DAY = 50;
const INVITATION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The same 400 for a token that is unknown, used, voided by a newer one or expired: nothing to tell them apart. */
const invalidInvitation = () => new AppError('BAD_REQUEST', INVALID_INVITATION, { token: INVALID_INVITATION });

/** The invitation a token opens, still usable now; locked in a write so that a link followed twice at once joins once. */
async function openInvitation(manager: EntityManager, token: string, now: Date, lock: boolean): Promise<MemberInvitation> {
  const where = { tokenHash: tokenDigest(token), usedAt: IsNull(), voidedAt: IsNull(), expiresAt: MoreThan(now) };
  const invitation = lock ? await findOneForUpdate(manager, MemberInvitation, where) : await manager.findOneBy(MemberInvitation, where);
  if (!invitation) throw invalidInvitation();
  return invitation;
}

/** Whether a sign-in exists for this address: a registering contact's account with a password, or a member who joined with it. */
async function hasSignIn(manager: EntityManager, key: string): Promise<boolean> {
  const contacts = await manager.findBy(Contact, { emailKey: key });
  if (contacts.length > 0 && (await manager.existsBy(Account, { contactId: In(contacts.map(({ id }) => id)), passwordHash: Not(IsNull()) }))) return true;
  return manager.existsBy(Member, { emailKey: key, accountId: Not(IsNull()) });
}

/** A member as the team shows them, with when they last entered the business (accounts keeps it). */
function toMemberAnswer(member: Member, lastSignInAt: Date | undefined): MemberAnswer {
  return {
    id: member.id,
    firstName: member.firstName,
    lastName: member.lastName,
    email: member.email,
    role: member.role,
    status: member.status,
    invitedAt: member.invitedAt?.toISOString() ?? null,
    lastSignInAt: lastSignInAt?.toISOString() ?? null,
  };
}

/** Members as the team shows them, their sign-ins read in one query. */
async function memberAnswers(manager: EntityManager, members: Member[]): Promise<MemberAnswer[]> {
  const signIns = await lastSignIns(manager, members.map(({ id }) => id));
  return members.map((member) => toMemberAnswer(member, signIns.get(member.id)));
}

const byName = (member: Member) => `${member.firstName} ${member.lastName} ${member.email}`.trim().toLocaleLowerCase('en-CA');

/** Owners first, then by name (an invited member, nameless yet, by their address). */
function inTeamOrder(a: Member, b: Member): number {
  if ((a.role === 'owner') !== (b.role === 'owner')) return a.role === 'owner' ? -1 : 1;
  return byName(a).localeCompare(byName(b), 'en-CA') || a.id - b.id;
}

/**
 * Every change to who is on a business's team and in what role takes this lock first, so that
 * "is another owner left?" is decided on what the others have committed: two owners demoting or
 * removing each other at once leave one (on SQLite the write transaction is already one at a time).
 */
function lockTeam(manager: EntityManager, businessId: number): Promise<void> {
  return lockName(manager, `team:${businessId}`);
}

/**
 * A closing business's team goes (DECISIONS.md section 21): every member row and invitation,
 * rather than kept renamed, since a member row holds nothing but the person and their place here.
 */
export async function removeTeam(manager: EntityManager, businessId: number): Promise<void> {
  await lockTeam(manager, businessId);
  await manager.delete(MemberInvitation, { businessId });
  await manager.delete(Member, { businessId });
}

/**
 * The first owner of a business being opened, in the caller's transaction (DECISIONS.md section
 * 18: whoever opens a business is its first owner), active at once. Answers the member's id.
 */
export async function addFirstOwner(
  manager: EntityManager,
  businessId: number,
  accountId: number,
  person: Pick<Member, 'firstName' | 'lastName' | 'email'>,
): Promise<number> {
  const { identifiers } = await manager.insert(Member, { businessId, accountId, role: 'owner', status: 'active', ...person, emailKey: emailKey(person.email), invitedAt: null });
  return identifiers[0]?.id as number;
}

/** The member of this business, or 404 for a member of another business or none. */
async function memberOfBusiness(manager: EntityManager, businessId: number, memberId: number): Promise<Member> {
  const member = await manager.findOneBy(Member, { id: memberId, businessId });
  if (!member) throw new AppError('NOT_FOUND', MEMBER_NOT_FOUND);
  return member;
}

/** Refuses a change that would leave the business without an active owner. */
async function assertAnotherOwner(manager: EntityManager, member: Member): Promise<void> {
  if (member.role !== 'owner' || member.status !== 'active') return;
  const owners = await manager.countBy(Member, { businessId: member.businessId, role: 'owner', status: 'active' });
  if (owners <= 1) throw new AppError('CONFLICT', NEEDS_AN_OWNER);
}

/** A business's team (DECISIONS.md section 18): who is on it, their roles, who joins and who leaves it. */
export function createTeamService(ctx: ServiceContext) {
  /** The person joins: the membership becomes theirs and active, the link used. */
  async function admit(manager: EntityManager, invitation: MemberInvitation, person: { accountId: number; firstName: string; lastName: string }): Promise<void> {
    const now = ctx.now();
    const member = await manager.findOneByOrFail(Member, { id: invitation.memberId });
    if (await manager.existsBy(Member, { businessId: member.businessId, accountId: person.accountId })) throw new AppError('CONFLICT', ALREADY_ON_THE_TEAM);
    await manager.update(Member, { id: member.id }, { accountId: person.accountId, status: 'active', firstName: person.firstName, lastName: person.lastName });
    // Joining enters the business: the person's next sign-in picks it.
    await recordSignIn(manager, member.id, now);
    await manager.update(MemberInvitation, { id: invitation.id }, { usedAt: now });
  }

  return {
    /**
     * Invites an address in a role: a new member, or again the one still invited at that
     * address (its role as now asked, its older link void). 50 a day per business, resends
     * counted; an email with the single-use link, valid 7 days.
     */
    invite(principal: MemberPrincipal, input: InviteMemberInput): Promise<MemberChangedAnswer> {
      const key = emailKey(input.email);
      return ctx.db.write(async (manager) => {
        await lockTeam(manager, principal.businessId);
        const now = ctx.now();
        const sentToday = await manager.countBy(MemberInvitation, { businessId: principal.businessId, sentAt: MoreThan(new Date(now.getTime() - DAY_MS)) });
        if (sentToday >= INVITATIONS_PER_DAY) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS);
        const existing = await manager.findOneBy(Member, { businessId: principal.businessId, emailKey: key });
        if (existing?.status === 'active') throw new AppError('CONFLICT', ALREADY_ON_THE_TEAM);
        let member: Member;
        if (existing) {
          await manager.update(Member, { id: existing.id }, { role: input.role, invitedAt: now });
          await manager.update(MemberInvitation, { memberId: existing.id, usedAt: IsNull(), voidedAt: IsNull() }, { voidedAt: now });
          member = { ...existing, role: input.role, invitedAt: now };
        } else {
          const { identifiers } = await manager.insert(Member, {
            businessId: principal.businessId,
            accountId: null,
            role: input.role,
            status: 'invited',
            firstName: '',
            lastName: '',
            email: input.email,
            emailKey: key,
            invitedAt: now,
          });
          member = await manager.findOneByOrFail(Member, { id: identifiers[0]?.id as number });
        }
        const inviter = await manager.findOneByOrFail(Member, { id: principal.memberId });
        const invitedBy = `${inviter.firstName} ${inviter.lastName}`.trim();
        const token = randomBytes(32).toString('base64url');
        await manager.insert(MemberInvitation, {
          memberId: member.id,
          businessId: principal.businessId,
          tokenHash: tokenDigest(token),
          invitedBy,
          sentAt: now,
          expiresAt: new Date(now.getTime() + INVITATION_LIFETIME_MS),
          usedAt: null,
          voidedAt: null,
        });
        const { businessName } = await manager.findOneByOrFail(Business, { id: principal.businessId });
        const link = `${ctx.publicUrl}/join?token=${encodeURIComponent(token)}`;
        await ctx.jobs.enqueue(manager, 'email', teamInvitationEmail(member.email, { businessName, role: member.role, invitedBy, link }));
        return { success: true as const, member: (await memberAnswers(manager, [member]))[0]! };
      });
    },

    /** What the /join page shows of a usable invitation. */
    invitation(token: string): Promise<InvitationAnswer> {
      return ctx.db.read(async (manager) => {
        const invitation = await openInvitation(manager, token, ctx.now(), false);
        const member = await manager.findOneByOrFail(Member, { id: invitation.memberId });
        const { businessName } = await manager.findOneByOrFail(Business, { id: invitation.businessId });
        return { businessName, role: member.role, invitedBy: invitation.invitedBy, email: member.email };
      });
    },

    /**
     * Joins with an invitation: a signed-in person with the token alone (the token is the proof,
     * whatever address they sign in with), or a new person with the account-setup fields, whose
     * sign-in email is the invited address. Answers who to sign in for which business.
     */
    async join(signedIn: MemberPrincipal | null, input: JoinInput): Promise<JoinedAnswer & { accountId: number; sessionVersion: number }> {
      if (!('username' in input)) {
        if (!signedIn) throw new AppError('BAD_REQUEST', 'First name is required', { firstName: 'First name is required' });
        return ctx.db.write(async (manager) => {
          const invitation = await openInvitation(manager, input.token, ctx.now(), true);
          const self = await manager.findOneByOrFail(Member, { id: signedIn.memberId });
          await admit(manager, invitation, { accountId: signedIn.accountId, firstName: self.firstName, lastName: self.lastName });
          const { sessionVersion } = await manager.findOneByOrFail(Account, { id: signedIn.accountId });
          return { success: true as const, businessId: invitation.businessId, accountId: signedIn.accountId, sessionVersion };
        });
      }
      if (isCommonPassword(input.password)) throw new AppError('BAD_REQUEST', COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
      const usernameKey = input.username.toLowerCase();
      // Checked before hashing (anybody may call this, and a hash is costly), and again in the write.
      const assertCanJoin = async (manager: EntityManager, lock: boolean) => {
        const invitation = await openInvitation(manager, input.token, ctx.now(), lock);
        const { emailKey: key } = await manager.findOneByOrFail(Member, { id: invitation.memberId });
        // In the write, two invitations of one address (from two businesses) joined at once wait here in turn.
        if (lock) await lockEmailAddress(manager, key);
        if (await hasSignIn(manager, key)) throw new AppError('CONFLICT', ALREADY_SIGNED_UP);
        if (await manager.existsBy(Account, { usernameKey })) throw new AppError('CONFLICT', USERNAME_TAKEN, { username: USERNAME_TAKEN });
        return invitation;
      };
      await ctx.db.read((manager) => assertCanJoin(manager, false));
      const passwordHash = await hashPassword(input.password);
      try {
        return await ctx.db.write(async (manager) => {
          const invitation = await assertCanJoin(manager, true);
          const accountId = await createAccount(manager, { contactId: null, username: input.username, usernameKey, passwordHash });
          await admit(manager, invitation, { accountId, firstName: input.firstName, lastName: input.lastName });
          return { success: true as const, businessId: invitation.businessId, accountId, sessionVersion: 1 };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', USERNAME_TAKEN, { username: USERNAME_TAKEN });
        throw error;
      }
    },

    /** The team of a business: its own members ask for it by their session, the admin by its id. */
    members(businessId: number): Promise<MembersAnswer> {
      return ctx.db.read(async (manager) => {
        const members = await manager.findBy(Member, { businessId });
        return { members: await memberAnswers(manager, members.sort(inTeamOrder)) };
      });
    },

    /** Read on the member's next call: the role is looked up on every call. */
    changeRole(principal: BusinessPrincipal, memberId: number, role: MemberRole): Promise<MemberChangedAnswer> {
      return ctx.db.write(async (manager) => {
        await lockTeam(manager, principal.businessId);
        const member = await memberOfBusiness(manager, principal.businessId, memberId);
        if (member.role !== role && role !== 'owner') await assertAnotherOwner(manager, member);
        await manager.update(Member, { id: member.id }, { role });
        return { success: true as const, member: (await memberAnswers(manager, [{ ...member, role }]))[0]! };
      });
    },

    /**
     * The person's cookies for this business stop working at once: the membership is gone. An
     * owner removes from their own business, the admin from any.
     */
    remove(businessId: number, memberId: number): Promise<MemberRemovedAnswer> {
      return ctx.db.write(async (manager) => {
        await lockTeam(manager, businessId);
        const member = await memberOfBusiness(manager, businessId, memberId);
        await assertAnotherOwner(manager, member);
        await manager.delete(Member, { id: member.id });
        return { success: true as const };
      });
    },
  };
}
