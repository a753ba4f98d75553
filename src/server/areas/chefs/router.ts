import { z } from 'zod';
import { chefLoginInput, chefLoginLinkInput, chefProfileInput, timeOffInput, weeklyAvailabilityInput, chefCreateInput, chefListInput, chefUpdateInput } from '../../../common/schemas/chefs.js';
import { entityId } from '../../../common/schemas/fields.js';
import { publicProcedure, chefProcedure, adminProcedure } from '../../core/trpc/init.js';
import { chefLogIn, chefLogOut } from './sign-in.js';

const byId = z.strictObject({ id: entityId() });

/** This area's part of the public router (src/server/router.ts). What anybody may call. */
export const chefsPublicProcedures = {
  /** /our-chefs: the active chefs shown on the site, in their four groups. */
  chefs: publicProcedure.query(({ ctx }) => ctx.services.chefs.publicRoster()),
};

/** This area's part of the chef router (src/server/router.ts). The chef portal (DECISIONS.md section 8): a chef session sees only its own rows. */
export const chefsChefProcedures = {
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

  assignments: chefProcedure.query(({ ctx }) => ctx.services.chefPortal.assignments(ctx.chef)),

  calendarUrl: chefProcedure.query(({ ctx }) => ctx.services.chefPortal.calendarUrl(ctx.chef)),

  replaceCalendarUrl: chefProcedure.mutation(({ ctx }) => ctx.services.chefPortal.replaceCalendarUrl(ctx.chef)),
};

/** This area's part of the admin router (src/server/router.ts). The operations team. */
export const chefsAdminProcedures = {
  chefs: adminProcedure.input(chefListInput).query(({ ctx, input }) => ctx.services.chefs.list(input)),

  chef: adminProcedure.input(byId).query(({ ctx, input }) => ctx.services.chefs.adminView(input.id)),

  createChef: adminProcedure.input(chefCreateInput).mutation(({ ctx, input }) => ctx.services.chefs.create(ctx.admin, input)),

  updateChef: adminProcedure
    .input(chefUpdateInput.extend({ id: entityId() }))
    .mutation(({ ctx, input: { id, ...change } }) => ctx.services.chefs.update(ctx.admin, id, change)),

  /** Emails the chef a sign-in link valid 7 days. */
  inviteChef: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.chefAccounts.invite(ctx.admin, input.id)),

  /** What the deactivation confirmation lists before the admin confirms. */
  chefFutureAssignments: adminProcedure.input(byId).query(({ ctx, input }) => ctx.services.chefs.futureAssignments(input.id)),

  deactivateChef: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.chefs.deactivate(ctx.admin, input.id)),

  liftSuspension: adminProcedure.input(byId).mutation(({ ctx, input }) => ctx.services.chefs.liftSuspension(ctx.admin, input.id)),
};
