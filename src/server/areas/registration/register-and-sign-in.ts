import type { Registration } from '../../../common/schemas/registration.js';
import { sessionsOf, type CallContext } from '../../core/call.js';

/** A freshly registered account's session version: registration inserts the account with it. */
const NEW_ACCOUNT_SESSION_VERSION = 1;

/** POST /api/register, public.register: DECISIONS.md section 2 signs the new contact in, so "Go to Dashboard" works. */
export async function registerAndSignIn(call: CallContext, registration: Registration) {
  const { principal, ...registered } = await call.services.registration.register(registration, call.clientAddress);
  await sessionsOf(call).signInBusiness(principal, NEW_ACCOUNT_SESSION_VERSION);
  return registered;
}
