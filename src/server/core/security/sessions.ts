import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, unsealData, type IronSession, type SessionOptions } from 'iron-session';

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

/** A chef's cookie (DECISIONS.md section 8): the chef, and their session version then. */
export interface ChefSessionData {
  chefId?: number;
  version?: number;
}

export const BUSINESS_COOKIE = 'cc_business';
export const ADMIN_COOKIE = 'cc_admin';
export const CHEF_COOKIE = 'cc_chef';
const BUSINESS_TTL_SECONDS = 7 * 24 * 60 * 60;
const ADMIN_TTL_SECONDS = 8 * 60 * 60;
const CHEF_TTL_SECONDS = 30 * 24 * 60 * 60;
/** How long an unsealed cookie's contents are reused, and how many are kept. */
const UNSEALED_CACHE_MS = 60_000;
const UNSEALED_CACHE_SIZE = 10_000;

/** The raw value of one cookie in a Cookie header. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

/**
 * Three separate cookies (DECISIONS.md sections 2 and 8), so signing in as one kind of user
 * never signs out another. The session version inside is checked against the database on every
 * request by the auth service: a sealed cookie cannot be recalled otherwise.
 */
export class SessionCookies {
  private readonly business: SessionOptions;
  private readonly admin: SessionOptions;
  private readonly chef: SessionOptions;

  constructor(secret: string, secure: boolean) {
    const cookie = (cookieName: string, ttl: number): SessionOptions => ({
      password: secret,
      cookieName,
      ttl,
      cookieOptions: { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: ttl - 60 },
    });
    this.business = cookie(BUSINESS_COOKIE, BUSINESS_TTL_SECONDS);
    this.admin = cookie(ADMIN_COOKIE, ADMIN_TTL_SECONDS);
    this.chef = cookie(CHEF_COOKIE, CHEF_TTL_SECONDS);
  }

  /**
   * What a request's cookie says, for reading who is calling. Unsealing derives keys with
   * PBKDF2 every time (about 15% of a dashboard read), and a sealed value never changes what
   * it says, so its contents are reused for a minute. Revocation is unaffected: the account's
   * session version is checked in the database on every request.
   */
  private readonly unsealed = new Map<string, { data: object; until: number }>();

  private async read<T extends object>(options: SessionOptions, cookieHeader: string | undefined): Promise<Partial<T>> {
    const sealed = cookieValue(cookieHeader, options.cookieName);
    if (!sealed) return {};
    const cached = this.unsealed.get(sealed);
    if (cached && cached.until > Date.now()) return cached.data as Partial<T>;
    // An expired, tampered or foreign seal unseals to {}: nobody.
    const data = await unsealData<Partial<T>>(sealed, { password: options.password, ttl: options.ttl });
    if (this.unsealed.size >= UNSEALED_CACHE_SIZE) this.unsealed.delete(this.unsealed.keys().next().value!);
    this.unsealed.set(sealed, { data, until: Date.now() + UNSEALED_CACHE_MS });
    return data;
  }

  readBusiness(cookieHeader: string | undefined): Promise<BusinessSessionData> {
    return this.read<BusinessSessionData>(this.business, cookieHeader);
  }

  readAdmin(cookieHeader: string | undefined): Promise<AdminSessionData> {
    return this.read<AdminSessionData>(this.admin, cookieHeader);
  }

  readChef(cookieHeader: string | undefined): Promise<ChefSessionData> {
    return this.read<ChefSessionData>(this.chef, cookieHeader);
  }

  businessSession(req: IncomingMessage, res: ServerResponse): Promise<IronSession<BusinessSessionData>> {
    return getIronSession<BusinessSessionData>(req, res, this.business);
  }

  adminSession(req: IncomingMessage, res: ServerResponse): Promise<IronSession<AdminSessionData>> {
    return getIronSession<AdminSessionData>(req, res, this.admin);
  }

  chefSession(req: IncomingMessage, res: ServerResponse): Promise<IronSession<ChefSessionData>> {
    return getIronSession<ChefSessionData>(req, res, this.chef);
  }
}
