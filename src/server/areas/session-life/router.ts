import { z } from 'zod';
import { entityId } from '../../../common/schemas/fields.js';
import { ratingInput } from '../../../common/schemas/ratings.js';
import { timesheetDisputeInput, timesheetInput, timesheetSettleInput } from '../../../common/schemas/timesheets.js';
import { businessProcedure, chefProcedure, adminProcedure } from '../../core/trpc/init.js';

/** Its procedures under business.bookings, beside the other areas' (src/server/router.ts merges them). */
export const sessionLifeBusinessBookingProcedures = {
  confirmTimesheet: businessProcedure
    .input(z.strictObject({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.timesheets.confirm(ctx.business, input.bookingId)),
  disputeTimesheet: businessProcedure
    .input(timesheetDisputeInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.timesheets.dispute(ctx.business, input.bookingId, input.reason)),
  rate: businessProcedure
    .input(ratingInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input: { bookingId, ...rating } }) => ctx.services.ratings.rateChef(ctx.business, bookingId, rating)),
};

/** This area's part of the business router (src/server/router.ts). A signed-in business, acting on its own business only (the services check it). */
export const sessionLifeBusinessProcedures = {
  /** The completed bookings' ratings, as the business may see them (DECISIONS.md section 10). */
  ratings: businessProcedure.query(({ ctx }) => ctx.services.ratings.businessRatings(ctx.business)),

  favourites: businessProcedure.query(({ ctx }) => ctx.services.ratings.favourites(ctx.business)),

  addFavourite: businessProcedure
    .input(z.strictObject({ chefId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.ratings.addFavourite(ctx.business, input.chefId)),

  removeFavourite: businessProcedure
    .input(z.strictObject({ chefId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.ratings.removeFavourite(ctx.business, input.chefId)),
};

/** This area's part of the chef router (src/server/router.ts). The chef portal (DECISIONS.md section 8): a chef session sees only its own rows. */
export const sessionLifeChefProcedures = {
  submitTimesheet: chefProcedure
    .input(timesheetInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input: { bookingId, ...timesheet } }) => ctx.services.timesheets.submit(ctx.chef, bookingId, timesheet)),

  /** The completed assignments' ratings, as the chef may see them (DECISIONS.md section 10). */
  ratings: chefProcedure.query(({ ctx }) => ctx.services.ratings.chefRatingsOfAssignments(ctx.chef)),

  rateBusiness: chefProcedure
    .input(ratingInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input: { bookingId, ...rating } }) => ctx.services.ratings.rateBusiness(ctx.chef, bookingId, rating)),
};

/** This area's part of the admin router (src/server/router.ts). The operations team. */
export const sessionLifeAdminProcedures = {
  timesheetDisputes: adminProcedure.query(({ ctx }) => ctx.services.timesheets.disputes(ctx.admin)),

  settleTimesheet: adminProcedure
    .input(timesheetSettleInput.extend({ id: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.timesheets.settleDispute(ctx.admin, input.id, input.hours)),

  /** Every rating of one business's bookings or one chef's, blind or not: the admin sees them all. */
  ratings: adminProcedure
    .input(z.strictObject({ businessId: entityId().optional(), chefId: entityId().optional() }))
    .query(({ ctx, input }) => ctx.services.ratings.adminRatings(ctx.admin, input)),
};
