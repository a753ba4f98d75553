import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type IronSession, type SessionOptions } from 'iron-session';

/** What a business cookie holds: who signed in, and the account's session version then. */
export interface BusinessSessionData {
  accountId?: number;
  contactId?: number;
  businessId?: number;
  version?: number;
}

export interface AdminSessionData {
  adminId?: number;
  version?: number;
}

export const BUSINESS_COOKIE = 'cc_business';
export const ADMIN_COOKIE = 'cc_admin';
const BUSINESS_TTL_SECONDS = 7 * 24 * 60 * 60;
const ADMIN_TTL_SECONDS = 8 * 60 * 60;

/**
 * Two separate cookies (DECISIONS.md section 2), so signing in as one kind of user never
 * signs out the other. The session version inside is checked against the database on every
 * request by the auth service: a sealed cookie cannot be recalled otherwise.
 */
export class SessionCookies {
  private readonly business: SessionOptions;
  private readonly admin: SessionOptions;

  constructor(secret: string, secure: boolean) {
    const cookieOptions = { httpOnly: true, sameSite: 'lax' as const, path: '/', secure };
    this.business = {
      password: secret,
      cookieName: BUSINESS_COOKIE,
      ttl: BUSINESS_TTL_SECONDS,
      cookieOptions: { ...cookieOptions, maxAge: BUSINESS_TTL_SECONDS - 60 },
    };
    this.admin = {
      password: secret,
      cookieName: ADMIN_COOKIE,
      ttl: ADMIN_TTL_SECONDS,
      cookieOptions: { ...cookieOptions, maxAge: ADMIN_TTL_SECONDS - 60 },
    };
  }

  businessSession(req: IncomingMessage, res: ServerResponse): Promise<IronSession<BusinessSessionData>> {
    return getIronSession<BusinessSessionData>(req, res, this.business);
  }

  adminSession(req: IncomingMessage, res: ServerResponse): Promise<IronSession<AdminSessionData>> {
    return getIronSession<AdminSessionData>(req, res, this.admin);
  }
}
