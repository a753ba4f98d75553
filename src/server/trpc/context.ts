import type { Request, Response } from 'express';
import type { Services } from '../services/services.js';
import type { AdminPrincipal, BusinessPrincipal } from '../services/context.js';
import type { SessionCookies } from '../security/sessions.js';

/**
 * The cookie side of signing in and out. Procedures never touch req/res: they ask this,
 * and a test's inner context can leave it out.
 */
export interface SessionWriter {
  signInBusiness(principal: BusinessPrincipal, version: number): Promise<void>;
  signOutBusiness(): Promise<void>;
  signInAdmin(principal: AdminPrincipal, version: number): Promise<void>;
  signOutAdmin(): Promise<void>;
}

export interface InnerContext {
  services: Services;
  business: BusinessPrincipal | null;
  admin: AdminPrincipal | null;
  /** The caller's address, for login throttling. */
  clientAddress: string;
  sessions: SessionWriter | null;
}

/** The request-free part of the context: what tests build for createCaller. */
export function createContextInner(inner: Partial<InnerContext> & { services: Services }): InnerContext {
  return { business: null, admin: null, clientAddress: 'test', sessions: null, ...inner };
}

export function cookieSessionWriter(cookies: SessionCookies, req: Request, res: Response): SessionWriter {
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
  };
}

/** Who is calling, from the two cookies, each checked against its account's session version. */
export async function resolvePrincipals(services: Services, cookies: SessionCookies, req: Request) {
  const [business, admin] = [
    await services.accounts.resolveBusiness(await cookies.readBusiness(req.headers.cookie)),
    await services.accounts.resolveAdmin(await cookies.readAdmin(req.headers.cookie)),
  ];
  return { business, admin };
}
