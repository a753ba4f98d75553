import { IsNull, type EntityManager } from 'typeorm';
import { formatCents } from '../../../common/money.js';
import { company } from '../../../common/site.js';
import type { ServiceContext } from '../../core/service-context.js';
import { Chef } from '../../core/db/entities/chef.js';
import { ChefLedgerLine, Payout } from './entities.js';
import { payoutFailedEmail, payoutPaidEmail } from './emails.js';
import { writeChefLine } from './chef-ledger.js';

/**
 * How a pending payout ends, whoever ends it (the admin's "mark paid", a Stripe transfer): each
 * is an UPDATE conditioned on the payout still pending, so of two endings only one happens. A
 * payout whose Stripe transfer has started is not paid by bank: the money may already be on its
 * way, though Stripe's answer has not come back yet.
 */

/** Who pays a payout: the admin by bank transfer ("mark paid"), or a Stripe transfer. */
export type PayoutPayer = 'bank' | 'stripe';

/**
 * Paid with `reference` (a bank reference or the transfer's id), the chef emailed. The chef, or
 * null when it was no longer pending, or, paid by bank, when its Stripe transfer had started.
 */
export async function payPayout(ctx: Pick<ServiceContext, 'jobs' | 'now' | 'publicUrl'>, manager: EntityManager, payout: Payout, reference: string, payer: PayoutPayer): Promise<Chef | null> {
  const stillPayable = payer === 'bank' ? { id: payout.id, status: 'pending' as const, transferStartedAt: IsNull() } : { id: payout.id, status: 'pending' as const };
  const { affected } = await manager.update(Payout, stillPayable, { status: 'paid', reference, paidAt: ctx.now() });
  if (affected !== 1) return null;
  const chef = await manager.findOneByOrFail(Chef, { id: payout.chefId });
  const total = formatCents(payout.amountCents + payout.gstCents);
  await ctx.jobs.enqueue(manager, 'email', payoutPaidEmail(chef.email, chef.name, { id: payout.id, total, through: payout.through, reference }, `${ctx.publicUrl}/chef`));
  return chef;
}

/**
 * Failed with `reason` kept: its lines are released for the next run and a line gives the amount
 * back to the balance (so the payout's own lines sum to zero), and support is told.
 */
export async function failPayout(ctx: Pick<ServiceContext, 'jobs' | 'now' | 'publicUrl'>, manager: EntityManager, payout: Payout, reason: string): Promise<boolean> {
  const { affected } = await manager.update(Payout, { id: payout.id, status: 'pending' }, { status: 'failed', failure: reason });
  if (affected !== 1) return false;
  await manager.createQueryBuilder().update(ChefLedgerLine).set({ payoutId: null }).where('"payoutId" = :id AND kind <> :kind', { id: payout.id, kind: 'payout' }).execute();
  await writeChefLine(manager, { chefId: payout.chefId, kind: 'payout', amountCents: payout.amountCents, description: `Payout #${payout.id} failed: back in your balance`, bookingId: null, payoutId: payout.id, createdAt: ctx.now() });
  const chef = await manager.findOneByOrFail(Chef, { id: payout.chefId });
  await ctx.jobs.enqueue(manager, 'email', payoutFailedEmail(company.supportEmail, { id: payout.id, chefName: chef.name, total: formatCents(payout.amountCents + payout.gstCents), reason }, `${ctx.publicUrl}/admin/payouts`));
  return true;
}
