import { z } from 'zod';
import { chefLoginInput, chefLoginLinkInput, chefProfileInput, timeOffInput, weeklyAvailabilityInput } from '../../../common/schemas/chefs.js';
import { entityId } from '../../../common/schemas/fields.js';
import { ratingInput } from '../../../common/schemas/ratings.js';
import { timesheetInput } from '../../../common/schemas/timesheets.js';
import { chefLogIn, chefLogOut } from '../../core/call-context.js';
import { chefProcedure, publicProcedure, router } from '../../core/trpc/init.js';

/** The chef portal (DECISIONS.md section 8): a chef session sees only that chef's own rows. */
export const chefRouter = router({
  requestLoginLink: publicProcedure
    .input(chefLoginLinkInput)
    .mutation(({ ctx, input }) => ctx.services.chefAccounts.requestLink(input.email, ctx.clientAddress)),

  login: publicProcedure.input(chefLoginInput).mutation(({ ctx, input }) => chefLogIn(ctx, input)),

  // Like public.logout and POST /api/chef/logout: without a chef session it only clears the cookie.
  logout: publicProcedure.mutation(({ ctx }) => chefLogOut(ctx)),

  me: chefProcedure.query(({ ctx }) => ctx.services.chefPortal.me(ctx.chef)),

  updateProfile: chefProcedure.input(chefProfileInput).mutation(({ ctx, input }) => ctx.services.chefPortal.updateProfile(ctx.chef, input)),

  setAvailability: chefProcedure
    .input(weeklyAvailabilityInput)
    .mutation(({ ctx, input }) => ctx.services.chefs.setWeeklyAvailability(ctx.chef.chefId, input.weekly)),

  addTimeOff: chefProcedure.input(timeOffInput).mutation(({ ctx, input }) => ctx.services.chefPortal.addTimeOff(ctx.chef, input)),

  removeTimeOff: chefProcedure
    .input(z.strictObject({ id: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.chefPortal.removeTimeOff(ctx.chef, input.id)),

  offers: chefProcedure.query(({ ctx }) => ctx.services.staffing.chefOffers(ctx.chef)),

  acceptOffer: chefProcedure
    .input(z.strictObject({ id: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.accept(ctx.chef, input.id)),

  declineOffer: chefProcedure
    .input(z.strictObject({ id: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.decline(ctx.chef, input.id)),

  assignments: chefProcedure.query(({ ctx }) => ctx.services.chefPortal.assignments(ctx.chef)),

  submitTimesheet: chefProcedure
    .input(timesheetInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input: { bookingId, ...timesheet } }) => ctx.services.timesheets.submit(ctx.chef, bookingId, timesheet)),

  /** The completed assignments' ratings, as the chef may see them (DECISIONS.md section 10). */
  ratings: chefProcedure.query(({ ctx }) => ctx.services.ratings.chefRatingsOfAssignments(ctx.chef)),

  rateBusiness: chefProcedure
    .input(ratingInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input: { bookingId, ...rating } }) => ctx.services.ratings.rateBusiness(ctx.chef, bookingId, rating)),

  calendarUrl: chefProcedure.query(({ ctx }) => ctx.services.chefPortal.calendarUrl(ctx.chef)),

  replaceCalendarUrl: chefProcedure.mutation(({ ctx }) => ctx.services.chefPortal.replaceCalendarUrl(ctx.chef)),
});
