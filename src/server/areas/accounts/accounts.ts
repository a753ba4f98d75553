import { createHash, randomBytes } from 'node:crypto';
import { In, IsNull, MoreThan, Not, type EntityManager } from 'typeorm';
import { Account } from '../../core/db/entities/account.js';
import { Admin } from '../../core/db/entities/admin.js';
import { Business } from '../../core/db/entities/business.js';
import { Member } from '../../core/db/entities/member.js';
import { MemberSignIn, PasswordResetToken } from './entities.js';
import { isUniqueViolation } from '../../core/db/database.js';
import { findOneForUpdate, lockName } from '../../core/db/locks.js';
import { sqlStatements } from '../../core/db/statements.js';
import { sessionSql } from './queries.js';
import { AppError, NOT_ALLOWED } from '../../core/errors.js';
import { emailKey } from '../../../common/search.js';
import { INVALID_LOGIN } from '../../../common/messages.js';
import {
  COMMON_PASSWORD_MESSAGE,
  decoyPasswordHash,
  hashPassword,
  isCommonPassword,
  verifyPassword,
} from '../../core/security/passwords.js';
import type { LoginDoor } from '../../core/security/request-limits.js';
import type { AdminSessionData, BusinessSessionData } from '../../core/security/sessions.js';
import type { AdminPrincipal, MemberPrincipal, ServiceContext } from '../../core/service-context.js';
import { passwordResetEmail } from './emails.js';
import type { SuccessMessageAnswer } from '../../../common/schemas/answers/shared.js';
import type { MemberRole } from '../../../common/team.js';

export const USERNAME_TAKEN = 'This username is already taken';
export const ACCOUNT_EXISTS = 'An account already exists for this contact';
export const ONLY_OWN_ACCOUNT = 'You can only set up your own account';
export const INVALID_RESET_LINK = 'Invalid or expired reset link';
const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000;

/** What is kept of an emailed link's token: its SHA-256, never the token. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function assertNotCommon(password: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('BAD_REQUEST', COMMON_PASSWORD_MESSAGE, { password: COMMON_PASSWORD_MESSAGE });
  }
}

type MembershipRow = { sessionVersion: number; memberId: number | null; role: MemberRole | null; businessId: number | null; contactId: number | null };
type AdminSessionRow = Pick<Admin, 'id' | 'username' | 'sessionVersion'>;

const sessionStatements = sqlStatements(sessionSql);

/**
 * Ends the accounts of a closing business's people (DECISIONS.md section 21): no username or
 * password is left to sign in with, the raised version ends every cookie, and no reset link
 * still works.
 */
export async function closeAccounts(manager: EntityManager, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  await manager.update(Account, { id: In(accountIds) }, { username: null, usernameKey: null, passwordHash: null });
  await manager.increment(Account, { id: In(accountIds) }, 'sessionVersion', 1);
  await manager.delete(PasswordResetToken, { accountId: In(accountIds) });
}

/**
 * A new sign-in, in the caller's transaction, answering its id: a joining person's, with the
 * username and password they chose, or a registering contact's, whose username and password
 * are set up later. Its first session version is 1.
 */
export async function createAccount(manager: EntityManager, account: Pick<Account, 'contactId' | 'username' | 'usernameKey' | 'passwordHash'>): Promise<number> {
  const { identifiers } = await manager.insert(Account, { ...account, sessionVersion: 1 });
  return identifiers[0]?.id as number;
}

/** The business memberships of the session statement's rows (none when its one row is the account's alone). */
function membershipsOf(rows: MembershipRow[]): Omit<MemberPrincipal, 'kind' | 'accountId' | 'apiKey'>[] {
  return rows.flatMap(({ memberId, role, businessId, contactId }) =>
    memberId === null || role === null || businessId === null || contactId === null
      ? []
      : [{ memberId: Number(memberId), role, businessId: Number(businessId), contactId: Number(contactId) }],
  );
}

/** Sign-in, sign-out, session checks and password recovery, for businesses and admins. */
/**
 * The account a sign-in names: by its username, or (DECISIONS.md section 17) by its contact's
 * email address in any case. A username never holds "@", so the two cannot be confused; an email
 * that several contacts share names no account.
 */
async function accountSignedInAs(manager: EntityManager, name: string): Promise<Account | null> {
  if (!name.includes('@')) return manager.findOneBy(Account, { usernameKey: name.trim().toLowerCase() });
  // A person signs in with their own email: the address they registered or were invited with,
  // which their memberships hold; a business's contact email is business data, never a sign-in
  // (DECISIONS.md section 18), so a profile edit of it moves nobody's sign-in.
  const members = await manager.findBy(Member, { emailKey: emailKey(name), accountId: Not(IsNull()) });
  const ids = new Set(members.map(({ accountId }) => accountId!));
  return ids.size === 1 ? manager.findOneBy(Account, { id: [...ids][0]! }) : null;
}

/** The person entered the business of this membership at `at`: what signing in next picks, and what the team shows. */
export async function recordSignIn(manager: EntityManager, memberId: number, at: Date): Promise<void> {
  await manager.upsert(MemberSignIn, { memberId, lastSignInAt: at }, ['memberId']);
}

/** When each of the members named last entered their business; a member who never did is not in the map. */
export async function lastSignIns(manager: EntityManager, memberIds: readonly number[]): Promise<Map<number, Date>> {
  const rows = memberIds.length === 0 ? [] : await manager.findBy(MemberSignIn, { memberId: In([...memberIds]) });
  return new Map(rows.map(({ memberId, lastSignInAt }) => [memberId, lastSignInAt]));
}

export function createAccountService(ctx: ServiceContext) {
  /** Shared by business and admin login: throttled, and as slow for unknown names as for known ones. */
  async function checkPassword(
    username: string,
    password: string,
    address: string,
    door: LoginDoor,
    storedHash: string | null | undefined,
  ): Promise<void> {
    const attempt = await ctx.limits.beginLogin(username, address, door);
    const matches = await verifyPassword(storedHash ?? (await decoyPasswordHash()), password);
    // A wrong password or an unknown username stays counted as the failure it was taken as.
    if (!storedHash || !matches) throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
    await attempt.succeeded();
  }

  return {
    async usernameExists(username: string): Promise<boolean> {
      const key = username.trim().toLowerCase();
      return ctx.db.read(async (manager) => (await manager.countBy(Account, { usernameKey: key })) > 0);
    },

    /** Account setup: once per contact, only by the contact who just registered. */
    async setUpAccount(
      principal: MemberPrincipal,
      input: { contactId: number; username: string; password: string },
    ): Promise<SuccessMessageAnswer> {
      if (input.contactId !== principal.contactId) throw new AppError('FORBIDDEN', ONLY_OWN_ACCOUNT);
      assertNotCommon(input.password);
      const usernameKey = input.username.toLowerCase();
      // Checked before hashing (a hash costs ~10 ms of CPU and 19 MiB), and again inside the
      // write with the account row locked, so of two setups racing only one finds it unset.
      const assertCanSetUp = async (manager: EntityManager, lock: boolean) => {
        const account = lock
          ? await findOneForUpdate(manager, Account, { contactId: input.contactId })
          : await manager.findOneBy(Account, { contactId: input.contactId });
        if (!account) throw new AppError('NOT_FOUND', 'Contact not found');
        // principal.contactId is the business's contact, whoever of its members signs in: only its own person sets up its account.
        if (account.id !== principal.accountId) throw new AppError('FORBIDDEN', ONLY_OWN_ACCOUNT);
        if (account.passwordHash) throw new AppError('CONFLICT', ACCOUNT_EXISTS);
        if (await manager.countBy(Account, { usernameKey })) {
          throw new AppError('CONFLICT', USERNAME_TAKEN, { username: USERNAME_TAKEN });
        }
        return account;
      };
      await ctx.db.read((manager) => assertCanSetUp(manager, false));
      const passwordHash = await hashPassword(input.password);
      try {
        return await ctx.db.write(async (manager) => {
          const account = await assertCanSetUp(manager, true);
          await manager.update(Account, { id: account.id }, { username: input.username, usernameKey, passwordHash });
          return { success: true as const, message: 'Account created successfully' };
        });
      } catch (error) {
        // Two contacts choosing one username at once: the unique index lets one of them have it.
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', USERNAME_TAKEN, { username: USERNAME_TAKEN });
        throw error;
      }
    },

    /**
     * Signs the person in for the business they last entered (signing in, switching to it or
     * joining it: DECISIONS.md section 18), else for their first membership; a person who
     * belongs to no business any more has nothing to sign in to (the same 401 as a wrong
     * password, after it was checked).
     */
    async login(username: string, password: string, address: string): Promise<MemberPrincipal & { sessionVersion: number }> {
      const found = await ctx.db.read(async (manager) => {
        const account = await accountSignedInAs(manager, username);
        if (!account) return null;
        const memberships = membershipsOf((await manager.query(sessionStatements(manager).business, [account.id])) as MembershipRow[]);
        return { account, memberships, entered: await lastSignIns(manager, memberships.map(({ memberId }) => memberId)) };
      });
      await checkPassword(username, password, address, 'business', found?.account.passwordHash);
      const { account, memberships, entered } = found!;
      const lastEntered = (memberId: number) => entered.get(memberId)?.getTime() ?? -Infinity;
      const [membership] = memberships.toSorted((one, other) => lastEntered(other.memberId) - lastEntered(one.memberId) || one.memberId - other.memberId);
      if (!membership) throw new AppError('UNAUTHORIZED', INVALID_LOGIN);
      await ctx.db.write((manager) => recordSignIn(manager, membership.memberId, ctx.now()));
      return { kind: 'business', accountId: account.id, ...membership, apiKey: null, sessionVersion: account.sessionVersion };
    },

    /**
     * The person's session moves to another of their businesses (DECISIONS.md section 18): only
     * one they are an active member of and that is open; entering it counts as signing in to it,
     * so their next sign-in picks it. Answers the principal and the version the new cookie holds.
     */
    switchBusiness(person: MemberPrincipal, businessId: number): Promise<MemberPrincipal & { sessionVersion: number }> {
      return ctx.db.write(async (manager) => {
        const rows = (await manager.query(sessionStatements(manager).business, [person.accountId])) as MembershipRow[];
        const membership = membershipsOf(rows).find((candidate) => candidate.businessId === businessId);
        if (!membership || !(await manager.existsBy(Business, { id: businessId, closedAt: IsNull() }))) throw new AppError('FORBIDDEN', NOT_ALLOWED);
        await recordSignIn(manager, membership.memberId, ctx.now());
        return { kind: 'business', accountId: person.accountId, ...membership, apiKey: null, sessionVersion: Number(rows[0]!.sessionVersion) };
      });
    },

    /** Ends every cookie of the account at once, on every device. */
    logout(principal: MemberPrincipal): Promise<void> {
      return ctx.db.write(async (manager) => {
        await manager.increment(Account, { id: principal.accountId }, 'sessionVersion', 1);
      });
    },

    /**
     * A cookie is honoured only while its account exists with the same session version, and for
     * the business it names only while the person is an active member of it, in the role they
     * have now (DECISIONS.md section 18: a removed member's next call is refused at once).
     */
    async resolveBusiness(session: BusinessSessionData): Promise<{ business: MemberPrincipal | null; removedFromBusiness: boolean }> {
      const { accountId, businessId, version } = session;
      if (!accountId || !businessId || !version) return { business: null, removedFromBusiness: false };
      const rows = await ctx.db.read((manager) => manager.query(sessionStatements(manager).business, [accountId]) as Promise<MembershipRow[]>);
      if (rows[0]?.sessionVersion !== version) return { business: null, removedFromBusiness: false };
      const memberships = membershipsOf(rows);
      const membership = memberships.find((candidate) => candidate.businessId === businessId);
      if (!membership) return { business: null, removedFromBusiness: memberships.length > 0 };
      return { business: { kind: 'business', accountId, ...membership, apiKey: null }, removedFromBusiness: false };
    },

    /** Always the same answer, so nobody learns which emails have accounts; limited before the lookup, for the same reason. */
    async requestPasswordReset(email: string, address: string): Promise<SuccessMessageAnswer> {
      await ctx.limits.admit('passwordRecovery', { address, email });
      await ctx.db.write(async (manager) => {
        // A person's own sign-in email (DECISIONS.md section 18): the address they registered or
        // were invited with, as their memberships keep it. A business's contact email is business
        // data: it resets nobody's password unless it is also that person's own.
        const members = await manager.find(Member, { where: { emailKey: emailKey(email), accountId: Not(IsNull()) }, order: { id: 'ASC' } });
        const people = [...new Map(members.map((member) => [member.accountId!, member])).values()];
        for (const person of people) {
          const account = await manager.findOneBy(Account, { id: person.accountId! });
          if (!account?.passwordHash) continue;
          const token = randomBytes(32).toString('base64url');
          await manager.insert(PasswordResetToken, {
            accountId: account.id,
            tokenHash: tokenDigest(token),
            expiresAt: new Date(ctx.now().getTime() + RESET_LINK_LIFETIME_MS),
            usedAt: null,
          });
          const link = `${ctx.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
          await ctx.jobs.enqueue(manager, 'email', passwordResetEmail(person.email, person.firstName, link, account.username));
        }
      });
      return {
        success: true,
        message: 'If an account exists with this email, you will receive password reset instructions.',
      };
    },

    /** Single use; also ends every session of the account. */
    async resetPassword(token: string, password: string): Promise<SuccessMessageAnswer> {
      assertNotCommon(password);
      // Checked before hashing (anybody may call this, and a hash is costly), and again inside
      // the write with the token locked, so a link followed twice at once is used once.
      const validReset = async (manager: EntityManager, now: Date, lock: boolean) => {
        const where = { tokenHash: tokenDigest(token), usedAt: IsNull(), expiresAt: MoreThan(now) };
        const reset = lock ? await findOneForUpdate(manager, PasswordResetToken, where) : await manager.findOneBy(PasswordResetToken, where);
        if (!reset) throw new AppError('BAD_REQUEST', INVALID_RESET_LINK, { token: INVALID_RESET_LINK });
        return reset;
      };
      await ctx.db.read((manager) => validReset(manager, ctx.now(), false));
      const passwordHash = await hashPassword(password);
      return ctx.db.write(async (manager) => {
        const now = ctx.now();
        const reset = await validReset(manager, now, true);
        await manager.update(Account, { id: reset.accountId }, { passwordHash });
        await manager.increment(Account, { id: reset.accountId }, 'sessionVersion', 1);
        await manager.update(PasswordResetToken, { accountId: reset.accountId, usedAt: IsNull() }, { usedAt: now });
        return { success: true as const, message: 'Your password has been reset. You can now log in.' };
      });
    },

    async adminLogin(username: string, password: string, address: string): Promise<AdminPrincipal & { sessionVersion: number }> {
      const admin = await ctx.db.read((manager) => manager.findOneBy(Admin, { usernameKey: username.trim().toLowerCase() }));
      await checkPassword(username, password, address, 'admin', admin?.passwordHash);
      return { kind: 'admin', adminId: admin!.id, username: admin!.username, sessionVersion: admin!.sessionVersion };
    },

    adminLogout(admin: AdminPrincipal): Promise<void> {
      return ctx.db.write(async (manager) => {
        await manager.increment(Admin, { id: admin.adminId }, 'sessionVersion', 1);
      });
    },

    async resolveAdmin(session: AdminSessionData): Promise<AdminPrincipal | null> {
      const { adminId, version } = session;
      if (!adminId || !version) return null;
      const [admin] = await ctx.db.read((manager) => manager.query(sessionStatements(manager).admin, [adminId]) as Promise<AdminSessionRow[]>);
      if (!admin || admin.sessionVersion !== version) return null;
      return { kind: 'admin', adminId: admin.id, username: admin.username };
    },

    /**
     * Start-up: the first admin from ADMIN_USERNAME / ADMIN_PASSWORD, or with a random
     * password that is printed once (DECISIONS.md section 1). Does nothing when an admin exists.
     */
    async ensureAdmin(username: string, password: string | undefined): Promise<{ created: boolean; generatedPassword?: string }> {
      if ((await ctx.db.read((manager) => manager.count(Admin))) > 0) return { created: false };
      const chosen = password ?? randomBytes(12).toString('base64url');
      const passwordHash = await hashPassword(chosen);
      // Processes starting together all saw no admin: the first to take the lock creates it.
      const created = await ctx.db.write(async (manager) => {
        await lockName(manager, 'first-admin');
        if ((await manager.count(Admin)) > 0) return false;
        await manager.insert(Admin, { username, usernameKey: username.toLowerCase(), passwordHash, sessionVersion: 1 });
        return true;
      });
      if (!created) return { created: false };
      return password ? { created: true } : { created: true, generatedPassword: chosen };
    },
  };
}

