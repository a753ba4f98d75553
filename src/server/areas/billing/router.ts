import { billingSettingsInput, createOrderInput, createPackInput, lowBalanceInput, orderListInput, recordPaymentInput, updatePackInput } from '../../../common/schemas/billing.js';
import { entityId } from '../../../common/schemas/fields.js';
import { z } from 'zod';
import { idempotencyKeyOf } from '../../core/call-context.js';
import { adminProcedure, businessProcedure, publicProcedure, router } from '../../core/trpc/init.js';

const orderId = z.strictObject({ orderId: entityId() });
const packId = z.strictObject({ packId: entityId() });

/** This area's part of the public router (src/server/router.ts): the packs on sale, for /pricing. */
export const billingPublicProcedures = {
  packs: publicProcedure.query(({ ctx }) => ctx.services.billing.packs()),
};

/** This area's part of the business router: buying hours from the dashboard's Labor Bank view. */
export const billingBusinessProcedures = {
  billing: router({
    orders: businessProcedure.query(({ ctx }) => ctx.services.billing.orders(ctx.business)),
    order: businessProcedure.input(orderId).query(({ ctx, input }) => ctx.services.billing.order(ctx.business, input.orderId)),
    createOrder: businessProcedure.input(createOrderInput).mutation(({ ctx, input }) => ctx.services.billing.createOrder(ctx.business, input, idempotencyKeyOf(ctx))),
    cancelOrder: businessProcedure.input(orderId).mutation(({ ctx, input }) => ctx.services.billing.cancelOrder(ctx.business, input.orderId)),
    checkoutTerms: businessProcedure.query(({ ctx }) => ctx.services.billing.checkoutTerms()),
    resumeCheckout: businessProcedure.input(orderId).mutation(({ ctx, input }) => ctx.services.billing.resumeCheckout(ctx.business, input.orderId)),
    lowBalance: businessProcedure.query(({ ctx }) => ctx.services.billing.lowBalance(ctx.business)),
    setLowBalance: businessProcedure.input(lowBalanceInput).mutation(({ ctx, input }) => ctx.services.billing.setLowBalance(ctx.business, input.lowBalanceHours)),
  }),
};

/** This area's part of the admin router: /admin/finance. */
export const billingAdminProcedures = {
  finance: router({
    orders: adminProcedure.input(orderListInput).query(({ ctx, input }) => ctx.services.billing.adminOrders(input)),
    monthTotals: adminProcedure.query(({ ctx }) => ctx.services.billing.monthTotals()),
    recordPayment: adminProcedure
      .input(orderId.extend(recordPaymentInput.shape))
      .mutation(({ ctx, input }) => ctx.services.billing.recordPayment(ctx.admin, input.orderId, input.reference)),
    refund: adminProcedure.input(orderId).mutation(({ ctx, input }) => ctx.services.billing.refund(ctx.admin, input.orderId)),
    cancelOrder: adminProcedure.input(orderId).mutation(({ ctx, input }) => ctx.services.billing.cancelOrder(ctx.admin, input.orderId)),
    packs: adminProcedure.query(({ ctx }) => ctx.services.billing.adminPacks()),
    createPack: adminProcedure.input(createPackInput).mutation(({ ctx, input }) => ctx.services.billing.createPack(ctx.admin, input)),
    updatePack: adminProcedure
      .input(packId.extend({ change: updatePackInput }))
      .mutation(({ ctx, input }) => ctx.services.billing.updatePack(ctx.admin, input.packId, input.change)),
    settings: adminProcedure.query(({ ctx }) => ctx.services.billing.settings()),
    updateSettings: adminProcedure.input(billingSettingsInput).mutation(({ ctx, input }) => ctx.services.billing.updateSettings(ctx.admin, input)),
  }),
};
