import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { chefMessageAnswer } from '../../../common/schemas/answers/chefs.js';
import { IsNull, MoreThan, type EntityManager } from 'typeorm';
import { searchKey } from '../../../common/search.js';
import { Chef } from '../../core/db/entities/chef.js';
import { ChefSignInToken } from './entities.js';
import { findOneForUpdate, lockName } from '../../core/db/locks.js';
import { sqlStatements } from '../../core/db/statements.js';
import { AppError } from '../../core/errors.js';
import type { ChefSessionData } from '../../core/security/sessions.js';
import { recordAudit } from '../../core/audit.js';
import type { AdminPrincipal, ChefPrincipal, ServiceContext } from '../../core/service-context.js';
import { chefSignInEmail } from './emails.js';
import { requireChef } from './chefs.js';

export const INVALID_CHEF_LINK = 'Invalid or expired sign-in link';
export const CHEF_LINK_SENT = 'If this email belongs to a ChefConnect chef, a sign-in link is on its way. It works for 15 minutes.';
export const INACTIVE_CHEF_NOT_INVITED = 'An inactive chef cannot be invited. Set them active or invited first.';

/** How long each kind of link works (DECISIONS.md section 8). */
const LINK_LIFETIME_MS = { login: 15 * 60 * 1000, invite: 7 * 24 * 60 * 60 * 1000 } as const;

function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh secret for a link or a calendar feed: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Run on every chef request, so one fixed statement (see the business and admin checks in accounts.ts). */
const sessionStatements = sqlStatements((parameter) => ({
  chef: `SELECT "sessionVersion", status FROM chef WHERE id = ${parameter(0)}`,
}));

/** What the sign-in link request and an invitation answer (src/common/schemas/answers/chefs.ts). */
type ChefMessage = z.output<typeof chefMessageAnswer>;

/** Chefs sign in without a password: a single-use emailed link, then their own cookie. */
export function createChefAccountService(ctx: ServiceContext) {
  /**
   * Stores only the token's hash and enqueues the email with the link, in the caller's
   * transaction. Only the newest link works (DECISIONS.md section 16): the chef's earlier unused
   * links, an invitation as well, are spent here, so an old email found later in an inbox opens
   * nothing. Two links asked for at once take turns on the chef's lock; the second then sees the
   * first's link and spends it (without the lock, neither would see the other's new row).
   */
  async function sendLink(manager: EntityManager, chef: Chef, purpose: 'login' | 'invite'): Promise<void> {
    await lockName(manager, `chef-sign-in-links:${chef.id}`);
    await manager.update(ChefSignInToken, { chefId: chef.id, usedAt: IsNull() }, { usedAt: ctx.now() });
    const token = newToken();
    await manager.insert(ChefSignInToken, {
      chefId: chef.id,
      tokenHash: tokenDigest(token),
      purpose,
      expiresAt: new Date(ctx.now().getTime() + LINK_LIFETIME_MS[purpose]),
      usedAt: null,
    });
    const link = `${ctx.publicUrl}/chef/login?token=${encodeURIComponent(token)}`;
    await ctx.jobs.enqueue(manager, 'email', chefSignInEmail(chef.email, chef.name, link, purpose));
  }

  return {
    /** POST /api/chef/login-link: the same answer whether or not the email is a chef's; limited before the lookup. */
    async requestLink(email: string, address: string): Promise<ChefMessage> {
      await ctx.limits.admit('chefLoginLink', { address, email });
      await ctx.db.write(async (manager) => {
        const chef = await manager.findOneBy(Chef, { emailKey: searchKey(email) });
        if (chef && chef.status !== 'inactive') await sendLink(manager, chef, 'login');
      });
      return { success: true, message: CHEF_LINK_SENT };
    },

    /** An admin's invitation: the same link, valid 7 days. */
    invite(admin: AdminPrincipal, chefId: number): Promise<ChefMessage> {
      return ctx.db.write(async (manager) => {
        const chef = await requireChef(manager, chefId, true);
        if (chef.status === 'inactive') throw new AppError('CONFLICT', INACTIVE_CHEF_NOT_INVITED);
        await sendLink(manager, chef, 'invite');
        await recordAudit(manager, admin, null, 'chef.invite', `Invited chef ${chef.name} (#${chef.id})`);
        return { success: true, message: `Invitation sent to ${chef.email}` };
      });
    },

    /**
     * Follows a link: used once (the token row is locked, so a link opened twice at once signs
     * in once), an invited chef becomes active, and the chef gets a calendar feed token.
     */
    login(token: string): Promise<{ chefId: number; sessionVersion: number }> {
      return ctx.db.write(async (manager) => {
        const now = ctx.now();
        const link = await findOneForUpdate(manager, ChefSignInToken, { tokenHash: tokenDigest(token), usedAt: IsNull(), expiresAt: MoreThan(now) });
        const chef = link && (await findOneForUpdate(manager, Chef, { id: link.chefId }));
        if (!link || !chef || chef.status === 'inactive') throw new AppError('BAD_REQUEST', INVALID_CHEF_LINK, { token: INVALID_CHEF_LINK });
        await manager.update(ChefSignInToken, { id: link.id }, { usedAt: now });
        // Only an invited chef becomes active here: a suspended one signs in to appeal, still suspended.
        await manager.update(Chef, { id: chef.id }, { status: chef.status === 'invited' ? 'active' : chef.status, calendarToken: chef.calendarToken ?? newToken() });
        return { chefId: chef.id, sessionVersion: chef.sessionVersion };
      });
    },

    /** Ends every cookie of the chef, on every device. */
    async logout(chef: ChefPrincipal): Promise<void> {
      await ctx.db.write((manager) => manager.increment(Chef, { id: chef.chefId }, 'sessionVersion', 1));
    },

    /** Who a chef cookie names, if its version is current and the chef not deactivated since. */
    async resolveChef(session: ChefSessionData): Promise<ChefPrincipal | null> {
      const { chefId, version } = session;
      if (!chefId || !version) return null;
      const [chef] = await ctx.db.read(
        (manager) => manager.query(sessionStatements(manager).chef, [chefId]) as Promise<{ sessionVersion: number; status: string }[]>,
      );
      if (!chef || chef.sessionVersion !== version || chef.status === 'inactive') return null;
      return { kind: 'chef', chefId };
    },
  };
}
