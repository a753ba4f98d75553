import { registrationInput } from '../../../common/schemas/registration.js';
import { publicProcedure } from '../../core/trpc/init.js';
import { registerAndSignIn } from './sign-in.js';

/** What anybody may call: this area's part of the public router (src/server/router.ts). */
export const registrationPublicProcedures = {
  register: publicProcedure.input(registrationInput).mutation(({ ctx, input }) => registerAndSignIn(ctx, input)),
};
