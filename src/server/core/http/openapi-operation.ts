import type { z } from 'zod';
import { TOO_MANY_REQUESTS } from '../security/request-limits.js';

/** One REST operation as the OpenAPI document describes it: each area lists its own (areas/<area>/openapi.ts). */
export type Access = 'anyone' | 'business' | 'admin' | 'business or admin' | 'chef' | 'anyone with the feed URL';

export interface Operation {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  summary: string;
  access: Access;
  body?: z.ZodType;
  /** Request headers the operation reads, as a zod object keyed by header name. */
  headers?: z.ZodObject;
  /** The answers besides success and plain validation, with what they say. */
  errors?: Partial<Record<400 | 409 | 422 | 429, string>>;
}

/** DECISIONS.md section 11's per-address limits. */
export const limited = { 429: `${TOO_MANY_REQUESTS} (per client address; see Retry-After)` } as const;
/** DECISIONS.md section 2's login throttle. */
export const loginThrottled = { 429: 'Too many failed login attempts: 5 per username or 20 per address in 15 minutes (see Retry-After)' } as const;
