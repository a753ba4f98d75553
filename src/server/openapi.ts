import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { NOT_SIGNED_IN } from '../common/messages.js';
import { NO_LONGER_MEMBER, ROLE_NOT_ALLOWED } from '../common/team.js';
import { exportKinds } from '../common/schemas/admin.js';
import { errorAnswer } from '../common/schemas/answers/shared.js';
import { INVALID_API_KEY } from '../common/schemas/integrations.js';
import { company } from '../common/site.js';
import { INVALID_INPUT, operationOf, type Access, type Operation } from './core/http/openapi-operation.js';
import { BODY_NOT_JSON, BODY_TOO_LARGE, CROSS_SITE_REFUSED } from './core/http/request-guards.js';
import { ADMIN_COOKIE, BUSINESS_COOKIE, CHEF_COOKIE } from './core/security/sessions.js';
import { TOO_MANY_REQUESTS } from './core/security/request-limits.js';
import { areaDescriptors } from './areas.js';
import { restRoutesOf } from './core/endpoints/define.js';
import type { AreaDescriptor } from './core/endpoints/area.js';
import { openApiGuide } from './openapi-guide.js';
import { STRIPE_WEBHOOK_TAG, stripeWebhookOperation } from './stripe-webhook.js';

/** The order of an operation's methods under its path. */
const METHOD_ORDER: Operation['method'][] = ['get', 'post', 'put', 'patch', 'delete'];

/** Operations in the order of their paths, then of their methods. */
function inPathOrder(operations: Operation[]): Operation[] {
  return operations.sort((a, b) => (a.path === b.path ? METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) : a.path < b.path ? -1 : 1));
}

/** The group of this document's own operations. */
const DOCUMENT_TAG = { name: 'This document', description: 'This reference, as OpenAPI 3.1 for generated clients and as the page that shows it.' };

/** This document's own two operations; the Stripe webhook's comes from its route (stripe-webhook.ts). */
const documentOperations: Operation[] = [
  {
    operationId: 'getOpenApiDocument',
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document: the REST API as OpenAPI 3.1',
    tag: DOCUMENT_TAG.name,
    access: 'anyone',
    // Its own shape is OpenAPI's, described by the OpenAPI specification; this names its frame.
    answer: z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string(), version: z.string() }), servers: z.array(z.object({ url: z.string() })), paths: z.record(z.string(), z.unknown()) }),
  },
  { operationId: 'getApiDocs', method: 'get', path: '/api/docs', file: 'text/html', summary: 'This document as a web page for people', tag: DOCUMENT_TAG.name, access: 'anyone' },
];

/** An area's group in the document, named after the area: "after-session" lists as "After session". */
function tagOf(area: AreaDescriptor): { name: string; description?: string } {
  const name = area.name.charAt(0).toUpperCase() + area.name.slice(1).replaceAll('-', ' ');
  return { name, ...(area.description ? { description: area.description } : {}) };
}

/** The areas with REST operations, each with its operations. */
const restAreas = areaDescriptors
  .map((area) => ({ area, routes: restRoutesOf(area.endpoints ?? [], area.sharedRestRoutes ?? []) }))
  .filter(({ routes }) => routes.length > 0);

/** The groups of the document by name: one per area with REST operations, this document's and the Stripe webhook's. */
const tags = [...restAreas.map(({ area }) => tagOf(area)), DOCUMENT_TAG, STRIPE_WEBHOOK_TAG].sort((a, b) => a.name.localeCompare(b.name));

/**
 * Every REST operation, described from the same zod schemas the handlers validate with: the
 * areas' (derived from their endpoints) and this document's own. In the order of their paths, whichever area defines them, so that the document
 * and the integrator types generated from it keep their order as endpoints move between areas.
 */
export const restOperations: Operation[] = inPathOrder([
  ...restAreas.flatMap(({ area, routes }) => routes.map((route) => operationOf(route, tagOf(area).name))),
  ...documentOperations,
  stripeWebhookOperation,
]);

/** A zod schema as the JSON Schema of what the server answers. */
function answerSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' });
}

/** Every error answer, from the same zod schema that types the server's error bodies. */
const errorResponse = { description: 'Error', content: { 'application/json': { schema: answerSchema(errorAnswer) } } };

const retryAfterHeader = { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } };

/** An API key's limit (DECISIONS.md section 19): on every answer to a valid key. */
const KEY_OVER_ITS_LIMIT = `${TOO_MANY_REQUESTS} (an API key's 600 calls in 60 s; see Retry-After)`;
const rateLimitHeaders = {
  'RateLimit-Limit': { description: "An API key's calls per window: 600", schema: { type: 'integer' } },
  'RateLimit-Remaining': { description: "The calls left in the key's window, this one counted", schema: { type: 'integer', minimum: 0 } },
  'RateLimit-Reset': { description: "Seconds until the key's window ends", schema: { type: 'integer', minimum: 1 } },
};

/** The three session cookies (DECISIONS.md sections 2 and 8) and the business's API keys (section 19), each an OpenAPI security scheme. */
const securitySchemes = {
  apiKey: { type: 'http', scheme: 'bearer', description: "Authorization: Bearer cc_…: a key an owner made (POST /api/business/api-keys), acting for the business in the key's role" },
  businessSession: { type: 'apiKey', in: 'cookie', name: BUSINESS_COOKIE, description: 'Set by POST /api/mobile/login or POST /api/register' },
  adminSession: { type: 'apiKey', in: 'cookie', name: ADMIN_COOKIE, description: 'Set by POST /api/admin/login' },
  chefSession: { type: 'apiKey', in: 'cookie', name: CHEF_COOKIE, description: 'Set by POST /api/chef/login' },
} as const;

type SecurityRequirement = Partial<Record<keyof typeof securitySchemes, []>>;

/**
 * Who may call an operation, as OpenAPI security: alternatives are separate requirements, and
 * an operation without a session says [] (the calendar feed's token is in its path, not a scheme).
 */
const SECURITY_OF: Record<Access, SecurityRequirement[]> = {
  anyone: [],
  'anyone with the feed URL': [],
  business: [{ businessSession: [] }],
  admin: [{ adminSession: [] }],
  'business or admin': [{ businessSession: [] }, { adminSession: [] }],
  chef: [{ chefSession: [] }],
};

/** Path parameters that are not numeric ids: the export's kind and the calendar feed's secret token. */
const STRING_PATH_PARAMETERS: Record<string, object> = {
  kind: { type: 'string', enum: [...exportKinds] },
  token: { type: 'string' },
};

/** The success answer: a file with its media type, or JSON with its answer schema. */
function successResponse(operation: Operation) {
  const status = String(operation.status ?? 200);
  if (operation.file) {
    const headers = operation.file === 'text/csv' ? { headers: { 'Content-Disposition': { description: 'attachment, with a file name for the download', schema: { type: 'string' } } } } : {};
    const types = typeof operation.file === 'string' ? [operation.file] : operation.file;
    const content = Object.fromEntries(types.map((type) => [type, { schema: { type: 'string' } }]));
    return { [status]: { description: operation.file === 'text/html' ? 'Success: the page' : 'Success: the file', ...headers, content } };
  }
  const content = operation.answer ? { schema: answerSchema(operation.answer) } : {};
  return { [status]: { description: status === '201' ? 'Created' : 'Success', content: { 'application/json': content } } };
}

/**
 * The errors every operation of its kind gives, whatever its entry lists: a body that fails its
 * schema, a missing session, and for every write one from another site, a body over 100 kB or
 * one that is no JSON.
 */
function commonErrors(operation: Operation): Record<string, string> {
  // Any write may carry a body, whether its operation reads one or not: the guards judge it first.
  const write = operation.method !== 'get';
  return {
    ...(operation.body ? { 400: INVALID_INPUT } : {}),
    ...(SECURITY_OF[operation.access].length ? { 401: operation.apiKey ? `${NOT_SIGNED_IN} | ${INVALID_API_KEY} (unknown or revoked)` : NOT_SIGNED_IN } : {}),
    ...(operation.apiKey ? { 429: KEY_OVER_ITS_LIMIT } : {}),
    ...(write ? { 403: `${CROSS_SITE_REFUSED} (an Origin header naming another site)`, 413: BODY_TOO_LARGE, 415: BODY_NOT_JSON } : {}),
  };
}

/**
 * An operation's errors by status: its entry's own words win over the common ones, but for a
 * 403, where both happen (another business's data, and another site's write), both are named.
 */
function errorsOf(operation: Operation): Record<string, string> {
  const common = commonErrors(operation);
  const own = operation.errors ?? {};
  // A role that may not make the call is refused before anything else is looked at.
  const refusals = [
    operation.roles ? `${ROLE_NOT_ALLOWED} (a member whose role is not ${operation.roles.join(' or ')})` : undefined,
    operation.access === 'business' || operation.access === 'business or admin' ? `${NO_LONGER_MEMBER} (removed from the business the session acts for, while a member of another)` : undefined,
    own[403],
    common[403],
  ].filter((refusal) => refusal !== undefined);
  const forbidden = refusals.length > 0 ? { 403: refusals.join(' | ') } : {};
  // A call's own limit and the key's both answer 429.
  const limited = own[429] && common[429] ? { 429: `${own[429]} | ${common[429]}` } : {};
  return { ...common, ...own, ...forbidden, ...limited };
}

/** A zod schema as the JSON Schema of what a client sends. */
function inputSchema(schema: z.ZodType) {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

interface ResponseObject {
  description: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema?: unknown }>;
}

/** Every answer of an operation by status. */
function responsesOf(operation: Operation): Record<string, ResponseObject> {
  const limitHeaders = { 'Retry-After': retryAfterHeader, ...(operation.apiKey ? rateLimitHeaders : {}) };
  const errors = Object.fromEntries(
    Object.entries(errorsOf(operation)).map(([status, description]) => [status, { ...errorResponse, description, ...(status === '429' ? { headers: limitHeaders } : {}) }]),
  );
  return { ...successResponse(operation), ...errors, default: errorResponse };
}

export function openApiDocument(publicUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of restOperations) {
    const parameters: Record<string, unknown>[] = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: STRING_PATH_PARAMETERS[match[1]!] ?? { type: 'integer' },
    }));
    for (const [name, schema] of Object.entries(operation.headers?.shape ?? {})) {
      parameters.push({ name, in: 'header', required: !schema.safeParse(undefined).success, schema: inputSchema(schema) });
    }
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      operationId: operation.operationId,
      tags: [operation.tag],
      summary: operation.summary,
      description: `Access: ${operation.access}${operation.roles ? ` (${operation.roles.join(', ')})` : ''}.`,
      security: operation.apiKey === 'may call' ? [...SECURITY_OF[operation.access], { apiKey: [] }] : SECURITY_OF[operation.access],
      ...(parameters.length ? { parameters } : {}),
      ...(operation.body ? { requestBody: { required: true, content: { 'application/json': { schema: inputSchema(operation.body) } } } } : {}),
      ...(operation.upload ? { requestBody: { required: true, content: Object.fromEntries(operation.upload.map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])) } } : {}),
      responses: responsesOf(operation),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${company.name} REST API`,
      version: '1.0.0',
      description: openApiGuide(),
      contact: { email: company.supportEmail },
    },
    // PUBLIC_URL, the address the server is reached at; the paths carry their /api prefix.
    servers: [{ url: publicUrl }],
    tags,
    paths,
    components: { securitySchemes },
  };
}

const require = createRequire(import.meta.url);

/** Swagger UI (swagger-ui-dist), the viewer that draws this document on /api/docs: its two files, served from here (no CDN). */
const viewerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const viewerVersion = (require('swagger-ui-dist/package.json') as { version: string }).version;
const VIEWER_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'] as const;

/**
 * Starts the viewer: a file, since the Content-Security-Policy runs no inline script. It reads
 * /api/openapi.json and lists its groups (areas) closed, each opening on its operations, with a
 * filter, their operationIds (the names generated clients give them), and no "Schemas" section
 * (the document has no shared schemas). Closed, because from 150 rows on the viewer draws only
 * the rows on screen, so that the browser's find and a screen reader's list of links would miss
 * most operations; 20-odd groups are a table of contents instead.
 * No validator: its badge would load from another site. No deep links: each would be a link
 * inside the button that opens its operation. Examples unhighlighted: the highlighter's colours
 * fall short of WCAG AA contrast.
 */
const viewerStart = `SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#api-reference', docExpansion: 'none', filter: true, displayOperationId: true, defaultModelsExpandDepth: -1, validatorUrl: null, syntaxHighlight: false });\n`;

/** The viewer's files change only with its version, the start script only with its text: both in their paths, so cached for a year. */
const VIEWER_PATH = `/docs/swagger-ui-${viewerVersion}`;
const START_PATH = `/docs/start-${createHash('sha256').update(viewerStart).digest('hex').slice(0, 12)}.js`;
const CACHED_FOR_A_YEAR = 'public, max-age=31536000, immutable';

/**
 * The viewer's files, mounted on /api before the API's own middleware: they are the same for
 * everyone, so they skip the session lookup and its Cache-Control: no-store. Files, like the
 * client's /assets, not REST operations: a handler rather than routes, so the document's check
 * that it lists every route the server mounts does not count them.
 */
export function apiDocsAssets(): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const viewerFile = VIEWER_FILES.find((file) => req.path === `${VIEWER_PATH}/${file}`);
    if (viewerFile) return res.sendFile(viewerFile, { root: viewerDir, maxAge: '1y', immutable: true }, (error) => error && next(error));
    if (req.path === START_PATH) return res.type('js').set('Cache-Control', CACHED_FOR_A_YEAR).send(viewerStart);
    next();
  };
}

/**
 * The page of /api/docs: the viewer's frame. What it shows comes from the document, drawn in
 * the browser; without JavaScript it links the document itself.
 */
function docsPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${company.name} REST API</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api${VIEWER_PATH}/swagger-ui.css">
<link rel="icon" href="/favicon.ico" sizes="32x32">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body { margin: 0; background: #fff; }
/* One server, this one: nothing to choose, and the viewer's select has no name. */
.swagger-ui .scheme-container .schemes .schemes-server-container { display: none; }
/* The document has no links: the column would only say "No links", and takes a phone's width. */
.swagger-ui .response-col_links { display: none; }
/* The viewer's colours, darkened to WCAG AA contrast. */
.swagger-ui .info .title small { background: #5b6270; }
.swagger-ui .info .title small.version-stamp { background: #3b6e00; }
.swagger-ui .info a, .swagger-ui .info .link .url { color: #1f5fa8; }
.swagger-ui .btn.authorize { color: #1e7a50; border-color: #1e7a50; }
.swagger-ui .btn.authorize svg { fill: #1e7a50; }
.swagger-ui .opblock.opblock-get .opblock-summary-method { background: #1b6ac2; }
.swagger-ui .opblock.opblock-post .opblock-summary-method { background: #1e7a50; }
.swagger-ui .opblock.opblock-put .opblock-summary-method { background: #a35400; }
.swagger-ui .opblock.opblock-patch .opblock-summary-method { background: #0f766e; }
.swagger-ui .opblock.opblock-delete .opblock-summary-method { background: #c42b2b; }
.swagger-ui .parameter__in { color: #595959; }
/* Examples and code wrap rather than scroll: a phone never scrolls sideways, and a region that
   scrolls would need to take the keyboard's focus. */
.swagger-ui .highlight-code > .microlight, .swagger-ui .markdown pre { max-height: none; white-space: pre-wrap !important; overflow-wrap: anywhere; }
</style></head>
<body><main id="api-reference"><noscript><h1>${company.name} REST API</h1><p>This reference needs JavaScript. The document it shows: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).</p></noscript></main>
<script src="/api${VIEWER_PATH}/swagger-ui-bundle.js"></script>
<script src="/api${START_PATH}"></script>
</body></html>`;
}

/** GET /api/openapi.json and /api/docs, the page that shows it (its files: apiDocsAssets). */
export function openApiRoutes(publicUrl: string): Router {
  const routes = Router();
  const document = openApiDocument(publicUrl);
  const page = docsPage();
  routes.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  routes.get('/docs', (_req, res) => {
    res.type('html').send(page);
  });
  return routes;
}
