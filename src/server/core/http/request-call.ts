import type { IncomingMessage, ServerResponse } from 'node:http';
import type { CallContext, SessionWriter } from '../call.js';
import type { SessionCookies } from '../security/sessions.js';
import type { ApiKeyPrincipal } from '../service-context.js';
import type { Services } from '../services.js';

function cookieSessionWriter(cookies: SessionCookies, req: IncomingMessage, res: ServerResponse): SessionWriter {
  return {
    async signInBusiness(principal, version) {
      const session = await cookies.businessSession(req, res);
      session.accountId = principal.accountId;
      session.contactId = principal.contactId;
      session.businessId = principal.businessId;
      session.version = version;
      await session.save();
    },
    async signOutBusiness() {
      (await cookies.businessSession(req, res)).destroy();
    },
    async signInAdmin(principal, version) {
      const session = await cookies.adminSession(req, res);
      session.adminId = principal.adminId;
      session.version = version;
      await session.save();
    },
    async signOutAdmin() {
      (await cookies.adminSession(req, res)).destroy();
    },
    async signInChef(chefId, version) {
      const session = await cookies.chefSession(req, res);
      session.chefId = chefId;
      session.version = version;
      await session.save();
    },
    async signOutChef() {
      (await cookies.chefSession(req, res)).destroy();
    },
  };
}

/**
 * The context of one HTTP request: who is calling, and the writer that signs this response's
 * caller in or out. Who is calling comes from the three cookies, each checked against its
 * account's session version; or, for a call authenticated with an API key (core/http/api-key-calls.ts),
 * from the key alone: it acts for its business in its role, and its cookies are ignored.
 */
export async function requestContext(
  services: Services,
  cookies: SessionCookies,
  http: { req: IncomingMessage; res: ServerResponse; clientAddress: string; apiKey?: ApiKeyPrincipal | undefined },
): Promise<CallContext> {
  // Node joins a repeated header of this name into one string; the type allows an array anyway.
  const header = http.req.headers['idempotency-key'];
  const idempotencyKey = Array.isArray(header) ? header.join(', ') : header;
  if (http.apiKey) return { services, business: http.apiKey, removedFromBusiness: false, admin: null, chef: null, clientAddress: http.clientAddress, idempotencyKey, sessions: null };
  const cookieHeader = http.req.headers.cookie;
  const { business, removedFromBusiness } = await services.accounts.resolveBusiness(await cookies.readBusiness(cookieHeader));
  const admin = await services.accounts.resolveAdmin(await cookies.readAdmin(cookieHeader));
  const chef = await services.chefAccounts.resolveChef(await cookies.readChef(cookieHeader));
  return { services, business, removedFromBusiness, admin, chef, clientAddress: http.clientAddress, idempotencyKey, sessions: cookieSessionWriter(cookies, http.req, http.res) };
}
