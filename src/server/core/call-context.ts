import type { IncomingMessage, ServerResponse } from 'node:http';
import { idempotencyHeaders } from '../../common/schemas/booking.js';
import type { Registration } from '../../common/schemas/registration.js';
import { AppError, notSignedIn } from './errors.js';
import { parseInput } from './http/errors.js';
import type { AdminPrincipal, BusinessPrincipal, ChefPrincipal } from './context.js';
import type { Services } from '../services.js';
import type { SessionCookies } from './security/sessions.js';

/**
 * Signing in and out, and who is signed in, written once for both transports (ARCHITECTURE.md,
 * "Sessions and sign-in"): the REST handlers and the tRPC procedures only parse their input,
 * call these and send what they return. Nothing here knows Express or tRPC.
 */

/** The cookie side of signing in and out; a call without an HTTP request (createCaller) has none. */
export interface SessionWriter {
  signInBusiness(principal: BusinessPrincipal, version: number): Promise<void>;
  signOutBusiness(): Promise<void>;
  signInAdmin(principal: AdminPrincipal, version: number): Promise<void>;
  signOutAdmin(): Promise<void>;
  signInChef(chefId: number, version: number): Promise<void>;
  signOutChef(): Promise<void>;
}

/** One call, whichever transport it came by: the services, who is signed in, and how to change that. */
export interface CallContext {
  services: Services;
  business: BusinessPrincipal | null;
  admin: AdminPrincipal | null;
  chef: ChefPrincipal | null;
  /** The caller's address as Express's req.ip yields it, for the throttles. */
  clientAddress: string;
  /** The request's Idempotency-Key header as sent (a tRPC batch's applies to its calls), unchecked until a call uses it. */
  idempotencyKey?: string | undefined;
  sessions: SessionWriter | null;
}

/**
 * The call's Idempotency-Key (DECISIONS.md section 6), the same for REST and tRPC (section 16): a
 * key that is not 1 to 200 characters is a 400.
 */
export function idempotencyKeyOf(call: CallContext): string | undefined {
  return parseInput(idempotencyHeaders, { 'Idempotency-Key': call.idempotencyKey })['Idempotency-Key'];
}

/** A freshly registered account's session version: registration inserts the account with it. */
const NEW_ACCOUNT_SESSION_VERSION = 1;

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
 * The context of one HTTP request: who is calling, from the three cookies, each checked against
 * its account's session version, and the writer that signs this response's caller in or out.
 */
export async function requestContext(
  services: Services,
  cookies: SessionCookies,
  http: { req: IncomingMessage; res: ServerResponse; clientAddress: string },
): Promise<CallContext> {
  // Node joins a repeated header of this name into one string; the type allows an array anyway.
  const header = http.req.headers['idempotency-key'];
  const idempotencyKey = Array.isArray(header) ? header.join(', ') : header;
  const cookieHeader = http.req.headers.cookie;
  const business = await services.accounts.resolveBusiness(await cookies.readBusiness(cookieHeader));
  const admin = await services.accounts.resolveAdmin(await cookies.readAdmin(cookieHeader));
  const chef = await services.chefAccounts.resolveChef(await cookies.readChef(cookieHeader));
  return { services, business, admin, chef, clientAddress: http.clientAddress, idempotencyKey, sessions: cookieSessionWriter(cookies, http.req, http.res) };
}

function sessionsOf(call: CallContext): SessionWriter {
  if (!call.sessions) throw new AppError('BAD_REQUEST', 'Sessions need an HTTP request');
  return call.sessions;
}

/** POST /api/register, public.register: DECISIONS.md section 2 signs the new contact in, so "Go to Dashboard" works. */
export async function registerAndSignIn(call: CallContext, registration: Registration) {
  const { principal, ...registered } = await call.services.registration.register(registration, call.clientAddress);
  await sessionsOf(call).signInBusiness(principal, NEW_ACCOUNT_SESSION_VERSION);
  return registered;
}

export async function logIn(call: CallContext, { username, password }: { username: string; password: string }) {
  const { sessionVersion, ...principal } = await call.services.accounts.login(username, password, call.clientAddress);
  await sessionsOf(call).signInBusiness(principal, sessionVersion);
  return { success: true as const, businessId: principal.businessId, message: 'Login successful' };
}

/** Ends every cookie of the signed-in account; with nobody signed in it only clears this cookie. */
export async function logOut(call: CallContext) {
  if (call.business) await call.services.accounts.logout(call.business);
  await sessionsOf(call).signOutBusiness();
  return { success: true as const };
}

export async function adminLogIn(call: CallContext, { username, password }: { username: string; password: string }) {
  const { sessionVersion, ...admin } = await call.services.accounts.adminLogin(username, password, call.clientAddress);
  await sessionsOf(call).signInAdmin(admin, sessionVersion);
  return { success: true as const, username: admin.username, message: 'You are now logged in to the admin panel' };
}

/** Ends every admin cookie of the account: only a signed-in admin may. */
export async function adminLogOut(call: CallContext) {
  if (!call.admin) throw notSignedIn();
  await call.services.accounts.adminLogout(call.admin);
  await sessionsOf(call).signOutAdmin();
  return { success: true as const, message: 'You have been logged out successfully' };
}

/** POST /api/chef/login, chef.login: the emailed link's token becomes the chef's cookie. */
export async function chefLogIn(call: CallContext, { token }: { token: string }) {
  const { chefId, sessionVersion } = await call.services.chefAccounts.login(token);
  await sessionsOf(call).signInChef(chefId, sessionVersion);
  return call.services.chefPortal.me({ kind: 'chef', chefId });
}

/** Ends every cookie of the signed-in chef; with nobody signed in it only clears this cookie. */
export async function chefLogOut(call: CallContext) {
  if (call.chef) await call.services.chefAccounts.logout(call.chef);
  await sessionsOf(call).signOutChef();
  return { success: true as const };
}

/** GET /api/session, public.session: the business, the admin and the chef signed in, each or null (DECISIONS.md section 15). */
export async function whoIsSignedIn(call: CallContext) {
  return {
    business: call.business ? await call.services.businesses.whoAmI(call.business) : null,
    admin: call.admin ? { adminId: call.admin.adminId, username: call.admin.username } : null,
    chef: call.chef ? await call.services.chefPortal.whoAmI(call.chef) : null,
  };
}
