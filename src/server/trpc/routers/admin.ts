import { z } from 'zod';
import { loginInput } from '../../../common/schemas/account.js';
import { addHoursInput, blockAvailabilityInput, businessListInput, jobListInput } from '../../../common/schemas/admin.js';
import { chefCreateInput, chefListInput, chefUpdateInput } from '../../../common/schemas/chefs.js';
import { entityId } from '../../../common/schemas/fields.js';
import { assignChefInput, offerInput, operationsBoardInput } from '../../../common/schemas/staffing.js';
import { timesheetSettleInput } from '../../../common/schemas/timesheets.js';
import { profileInput } from '../../../common/schemas/registration.js';
import { adminLogIn, adminLogOut } from '../../core/call-context.js';
import { adminProcedure, publicProcedure, router } from '../../core/trpc/init.js';

const byId = z.strictObject({ id: entityId() });

/** The operations team: every business, its hours, bookings, availability and inbox. */
export const adminRouter = router({
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => adminLogIn(ctx, input)),

  logout: adminProcedure.mutation(({ ctx }) => adminLogOut(ctx)),

  summary: adminProcedure.query(({ ctx }) => ctx.services.admin.summary()),

  businesses: adminProcedure
    .input(businessListInput)
    .query(({ ctx, input }) => ctx.services.admin.listBusinesses(input)),

  business: adminProcedure.input(byId).query(({ ctx, input }) => ctx.services.admin.businessDetail(input.id)),

  updateBusiness: adminProcedure
    .input(profileInput.extend({ id: entityId() }))
    .mutation(({ ctx, input: { id, ...profile } }) => ctx.services.admin.updateBusiness(ctx.admin, id, profile)),

  deleteBusiness: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.admin.deleteBusiness(ctx.admin, input.id)),

  deleteBusinesses: adminProcedure
    .input(z.strictObject({ ids: z.array(entityId()).min(1).max(500) }))
    .mutation(({ ctx, input }) => ctx.services.admin.bulkDeleteBusinesses(ctx.admin, input.ids)),

  addHours: adminProcedure.input(addHoursInput).mutation(({ ctx, input }) => ctx.services.admin.addHours(ctx.admin, input)),

  decideHoursRequest: adminProcedure
    .input(z.strictObject({ id: entityId(), decision: z.enum(['approved', 'declined']) }))
    .mutation(({ ctx, input }) => ctx.services.admin.decideHoursRequest(ctx.admin, input.id, input.decision)),

  completeBooking: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.bookings.complete(ctx.admin, input.id)),

  cancelBooking: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.bookings.adminCancel(ctx.admin, input.id)),

  chefNoShow: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.bookings.chefNoShow(ctx.admin, input.id)),

  timesheetDisputes: adminProcedure.query(({ ctx }) => ctx.services.timesheets.disputes(ctx.admin)),

  settleTimesheet: adminProcedure
    .input(timesheetSettleInput.extend({ id: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.timesheets.settleDispute(ctx.admin, input.id, input.hours)),

  completePastBookings: adminProcedure.mutation(({ ctx }) => ctx.services.bookings.completePast(ctx.admin)),

  blockedSlots: adminProcedure.query(({ ctx }) => ctx.services.availability.upcomingBlocks()),

  blockSlot: adminProcedure
    .input(blockAvailabilityInput)
    .mutation(({ ctx, input }) => ctx.services.availability.block(ctx.admin, input)),

  unblockSlot: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.availability.unblock(ctx.admin, input.id)),

  inbox: adminProcedure.query(({ ctx }) => ctx.services.inbox.adminInbox()),

  jobs: adminProcedure.input(jobListInput).query(({ ctx, input }) => ctx.services.jobs.list(input.state)),

  retryJob: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.jobs.retry(ctx.admin, input.id)),

  chefs: adminProcedure.input(chefListInput).query(({ ctx, input }) => ctx.services.chefs.list(input)),

  chef: adminProcedure.input(byId).query(({ ctx, input }) => ctx.services.chefs.adminView(input.id)),

  createChef: adminProcedure.input(chefCreateInput).mutation(({ ctx, input }) => ctx.services.chefs.create(ctx.admin, input)),

  updateChef: adminProcedure
    .input(chefUpdateInput.extend({ id: entityId() }))
    .mutation(({ ctx, input: { id, ...change } }) => ctx.services.chefs.update(ctx.admin, id, change)),

  /** The Operations board (DECISIONS.md section 9). */
  operations: adminProcedure.input(operationsBoardInput).query(({ ctx, input }) => ctx.services.staffing.board(input)),

  eligibleChefs: adminProcedure.input(z.strictObject({ bookingId: entityId() })).query(({ ctx, input }) => ctx.services.staffing.eligibleChefs(input.bookingId)),

  offerBooking: adminProcedure
    .input(offerInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.offer(ctx.admin, input.bookingId, input.chefIds)),

  /** "Offer to favourites first": the business's eligible favourites now, every eligible chef 2 hours later (DECISIONS.md section 10). */
  offerToFavourites: adminProcedure
    .input(z.strictObject({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.offerToFavourites(ctx.admin, input.bookingId)),

  /** Every rating of one business's bookings or one chef's, blind or not: the admin sees them all. */
  ratings: adminProcedure
    .input(z.strictObject({ businessId: entityId().optional(), chefId: entityId().optional() }))
    .query(({ ctx, input }) => ctx.services.ratings.adminRatings(ctx.admin, input)),

  assignChef: adminProcedure
    .input(assignChefInput.extend({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.assign(ctx.admin, input.bookingId, input.chefId)),

  unassignChef: adminProcedure
    .input(z.strictObject({ bookingId: entityId() }))
    .mutation(({ ctx, input }) => ctx.services.staffing.unassign(ctx.admin, input.bookingId)),

  /** Emails the chef a sign-in link valid 7 days. */
  inviteChef: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.chefAccounts.invite(ctx.admin, input.id)),

  /** What the deactivation confirmation lists before the admin confirms. */
  chefFutureAssignments: adminProcedure.input(byId).query(({ ctx, input }) => ctx.services.chefs.futureAssignments(input.id)),

  deactivateChef: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.chefs.deactivate(ctx.admin, input.id)),
});
