import type { CallContext } from '../../core/call.js';
import type { SessionAnswer } from '../../../common/schemas/answers/businesses.js';

/** GET /api/session, public.session: the business, the admin and the chef signed in, each or null (DECISIONS.md section 15). */
export async function whoIsSignedIn(call: CallContext): Promise<SessionAnswer> {
  const business = call.business ? await call.services.businesses.whoAmI(call.business) : { business: null, member: null, memberships: null };
  return {
    ...business,
    admin: call.admin ? { adminId: call.admin.adminId, username: call.admin.username } : null,
    chef: call.chef ? await call.services.chefPortal.whoAmI(call.chef) : null,
  };
}
