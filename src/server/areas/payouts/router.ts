import { z } from 'zod';
import { entityId } from '../../../common/schemas/fields.js';
import { adjustmentInput, payoutListInput, payoutPaidInput, payoutRunInput, taxDetailsInput } from '../../../common/schemas/payouts.js';
import { adminProcedure, chefProcedure, router } from '../../core/trpc/init.js';

const chefId = z.strictObject({ chefId: entityId() });
const payoutId = z.strictObject({ payoutId: entityId() });

/** This area's part of the chef router: what the chef earned and was paid. */
export const payoutsChefProcedures = {
  earnings: chefProcedure.query(({ ctx }) => ctx.services.payouts.earnings(ctx.chef.chefId)),
  payoutSetup: chefProcedure.query(({ ctx }) => ctx.services.payoutAccounts.setup(ctx.chef.chefId)),
  startPayoutOnboarding: chefProcedure.mutation(({ ctx }) => ctx.services.payoutAccounts.startOnboarding(ctx.chef.chefId)),
  taxDetails: chefProcedure.query(({ ctx }) => ctx.services.payouts.taxDetails(ctx.chef.chefId)),
  setTaxDetails: chefProcedure.input(taxDetailsInput).mutation(({ ctx, input }) => ctx.services.payouts.setTaxDetails(ctx.chef.chefId, input)),
};

/** This area's part of the admin router: /admin/payouts and a chef's ledger. */
export const payoutsAdminProcedures = {
  payouts: router({
    list: adminProcedure.input(payoutListInput).query(({ ctx, input }) => ctx.services.payouts.list(input.status)),
    run: adminProcedure.input(payoutRunInput).mutation(({ ctx, input }) => ctx.services.payouts.run(ctx.admin, input.through)),
    markPaid: adminProcedure.input(payoutId.extend(payoutPaidInput.shape)).mutation(({ ctx, input }) => ctx.services.payouts.markPaid(ctx.admin, input.payoutId, input.reference)),
    chefEarnings: adminProcedure.input(chefId).query(({ ctx, input }) => ctx.services.payouts.earnings(input.chefId)),
    adjust: adminProcedure.input(chefId.extend(adjustmentInput.shape)).mutation(({ ctx, input }) => ctx.services.payouts.adjust(ctx.admin, input.chefId, input)),
    monthTotals: adminProcedure.query(({ ctx }) => ctx.services.payouts.monthTotals()),
  }),
};
