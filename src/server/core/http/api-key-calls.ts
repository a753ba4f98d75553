import type { Request, RequestHandler } from 'express';
import { INVALID_API_KEY } from '../../../common/schemas/integrations.js';
import { audienceOf, type RestRoute } from '../endpoints/define.js';
import { AppError } from '../errors.js';
import type { ApiKeyPrincipal } from '../service-context.js';
import { TOO_MANY_REQUESTS } from '../security/request-limits.js';
import type { Services } from '../services.js';
import { routeMatcher } from './endpoint-routes.js';

/**
 * API keys on the wire (DECISIONS.md section 19): a REST call to one of the business's paths with
 * `Authorization: Bearer <key>` acts for the key's business in the key's role, whatever cookie it
 * carries. Anywhere else (tRPC, /api/admin, /api/chef, the public paths) the header is ignored.
 * Resolved before the request guards: a key's call carries no cookie, so the Origin rule does
 * not concern it (the content-type rule does), and a refused call still tells the key's limits.
 */

/** The 401 of an unknown or revoked key. */
export const invalidApiKey = () => new AppError('UNAUTHORIZED', INVALID_API_KEY);

/** Whether a key reaches a REST route: the business's own paths, never the admin's or a chef's. */
export function keyReaches(route: RestRoute): boolean {
  const audience = audienceOf(route.access);
  return (audience === 'business' || audience === 'business or admin') && !/^\/api\/(admin|chef)(\/|$)/.test(route.path);
}

/** The key a request carries, when it is a call with one. */
function bearerKey(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/** The key's principal of a call that authenticated with one (see apiKeyCalls), else undefined. */
export function apiKeyPrincipalOf(locals: Record<string, unknown>): ApiKeyPrincipal | undefined {
  return locals.apiKeyPrincipal as ApiKeyPrincipal | undefined;
}

/**
 * Authenticates the calls that carry a key to a path it reaches: 401 for an unknown or revoked
 * key; otherwise one more call counted in the key's window, told in the RateLimit headers of
 * every answer, and beyond 600 a 429 with Retry-After. The key itself is never logged or kept.
 */
export function apiKeyCalls(services: Services, routes: readonly RestRoute[]): RequestHandler {
  const matcher = routeMatcher(routes);
  return (req, res, next) => {
    const key = bearerKey(req);
    if (key === undefined) return next();
    const route = matcher.find(req.method, req.path)?.route;
    if (!route || !keyReaches(route)) return next();
    // Its refusals too are about one key at one moment: never cached, as every API answer.
    res.set('Cache-Control', 'no-store');
    services.apiKeys
      .call(key)
      .then((call) => {
        if (!call) throw invalidApiKey();
        res.set({ 'RateLimit-Limit': String(call.limit), 'RateLimit-Remaining': String(call.remaining), 'RateLimit-Reset': String(call.resetSeconds) });
        if (call.refused) throw new AppError('TOO_MANY_REQUESTS', TOO_MANY_REQUESTS, undefined, call.resetSeconds);
        res.locals.apiKeyPrincipal = call.principal;
        next();
      })
      .catch(next);
  };
}
