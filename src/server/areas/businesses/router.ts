import { z } from 'zod';
import { addHoursInput, businessListInput, jobListInput } from '../../../common/schemas/admin.js';
import { entityId } from '../../../common/schemas/fields.js';
import { profileUpdateInput, profileInput } from '../../../common/schemas/registration.js';
import { hoursRequestInput, settingsInput } from '../../../common/schemas/requests.js';
import { publicProcedure, businessProcedure, adminProcedure } from '../../core/trpc/init.js';
import { whoIsSignedIn } from './session.js';

const byId = z.strictObject({ id: entityId() });

/** This area's part of the public router (src/server/router.ts). What anybody may call. */
export const businessesPublicProcedures = {
  session: publicProcedure.query(({ ctx }) => whoIsSignedIn(ctx)),
};

/** This area's part of the business router (src/server/router.ts). A signed-in business, acting on its own business only (the services check it). */
export const businessesBusinessProcedures = {
  /** Without an id: the signed-in business (the /dashboard route). */
  dashboard: businessProcedure
    .input(z.strictObject({ businessId: entityId().optional() }))
    .query(({ ctx, input }) => ctx.services.businesses.dashboard(ctx.business, input.businessId ?? ctx.business.businessId)),

  updateProfile: businessProcedure
    .input(profileUpdateInput)
    .mutation(({ ctx, input }) => ctx.services.businesses.updateProfile(ctx.business, input)),

  updateSettings: businessProcedure
    .input(settingsInput)
    .mutation(({ ctx, input }) => ctx.services.businesses.updateSettings(ctx.business, input)),

  requestHours: businessProcedure
    .input(hoursRequestInput)
    .mutation(({ ctx, input }) => ctx.services.businesses.requestHours(ctx.business, input)),
};

/** This area's part of the admin router (src/server/router.ts). The operations team. */
export const businessesAdminProcedures = {
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

  jobs: adminProcedure.input(jobListInput).query(({ ctx, input }) => ctx.services.jobs.list(input.state)),

  retryJob: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.jobs.retry(ctx.admin, input.id)),
};
