import { signedInPerson, type CallContext } from '../../core/call.js';
import type { SessionAnswer } from '../../../common/schemas/answers/businesses.js';

/** GET /api/session, public.session: the business, the admin and the chef signed in, each or null (DECISIONS.md section 15). */
export async function whoIsSignedIn(call: CallContext): Promise<SessionAnswer> {
  // A person's session only: an API key never reaches this path (its header is ignored here).
  const person = signedInPerson(call);
  const business = person ? await call.services.businesses.whoAmI(person) : { business: null, member: null, memberships: null };
  return {
    ...business,
    admin: call.admin ? { adminId: call.admin.adminId, username: call.admin.username } : null,
    chef: call.chef ? await call.services.chefPortal.whoAmI(call.chef) : null,
  };
}
