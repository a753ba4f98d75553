import type { z } from 'zod';
import { audienceOf, keyMayCall, rolesOf, type Audience, type DocumentedAccess, type DocumentedErrors, type FileMediaType, type RestChoice, type RestRoute } from '../endpoints/define.js';
import type { MemberRole } from '../../../common/team.js';
import { INVALID_LOGIN } from '../../../common/messages.js';
import { EVENING_TOO_LONG } from '../../../common/session-time.js';
import { TOO_MANY_REQUESTS } from '../security/request-limits.js';
import { keyReaches } from './api-key-calls.js';

/** Who may call a REST operation, as the document names it. */
export type Access = DocumentedAccess;

/** One REST operation as the OpenAPI document describes it: derived from an endpoint's definition (operationOf below), or written beside its route where the route is composed above the areas (the Stripe webhook). */

export interface Operation {
  /**
   * The name a generated client gives the call (createBooking, getDashboard): unique and camelCase.
   * Written per entry rather than derived from method and path, so it stays the same when a
   * path is renamed and reads as what the call does.
   */
  operationId: string;
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  summary: string;
  /** The group it is listed under in the document (its OpenAPI tag): the area that defines it. */
  tag: string;
  access: Access;
  /** The roles of a business that may call it (DECISIONS.md section 18), where not every member may. */
  roles?: readonly MemberRole[];
  /**
   * What an API key (DECISIONS.md section 19) meets there: `may call` it, or is `refused` (403)
   * by its role; absent where the Authorization header is ignored.
   */
  apiKey?: 'may call' | 'refused';
  body?: z.ZodType;
  /** A body that is a file in one of these media types rather than JSON (a credential's document). */
  upload?: readonly string[];
  /** Request headers the operation reads, as a zod object keyed by header name. */
  headers?: z.ZodObject;
  /** The success status: 201 where the call creates something, 202 where it queues work (a webhook attempt), else 200. No REST handler answers 204. */
  status?: 201 | 202;
  /**
   * The JSON body of the success answer, a zod schema of src/common/schemas/answers that also
   * types what the service returns, so the two cannot drift; without it the document names no schema.
   */
  answer?: z.ZodType;
  /** A file answer's media type (or the types it may have); without it the answer is JSON. */
  file?: FileMediaType | readonly string[];
  /** The answers besides success and plain validation, with what they say. */
  errors?: DocumentedErrors;
}

const documentedAudience = (audience: Audience): DocumentedAccess => (audience === 'public' ? 'anyone' : audience);

/**
 * A REST route's operation, from its definition: the documented body is the route's own, or
 * for a write bound by default the endpoint's input (a GET's input is its query string, which
 * the document does not list).
 */
export function operationOf(route: RestRoute, tag: string): Operation {
  const { operationId, method, path, summary, status, answer, headers, errors, documentedAccess } = route;
  const [{ endpoint, binding }] = route.choices as [RestChoice, ...RestChoice[]];
  const body = route.body ?? (method !== 'get' && !binding.input && !binding.upload ? endpoint.input : undefined);
  return {
    operationId,
    method,
    path,
    summary,
    tag,
    access: documentedAccess ?? documentedAudience(audienceOf(route.access)),
    ...(rolesOf(route.access) ? { roles: rolesOf(route.access)! } : {}),
    ...(keyReaches(route) ? { apiKey: keyMayCall(route.access) ? ('may call' as const) : ('refused' as const) } : {}),
    ...(body ? { body } : {}),
    ...(binding.upload ? { upload: binding.upload.types } : {}),
    ...(headers ? { headers } : {}),
    ...(status ? { status } : {}),
    ...(answer ? { answer } : {}),
    ...(binding.file ? { file: binding.file } : {}),
    ...(errors ? { errors } : {}),
  };
}

/** The 400 of a body that fails its schema: every operation with a body gives it. */
export const INVALID_INPUT = 'Invalid input: message names the first problem, errors each field';
/** A booking made or moved: the 400 of a body that fails its schema, and a session past midnight (DECISIONS.md section 23). */
export const bookingInputErrors = { 400: `${INVALID_INPUT} | ${EVENING_TOO_LONG} (errors.duration: a session ends by midnight)` } as const;

/** DECISIONS.md section 11's per-address limits. */
export const limited = { 429: `${TOO_MANY_REQUESTS} (per client address; see Retry-After)` } as const;
/** A wrong username or password, and DECISIONS.md section 2's login throttle. */
export const loginErrors = { 401: INVALID_LOGIN, 429: 'Too many failed login attempts: 5 per username or 20 per address in 15 minutes (see Retry-After)' } as const;
