import { z } from 'zod';
import { accountSetupInput } from '../../../common/schemas/account.js';
import { createBookingInput, rescheduleBookingInput } from '../../../common/schemas/booking.js';
import { entityId } from '../../../common/schemas/fields.js';
import { ratingInput } from '../../../common/schemas/ratings.js';
import { profileUpdateInput } from '../../../common/schemas/registration.js';
import { hoursRequestInput, settingsInput } from '../../../common/schemas/requests.js';
import { timesheetDisputeInput } from '../../../common/schemas/timesheets.js';
import { businessProcedure, router } from '../../core/trpc/init.js';
import { idempotencyKeyOf } from '../../core/call-context.js';

/** A signed-in business, acting on its own business only (the services check it). */
export const businessRouter = router({
  /** Without an id: the signed-in business (the /dashboard route). */
  dashboard: businessProcedure
    .input(z.strictObject({ businessId: entityId().optional() }))
    .query(({ ctx, input }) => ctx.services.businesses.dashboard(ctx.business, input.businessId ?? ctx.business.businessId)),

  setUpAccount: businessProcedure
    .input(accountSetupInput)
    .mutation(({ ctx, input }) => ctx.services.accounts.setUpAccount(ctx.business, input)),

  bookings: router({
    create: businessProcedure
      .input(createBookingInput)
      .mutation(({ ctx, input }) => ctx.services.bookings.create(ctx.business, input, idempotencyKeyOf(ctx))),
    cancel: businessProcedure
      .input(z.strictObject({ bookingId: entityId() }))
      .mutation(({ ctx, input }) => ctx.services.bookings.cancel(ctx.business, input.bookingId)),
    reschedule: businessProcedure
      .input(rescheduleBookingInput.extend({ bookingId: entityId() }))
      .mutation(({ ctx, input: { bookingId, ...change } }) => ctx.services.bookings.reschedule(ctx.business, bookingId, change)),
    confirmTimesheet: businessProcedure
      .input(z.strictObject({ bookingId: entityId() }))
      .mutation(({ ctx, input }) => ctx.services.timesheets.confirm(ctx.business, input.bookingId)),
    disputeTimesheet: businessProcedure
      .input(timesheetDisputeInput.extend({ bookingId: entityId() }))
      .mutation(({ ctx, input }) => ctx.services.timesheets.dispute(ctx.business, input.bookingId, input.reason)),
    rate: businessProcedure
      .input(ratingInput.extend({ bookingId: entityId() }))
      .mutation(({ ctx, input: { bookingId, ...rating } }) => ctx.services.ratings.rateChef(ctx.business, bookingId, rating)),
  }),

  /** The completed bookings' ratings, as the business may see them (DECISIONS.md section 10). */
  ratings: businessProcedure.query(({ ctx }) => ctx.services.ratings.businessRatings(ctx.business)),

  favourites: businessProcedure.query(({ ctx }) => ctx.services.ratings.favourites(ctx.business)),

  addFavourite: businessProcedure
    .input(z.strictObject({ chefId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.ratings.addFavourite(ctx.business, input.chefId)),

  removeFavourite: businessProcedure
    .input(z.strictObject({ chefId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.ratings.removeFavourite(ctx.business, input.chefId)),

  updateProfile: businessProcedure
    .input(profileUpdateInput)
    .mutation(({ ctx, input }) => ctx.services.businesses.updateProfile(ctx.business, input)),

  updateSettings: businessProcedure
    .input(settingsInput)
    .mutation(({ ctx, input }) => ctx.services.businesses.updateSettings(ctx.business, input)),

  requestHours: businessProcedure
    .input(hoursRequestInput)
    .mutation(({ ctx, input }) => ctx.services.businesses.requestHours(ctx.business, input)),
});
