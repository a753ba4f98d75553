import { z } from 'zod';
import { entityId } from '../../../common/schemas/fields.js';
import { assignChefInput, offerInput, operationsBoardInput } from '../../../common/schemas/staffing.js';
import { chefProcedure, adminProcedure } from '../../core/trpc/init.js';

/** This area's part of the chef router (src/server/router.ts). The chef portal (DECISIONS.md section 8): a chef session sees only its own rows. */
export const staffingChefProcedures = {
  offers: chefProcedure.query(({ ctx }) => ctx.services.staffing.chefOffers(ctx.chef)),

  acceptOffer: chefProcedure
    .input(z.strictObject({ id: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.accept(ctx.chef, input.id)),

  declineOffer: chefProcedure
    .input(z.strictObject({ id: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.decline(ctx.chef, input.id)),
};

/** This area's part of the admin router (src/server/router.ts). The operations team. */
export const staffingAdminProcedures = {
  /** The Operations board (DECISIONS.md section 9). */
  operations: adminProcedure.input(operationsBoardInput).query(({ ctx, input }) => ctx.services.staffing.board(input)),

  eligibleChefs: adminProcedure.input(z.strictObject({ bookingId: entityId() })).query(({ ctx, input }) => ctx.services.staffing.eligibleChefs(input.bookingId)),

  /** Every chef, eligible first, with why each other one cannot take the booking (DECISIONS.md section 17). */
  candidates: adminProcedure.input(z.strictObject({ bookingId: entityId() })).query(({ ctx, input }) => ctx.services.staffing.candidates(input.bookingId)),

  offerBooking: adminProcedure
    .input(offerInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.offer(ctx.admin, input.bookingId, input.chefIds)),

  /** "Offer to favourites first": the business's eligible favourites now, every eligible chef 2 hours later (DECISIONS.md section 10). */
  offerToFavourites: adminProcedure
    .input(z.strictObject({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.offerToFavourites(ctx.admin, input.bookingId)),

  /** The Operations board's "Withdraw offers" (DECISIONS.md section 17). */
  withdrawOffers: adminProcedure
    .input(z.strictObject({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.withdrawOffers(ctx.admin, input.bookingId)),

  assignChef: adminProcedure
    .input(assignChefInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.assign(ctx.admin, input.bookingId, input.chefId)),

  unassignChef: adminProcedure
    .input(z.strictObject({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.unassign(ctx.admin, input.bookingId)),
};
