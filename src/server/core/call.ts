import { idempotencyHeaders } from '../../common/schemas/booking.js';
import { AppError } from './errors.js';
import { parseInput } from './http/errors.js';
import type { AdminPrincipal, BusinessPrincipal, ChefPrincipal, MemberPrincipal } from './service-context.js';
import type { Services } from './services.js';

/**
 * One call, whichever transport it came by, written once for both (ARCHITECTURE.md, "Sessions
 * and sign-in"): the REST handlers and the tRPC procedures only parse their input, call the
 * areas' sign-in use cases (areas/accounts/password-sign-in.ts, areas/chefs/link-sign-in.ts,
 * …) and send what they return. Nothing here knows Express or tRPC;
 * core/http/request-call.ts builds the context of an HTTP request.
 */

/** The cookie side of signing in and out; a call without an HTTP request (createCaller) has none. */
export interface SessionWriter {
  signInBusiness(principal: MemberPrincipal, version: number): Promise<void>;
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
  /**
   * The business cookie names a business its person was removed from, while they still belong
   * to another: a business call is then a 403 rather than the 401 of nobody.
   */
  removedFromBusiness?: boolean;
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

/**
 * The person the business cookie signs in: null for nobody, and for an API key's call (a key is
 * no person's sign-in, and the calls about one's own sign-in never reach it).
 */
export function signedInPerson(call: CallContext): MemberPrincipal | null {
  return call.business?.apiKey === null ? call.business : null;
}

/** The session writer of a call that came by HTTP; createCaller's calls have none. */
export function sessionsOf(call: CallContext): SessionWriter {
  if (!call.sessions) throw new AppError('BAD_REQUEST', 'Sessions need an HTTP request');
  return call.sessions;
}
