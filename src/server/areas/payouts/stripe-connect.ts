import type { StripeKeys } from '../../core/config.js';
import { stripeClient } from '../../core/stripe.js';

/**
 * The Stripe Connect calls of PAYOUTS=stripe (DECISIONS.md section 13): an Express account per
 * chef, its onboarding link, whether it can be paid, and one transfer per payout. Every create
 * carries an idempotency key naming what it is for, so a retry never makes a second account or
 * pays a payout twice.
 */
export interface ConnectGateway {
  /** The chef's Express account, created once (key `chef-account-<chefId>`). */
  createAccount(chef: { id: number; email: string }): Promise<string>;
  /** A single-use link to Stripe's hosted onboarding, returning to the portal. */
  onboardingLink(accountId: string, returnUrl: string): Promise<string>;
  /** Whether Stripe lets the account receive payouts now (read back, not taken from an event that may be late). */
  payoutsEnabled(accountId: string): Promise<boolean>;
  /** The payout's money to the chef's account (key `payout-<payoutId>`): the transfer's id. */
  transfer(payout: { id: number; amountCents: number }, accountId: string): Promise<string>;
}

export function createConnectGateway(keys: StripeKeys): ConnectGateway {
  const stripe = stripeClient(keys);
  return {
    async createAccount(chef) {
      const account = await stripe.accounts.create(
        { type: 'express', country: 'CA', email: chef.email, capabilities: { transfers: { requested: true } }, metadata: { chefId: String(chef.id) } },
        { idempotencyKey: `chef-account-${chef.id}` },
      );
      return account.id;
    },

    async onboardingLink(accountId, returnUrl) {
      const link = await stripe.accountLinks.create({ account: accountId, type: 'account_onboarding', return_url: returnUrl, refresh_url: returnUrl });
      return link.url;
    },

    async payoutsEnabled(accountId) {
      return (await stripe.accounts.retrieve(accountId)).payouts_enabled === true;
    },

    async transfer(payout, accountId) {
      const transfer = await stripe.transfers.create(
        { amount: payout.amountCents, currency: 'cad', destination: accountId, metadata: { payoutId: String(payout.id) } },
        { idempotencyKey: `payout-${payout.id}` },
      );
      return transfer.id;
    },
  };
}
