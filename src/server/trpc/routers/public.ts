import { loginInput, passwordRecoveryRequestInput, passwordResetInput, usernameCheckInput } from '../../../common/schemas/account.js';
import { registrationInput } from '../../../common/schemas/registration.js';
import { contactMessageInput, newsletterInput } from '../../../common/schemas/requests.js';
import { publicProcedure, router, sessionsOf } from '../init.js';

/** What anybody may call: marketing forms, registration, sign-in and recovery. */
export const publicRouter = router({
  session: publicProcedure.query(async ({ ctx }) => ({
    business: ctx.business ? await ctx.services.businesses.whoAmI(ctx.business) : null,
    admin: ctx.admin ? { adminId: ctx.admin.adminId, username: ctx.admin.username } : null,
  })),

  register: publicProcedure.input(registrationInput).mutation(async ({ ctx, input }) => {
    const { principal, ...registration } = await ctx.services.registration.register(input);
    // DECISIONS.md section 2: the new contact is signed in, so "Go to Dashboard" works.
    await sessionsOf(ctx).signInBusiness(principal, 1);
    return registration;
  }),

  checkUsername: publicProcedure
    .input(usernameCheckInput)
    .query(async ({ ctx, input }) => ({ exists: await ctx.services.accounts.usernameExists(input.username) })),

  login: publicProcedure.input(loginInput).mutation(async ({ ctx, input }) => {
    const { sessionVersion, ...principal } = await ctx.services.accounts.login(input.username, input.password, ctx.clientAddress);
    await sessionsOf(ctx).signInBusiness(principal, sessionVersion);
    return { success: true as const, businessId: principal.businessId, message: 'Login successful' };
  }),

  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.business) await ctx.services.accounts.logout(ctx.business);
    await sessionsOf(ctx).signOutBusiness();
    return { success: true as const };
  }),

  contact: router({
    send: publicProcedure.input(contactMessageInput).mutation(({ ctx, input }) => ctx.services.inbox.sendContactMessage(input)),
  }),

  newsletter: router({
    subscribe: publicProcedure
      .input(newsletterInput)
      .mutation(({ ctx, input }) => ctx.services.inbox.subscribeToNewsletter(input.email)),
  }),

  passwordRecovery: router({
    request: publicProcedure
      .input(passwordRecoveryRequestInput)
      .mutation(({ ctx, input }) => ctx.services.accounts.requestPasswordReset(input.email)),
    reset: publicProcedure
      .input(passwordResetInput)
      .mutation(({ ctx, input }) => ctx.services.accounts.resetPassword(input.token, input.password)),
  }),

  /** Days and slots the admin closed, from today on: the booking calendar disables them. */
  blockedSlots: publicProcedure.query(({ ctx }) => ctx.services.availability.upcomingBlocks()),
});
