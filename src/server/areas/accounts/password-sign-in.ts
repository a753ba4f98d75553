import { sessionsOf, signedInPerson, type CallContext } from '../../core/call.js';
import { notSignedIn } from '../../core/errors.js';
import type { AdminLoginAnswer, BusinessLoginAnswer, LogoutAnswer } from '../../../common/schemas/answers/accounts.js';
import type { SuccessMessageAnswer } from '../../../common/schemas/answers/shared.js';

/**
 * A business's and an admin's signing in and out, written once for both transports (ARCHITECTURE.md,
 * "Sessions and sign-in"): the REST handlers and the tRPC procedures only parse their input,
 * call these and send what they return. Nothing here knows Express or tRPC.
 */

export async function logIn(call: CallContext, { username, password }: { username: string; password: string }): Promise<BusinessLoginAnswer> {
  const { sessionVersion, ...principal } = await call.services.accounts.login(username, password, call.clientAddress);
  await sessionsOf(call).signInBusiness(principal, sessionVersion);
  return { success: true as const, businessId: principal.businessId, message: 'Login successful' };
}

/** Ends every cookie of the signed-in account; with nobody signed in it only clears this cookie. */
export async function logOut(call: CallContext): Promise<LogoutAnswer> {
  const person = signedInPerson(call);
  if (person) await call.services.accounts.logout(person);
  await sessionsOf(call).signOutBusiness();
  return { success: true as const };
}

export async function adminLogIn(call: CallContext, { username, password }: { username: string; password: string }): Promise<AdminLoginAnswer> {
  const { sessionVersion, ...admin } = await call.services.accounts.adminLogin(username, password, call.clientAddress);
  await sessionsOf(call).signInAdmin(admin, sessionVersion);
  return { success: true as const, username: admin.username, message: 'You are now logged in to the admin panel' };
}

/** Ends every admin cookie of the account: only a signed-in admin may. */
export async function adminLogOut(call: CallContext): Promise<SuccessMessageAnswer> {
  if (!call.admin) throw notSignedIn();
  await call.services.accounts.adminLogout(call.admin);
  await sessionsOf(call).signOutAdmin();
  return { success: true as const, message: 'You have been logged out successfully' };
}
