import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { AppError } from './core/errors.js';
import type { StripeKeys, TrustProxy } from './core/config.js';
import { toErrorResponse } from './core/http/errors.js';
import { healthRoutes } from './core/http/health.js';
import { headersOnce } from './core/http/security-headers.js';
import { loadIndexHtml } from './core/http/route-preloads.js';
import { BODY_TOO_LARGE, refuseCrossSiteWrites, refuseForeignOrigins } from './core/http/request-guards.js';
import type { SessionCookies } from './core/security/sessions.js';
import { apiDocsAssets, openApiRoutes } from './openapi.js';
import { stripeWebhookRoute } from './stripe-webhook.js';
import { requestContext } from './core/http/request-call.js';
import type { Services } from './services.js';
import { trpcExpressHandler } from './core/trpc/express-handler.js';
import { retryAfterHeaders, type InnerContext } from './core/trpc/init.js';
import { appRouter } from './router.js';
import { endpointRestRoutes } from './areas.js';
import { endpointRoutes, uploadRoutes } from './core/http/endpoint-routes.js';
import { apiKeyCalls, apiKeyPrincipalOf } from './core/http/api-key-calls.js';

export interface AppDeps {
  services: Services;
  cookies: SessionCookies;
  /** The built client to serve; absent in API-only tests. */
  clientDir?: string | undefined;
  /** The origin browsers use for this app (PUBLIC_URL), accepted by the cross-site check. */
  publicUrl: string;
  log: (line: string) => void;
  /** Which proxies may name the client's address (TRUST_PROXY); absent: none, the socket's peer is the client. */
  trustProxy?: TrustProxy;
  /** A trivial query: whether /readyz may say this process can serve. */
  databaseAnswers: () => Promise<boolean>;
  /** Stripe's keys, for the webhook; absent, it answers 404. */
  stripe?: StripeKeys | undefined;
}

const BODY_LIMIT = '100kb';

/** The Express app without listen(): tests and the server both build it here. */
export function createApp({ services, cookies, clientDir, publicUrl, log, trustProxy = false, databaseAnswers, stripe }: AppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // API answers are never cached (Cache-Control: no-store below), so an ETag would be a hash of
  // every body for nothing. Static files get theirs from serve-static, index.html below.
  app.set('etag', false);
  // req.ip, the client address that login throttles and request limits count, is read
  // through the trusted proxies only.
  app.set('trust proxy', trustProxy);

  app.use(
    headersOnce(
      helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Ant Design writes its CSS-in-JS into <style> elements at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Chef photos are web addresses an admin or chef gives (https only, by the schema).
          imgSrc: ["'self'", 'data:', 'https:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // HSTS only makes sense behind TLS, which a deployment adds in front of this process.
      strictTransportSecurity: false,
      }),
    ),
  );
  app.use(healthRoutes(databaseAnswers));
  // Only for clients that accept an encoding: the middleware wraps every response's write
  // and end, a cost that scripts and integrators that ask for plain JSON need not pay.
  const compress = compression();
  app.use((req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next()));

  // Before the JSON parser below: Stripe's signature is over the raw bytes of the body.
  app.use(stripeWebhookRoute(services, stripe));

  const attachContext: RequestHandler = async (req, res, next) => {
    try {
      res.locals.context = await requestContext(services, cookies, { req, res, clientAddress: req.ip ?? req.socket.remoteAddress ?? 'unknown', apiKey: apiKeyPrincipalOf(res.locals) });
      // API answers are about one user at one moment: never cached by anything in between.
      res.set('Cache-Control', 'no-store');
      next();
    } catch (error) {
      next(error);
    }
  };

  // A call with an API key is authenticated before the request guards, which treat it as one without a cookie.
  app.use(apiKeyCalls(services, endpointRestRoutes));

  // Before the JSON parser too: an upload's body is the file itself (a credential's document, up to 5 MB).
  const beforeUpload = [refuseForeignOrigins(publicUrl), attachContext];
  // The /api/docs viewer's files: the same for everyone and cached for a year, so before the
  // session lookup and the no-store of the API's answers.
  app.use('/api', apiDocsAssets());
  app.use(uploadRoutes(endpointRestRoutes, beforeUpload));

  for (const prefix of ['/api', '/trpc']) {
    app.use(prefix, refuseCrossSiteWrites(publicUrl), express.json({ limit: BODY_LIMIT }));
    app.use(prefix, attachContext);
  }

  // The areas' REST routes, derived from their endpoints' definitions and sorted so that a literal
  // path wins over a parameter in its place (billing's /api/admin/export/orders.csv before
  // businesses' /api/admin/export/{kind}.csv); no two of them answer the same method and path.
  app.use('/api', endpointRoutes(endpointRestRoutes, '/api'));
  app.use('/api', openApiRoutes(publicUrl));
  app.use('/api', (_req, _res, next) => next(new AppError('NOT_FOUND', 'No such API path')));

  app.use(
    '/trpc',
    trpcExpressHandler({
      router: appRouter,
      createContext: ({ res }) => res.locals.context as InnerContext,
      errorHeaders: retryAfterHeaders,
      onError: ({ error, path: procedure }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') log(`trpc ${procedure ?? '?'} failed: ${error.cause?.stack ?? error.stack ?? error.message}`);
      },
    }),
  );

  if (clientDir && existsSync(path.join(clientDir, 'index.html'))) {
    // Hashed file names never change: cache them for a year. index.html is always revalidated.
    app.use('/assets', express.static(path.join(clientDir, 'assets'), { immutable: true, maxAge: '1y', fallthrough: false }));
    app.use(express.static(clientDir, { index: false, maxAge: '1h' }));
    const indexHtml = loadIndexHtml(clientDir);
    app.get('/{*splat}', async (req, res) => {
      // The session the cookie carries, checked against its account as every call's is: the
      // page tells the header whether a business is signed in.
      const { business } = await services.accounts.resolveBusiness(await cookies.readBusiness(req.headers.cookie));
      // A path that is no client route answers 404 (crawlers and uptime checks believe the
      // status), with the page from which the client renders its not-found page.
      const { status, html } = indexHtml.forPath(req.path, { businessSignedIn: business !== null });
      // Revalidated on every visit: a 304 when the build (and so the page, signed in or not) has not changed.
      res
        .status(status)
        .set({ 'Cache-Control': 'no-cache', Vary: 'Cookie', ETag: `"${createHash('sha1').update(html).digest('base64url')}"` })
        .type('html')
        .send(html);
    });
  }

  const errorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    const parserError = error as { type?: string; status?: number };
    const known =
      parserError.type === 'entity.too.large'
        ? new AppError('PAYLOAD_TOO_LARGE', BODY_TOO_LARGE)
        : parserError.type === 'entity.parse.failed'
          ? new AppError('BAD_REQUEST', 'Request body is not valid JSON')
          : parserError.status === 415
            ? new AppError('UNSUPPORTED_MEDIA_TYPE', 'Unsupported body encoding or charset')
            : parserError.status === 404 && req.path.startsWith('/assets')
            ? new AppError('NOT_FOUND', 'No such file')
            : typeof parserError.status === 'number' && parserError.status >= 400 && parserError.status < 500
              ? new AppError('BAD_REQUEST', 'Bad request')
              : error;
    const { status, body, retryAfterSeconds } = toErrorResponse(known);
    if (status === 500) log(`${req.method} ${req.path} failed: ${(error as Error)?.stack ?? String(error)}`);
    if (retryAfterSeconds !== undefined) res.set('Retry-After', String(retryAfterSeconds));
    if (res.headersSent) return;
    res.status(status).json(res.locals.successFlagOnError ? { success: false, ...body } : body);
  };
  app.use(errorHandler);
  return app;
}
