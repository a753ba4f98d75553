import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The answers of every write that fails these guards, and of a body over the parser's limit (the OpenAPI document names them too). */
export const CROSS_SITE_REFUSED = 'Cross-site requests are not allowed';
export const BODY_NOT_JSON = 'Request body must be JSON (Content-Type: application/json)';
export const BODY_TOO_LARGE = 'Request body is too large (100 kB at most)';

/**
 * Refuses cross-site writes (DECISIONS.md section 2). A browser names the page's origin in
 * `Origin` on every cross-origin request and on same-origin POSTs; a foreign one is refused.
 * Not a call with an API key (section 19): it carries no cookie a foreign page could borrow.
 */
export function refuseForeignOrigins(publicUrl: string): RequestHandler {
  // Behind a TLS-terminating proxy the request itself looks like plain http: the configured
  // public origin is the one browsers name.
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (!STATE_CHANGING.has(req.method) || res.locals.apiKeyPrincipal) return next();
    const origin = req.get('origin');
    if (origin !== undefined && origin !== publicOrigin && origin !== `${req.protocol}://${req.get('host') ?? ''}`) {
      return next(new AppError('FORBIDDEN', CROSS_SITE_REFUSED));
    }
    next();
  };
}

/** The body types an HTML form can send cross-site without a preflight. */
const HTML_FORM_TYPES = ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data'];

/** Whether the request's body is one an HTML form could have sent (what the CSRF rules refuse first). */
export function sentLikeAForm(req: Request): boolean {
  return Boolean(req.is(HTML_FORM_TYPES));
}

/**
 * Refuses cross-site writes, and writes whose body is not JSON: HTML forms can only send
 * form-encoded, multipart or text/plain bodies cross-site without a preflight, so refusing
 * those closes the CSRF hole that SameSite=Lax leaves for same-site attackers. tRPC queries
 * are GETs and pass; its mutations are POSTs. (A credential's document, a PDF or an image
 * body, which no form can send either, has a route of its own before this guard.)
 */
export function refuseCrossSiteWrites(publicUrl: string): RequestHandler {
  const sameOrigin = refuseForeignOrigins(publicUrl);
  return (req, res, next) =>
    sameOrigin(req, res, (error?: unknown) => {
      if (error !== undefined) return next(error);
      const hasBody = Number(req.get('content-length') ?? 0) > 0 || req.get('transfer-encoding') !== undefined;
      if (STATE_CHANGING.has(req.method) && hasBody && !req.is('application/json')) {
        return next(new AppError('UNSUPPORTED_MEDIA_TYPE', BODY_NOT_JSON));
      }
      next();
    });
}
