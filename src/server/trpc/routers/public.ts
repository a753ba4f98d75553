import { loginInput, passwordRecoveryRequestInput, passwordResetInput, usernameCheckInput } from '../../../common/schemas/account.js';
import { registrationInput } from '../../../common/schemas/registration.js';
import { contactMessageInput, newsletterInput } from '../../../common/schemas/requests.js';
import { logIn, logOut, registerAndSignIn, whoIsSignedIn } from '../../core/call-context.js';
import { publicProcedure, router } from '../../core/trpc/init.js';

/** What anybody may call: marketing forms, registration, sign-in and recovery. */
export const publicRouter = router({
  session: publicProcedure.query(({ ctx }) => whoIsSignedIn(ctx)),

  register: publicProcedure.input(registrationInput).mutation(({ ctx, input }) => registerAndSignIn(ctx, input)),

  checkUsername: publicProcedure
    .input(usernameCheckInput)
    .query(async ({ ctx, input }) => ({ exists: await ctx.services.accounts.usernameExists(input.username) })),

  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => logIn(ctx, input)),

  logout: publicProcedure.mutation(({ ctx }) => logOut(ctx)),

  contact: router({
    send: publicProcedure.input(contactMessageInput).mutation(({ ctx, input }) => ctx.services.inbox.sendContactMessage(input, ctx.clientAddress)),
  }),

  newsletter: router({
    subscribe: publicProcedure
      .input(newsletterInput)
      .mutation(({ ctx, input }) => ctx.services.inbox.subscribeToNewsletter(input.email, ctx.clientAddress)),
  }),

  passwordRecovery: router({
    request: publicProcedure
      .input(passwordRecoveryRequestInput)
      .mutation(({ ctx, input }) => ctx.services.accounts.requestPasswordReset(input.email, ctx.clientAddress)),
    reset: publicProcedure
      .input(passwordResetInput)
      .mutation(({ ctx, input }) => ctx.services.accounts.resetPassword(input.token, input.password)),
  }),

  /** /our-chefs: the active chefs shown on the site, in their four groups. */
  chefs: publicProcedure.query(({ ctx }) => ctx.services.chefs.publicRoster()),

  /** Days and slots the admin closed, from today on: the booking calendar disables them. */
  blockedSlots: publicProcedure.query(({ ctx }) => ctx.services.availability.upcomingBlocks()),
});
