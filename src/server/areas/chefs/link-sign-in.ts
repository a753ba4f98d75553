import type { z } from 'zod';
import type { chefDoneAnswer, chefSelfAnswer } from '../../../common/schemas/answers/chefs.js';
import { sessionsOf, type CallContext } from '../../core/call.js';

/** POST /api/chef/login, chef.login: the emailed link's token becomes the chef's cookie. */
export async function chefLogIn(call: CallContext, { token }: { token: string }): Promise<z.output<typeof chefSelfAnswer>> {
  const { chefId, sessionVersion } = await call.services.chefAccounts.login(token);
  await sessionsOf(call).signInChef(chefId, sessionVersion);
  return call.services.chefPortal.me({ kind: 'chef', chefId });
}

/** Ends every cookie of the signed-in chef; with nobody signed in it only clears this cookie. */
export async function chefLogOut(call: CallContext): Promise<z.output<typeof chefDoneAnswer>> {
  if (call.chef) await call.services.chefAccounts.logout(call.chef);
  await sessionsOf(call).signOutChef();
  return { success: true as const };
}
