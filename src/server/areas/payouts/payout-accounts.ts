import { IsNull, LessThanOrEqual, Or } from 'typeorm';
import type Stripe from 'stripe';
import type { PayoutSetupAnswer } from '../../../common/schemas/answers/payouts.js';
import type { ServiceContext } from '../../core/service-context.js';
import { Chef } from '../../core/db/entities/chef.js';
import { ChefPayoutAccount, Payout } from './entities.js';
import { payoutAccountOf, updatePayoutAccount } from './account-rows.js';
import { AppError } from '../../core/errors.js';
import { findOneForUpdate } from '../../core/db/locks.js';
import { isFinalStripeRefusal, stripeObjectId } from '../../core/stripe.js';
import { alertUnprocessableEvent } from '../billing/index.js';
import { failPayout, payPayout } from './settle.js';
import { createConnectGateway, type ConnectGateway } from './stripe-connect.js';

export const PAYOUTS_BY_BANK = 'Payouts are made by bank transfer: there is nothing to set up';
export const STRIPE_UNAVAILABLE = 'Stripe cannot be reached right now. Please try again in a moment.';
export const NOT_SET_UP = 'The chef has not finished setting up payouts with Stripe';

/**
 * PAYOUTS=stripe (DECISIONS.md section 13): a chef sets up a Stripe Connect Express account from
 * the portal, account.updated records when it can be paid, and each payout a run makes is
 * transferred by a job after the run commits: paid with the transfer's id, or failed with
 * Stripe's reason (the lines released for the next run, support told). A network failure is
 * the job's to retry; the transfer's idempotency key makes the retry pay once.
 */
export function createPayoutAccountService(ctx: ServiceContext) {
  const gateway: ConnectGateway | null = ctx.payouts.provider === 'stripe' && ctx.stripe ? createConnectGateway(ctx.stripe) : null;
  const portalLink = `${ctx.publicUrl}/chef`;

  function unavailable(error: unknown): AppError {
    ctx.log(`payouts: Stripe call failed: ${(error as Error).message}`);
    return new AppError('SERVICE_UNAVAILABLE', STRIPE_UNAVAILABLE);
  }

  async function stripeCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      throw unavailable(error);
    }
  }

  return {
    /** GET /api/chef/payouts/setup: how this chef is paid, and whether Stripe can pay it yet. */
    setup(chefId: number): Promise<PayoutSetupAnswer> {
      return ctx.db.read(async (manager) => {
        const account = await payoutAccountOf(manager, chefId);
        return { provider: ctx.payouts.provider, accountConnected: account.stripeAccountId !== null, payoutsEnabled: Boolean(account.payoutsEnabled) };
      });
    },

    /** POST /api/chef/payouts/onboarding: the chef's Express account (made once) and a fresh link to Stripe's onboarding. */
    async startOnboarding(chefId: number): Promise<{ url: string }> {
      if (!gateway) throw new AppError('CONFLICT', PAYOUTS_BY_BANK);
      const { chef, account: held } = await ctx.db.read(async (manager) => ({ chef: await manager.findOneByOrFail(Chef, { id: chefId }), account: await payoutAccountOf(manager, chefId) }));
      let accountId = held.stripeAccountId;
      if (!accountId) {
        const created = await stripeCall(() => gateway.createAccount(chef));
        // Only the first account is kept; the idempotency key makes a second call answer the same one anyway.
        await ctx.db.write((manager) => updatePayoutAccount(manager, chefId, { stripeAccountId: created }, { stripeAccountId: IsNull() }));
        accountId = (await ctx.db.read((manager) => payoutAccountOf(manager, chefId))).stripeAccountId!;
      }
      const account = accountId;
      return { url: await stripeCall(() => gateway.onboardingLink(account, portalLink)) };
    },

    /**
     * account.updated: whether the account can be paid, read back from Stripe (events may arrive
     * late or twice). Only Stripe unreachable makes it fail (and Stripe deliver it again).
     *
     * Two deliveries may read at once, in any processes, and their answers land in any order.
     * An answer is kept only if no answer asked of Stripe later is held: Stripe sends an event
     * after each change of the account, so the answer asked after the last change, the true one,
     * is the last kept, where the one written last could be from before that change.
     */
    async accountUpdated(event: Stripe.Event): Promise<void> {
      if (!gateway) return;
      const accountId = stripeObjectId(event, 'acct_');
      if (!accountId) return alertUnprocessableEvent(ctx, event, 'names no Connect account.');
      const chef = await ctx.db.read(async (manager) => {
        const account = await manager.findOneBy(ChefPayoutAccount, { stripeAccountId: accountId });
        return account && manager.findOneByOrFail(Chef, { id: account.chefId });
      });
      if (!chef) return;
      const askedAt = ctx.now();
      let enabled: boolean;
      try {
        enabled = await gateway.payoutsEnabled(accountId);
      } catch (error) {
        if (!isFinalStripeRefusal(error)) throw unavailable(error);
        return alertUnprocessableEvent(ctx, event, `is about ${chef.name}'s account ${accountId}, which Stripe refuses to read: ${error.message}`);
      }
      await ctx.db.write((manager) =>
        updatePayoutAccount(manager, chef.id, { payoutsEnabled: enabled, payoutsCheckedAt: askedAt }, { payoutsCheckedAt: Or(IsNull(), LessThanOrEqual(askedAt)) }),
      );
    },

    /**
     * The transferPayout job. The payout is marked as handed to Stripe (transferStartedAt) before
     * Stripe is asked, with its row locked, so the admin's "mark paid" (which takes only a payout
     * no transfer started for) cannot pay it by bank as well while the transfer is in flight, or
     * while its answer is lost and the job is to run again.
     */
    async transferPayout(payoutId: number): Promise<void> {
      if (!gateway) return;
      const found = await ctx.db.write(async (manager) => {
        const payout = await findOneForUpdate(manager, Payout, { id: payoutId, status: 'pending' });
        if (!payout) return null;
        const account = await payoutAccountOf(manager, payout.chefId);
        if (!account.stripeAccountId || !account.payoutsEnabled) {
          await failPayout(ctx, manager, payout, NOT_SET_UP);
          return null;
        }
        if (!payout.transferStartedAt) await manager.update(Payout, { id: payout.id }, { transferStartedAt: ctx.now() });
        return { payout, accountId: account.stripeAccountId };
      });
      if (!found) return;
      const { payout, accountId } = found;
      let transferId: string;
      try {
        transferId = await gateway.transfer({ id: payout.id, amountCents: payout.amountCents + payout.gstCents }, accountId);
      } catch (error) {
        // A refusal is final; anything else (network, Stripe's 5xx) fails this attempt and the job
        // runs again, named so a job that failed every attempt tells the admin which payout it is.
        if (!isFinalStripeRefusal(error)) throw new Error(`Stripe transfer of payout #${payout.id}: ${(error as Error).message}`, { cause: error });
        await ctx.db.write((manager) => failPayout(ctx, manager, payout, error.message));
        return;
      }
      await ctx.db.write((manager) => payPayout(ctx, manager, payout, transferId, 'stripe'));
    },
  };
}
