import { registrationInput } from '../../../common/schemas/registration.js';
import { publicProcedure } from '../../core/trpc/init.js';
import { registerAndSignIn } from './sign-in.js';

/** This area's part of the public router (src/server/router.ts). What anybody may call. */
export const registrationPublicProcedures = {
  register: publicProcedure.input(registrationInput).mutation(({ ctx, input }) => registerAndSignIn(ctx, input)),
};
