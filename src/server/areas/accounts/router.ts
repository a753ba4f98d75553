import { loginInput, passwordRecoveryRequestInput, passwordResetInput, usernameCheckInput, accountSetupInput } from '../../../common/schemas/account.js';
import { publicProcedure, router, businessProcedure, adminProcedure } from '../../core/trpc/init.js';
import { logIn, logOut, adminLogIn, adminLogOut } from './sign-in.js';

/** This area's part of the public router (src/server/router.ts). What anybody may call. */
export const accountsPublicProcedures = {
  checkUsername: publicProcedure
    .input(usernameCheckInput)
    .query(async ({ ctx, input }) => ({ exists: await ctx.services.accounts.usernameExists(input.username) })),

  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => logIn(ctx, input)),

  logout: publicProcedure.mutation(({ ctx }) => logOut(ctx)),

  passwordRecovery: router({
    request: publicProcedure
      .input(passwordRecoveryRequestInput)
      .mutation(({ ctx, input }) => ctx.services.accounts.requestPasswordReset(input.email, ctx.clientAddress)),
    reset: publicProcedure
      .input(passwordResetInput)
      .mutation(({ ctx, input }) => ctx.services.accounts.resetPassword(input.token, input.password)),
  }),
};

/** This area's part of the business router (src/server/router.ts). A signed-in business, acting on its own business only (the services check it). */
export const accountsBusinessProcedures = {
  setUpAccount: businessProcedure
    .input(accountSetupInput)
    .mutation(({ ctx, input }) => ctx.services.accounts.setUpAccount(ctx.business, input)),
};

/** This area's part of the admin router (src/server/router.ts). The operations team. */
export const accountsAdminProcedures = {
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => adminLogIn(ctx, input)),

  logout: adminProcedure.mutation(({ ctx }) => adminLogOut(ctx)),
};
