import { Router } from 'express';
import { z } from 'zod';
import { NOT_SIGNED_IN } from '../common/messages.js';
import { NO_LONGER_MEMBER, ROLE_NOT_ALLOWED } from '../common/team.js';
import { exportKinds } from '../common/schemas/admin.js';
import { errorAnswer } from '../common/schemas/answers/shared.js';
import { CONTROL_CHARACTERS_MESSAGE } from '../common/schemas/fields.js';
import { company } from '../common/site.js';
import { INVALID_INPUT, operationOf, type Access, type Operation } from './core/http/openapi-operation.js';
import { BODY_NOT_JSON, BODY_TOO_LARGE, CROSS_SITE_REFUSED } from './core/http/request-guards.js';
import { ADMIN_COOKIE, BUSINESS_COOKIE, CHEF_COOKIE } from './core/security/sessions.js';
import { areaDescriptors } from './areas.js';
import { restRoutesOf } from './core/endpoints/define.js';
import { stripeWebhookOperation } from './stripe-webhook.js';

/** The order of an operation's methods under its path. */
const METHOD_ORDER: Operation['method'][] = ['get', 'post', 'put', 'patch', 'delete'];

/** Operations in the order of their paths, then of their methods. */
function inPathOrder(operations: Operation[]): Operation[] {
  return operations.sort((a, b) => (a.path === b.path ? METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) : a.path < b.path ? -1 : 1));
}

/** This document's own two operations; the Stripe webhook's comes from its route (stripe-webhook.ts). */
const documentOperations: Operation[] = [
  {
    operationId: 'getOpenApiDocument',
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document: the REST API as OpenAPI 3.1',
    access: 'anyone',
    // Its own shape is OpenAPI's, described by the OpenAPI specification; this names its frame.
    answer: z.looseObject({ openapi: z.literal('3.1.0'), info: z.looseObject({ title: z.string(), version: z.string() }), servers: z.array(z.object({ url: z.string() })), paths: z.record(z.string(), z.unknown()) }),
  },
  { operationId: 'getApiDocs', method: 'get', path: '/api/docs', file: 'text/html', summary: 'This document as a web page for people', access: 'anyone' },
];

/**
 * Every REST operation, described from the same zod schemas the handlers validate with: the
 * areas' (derived from their endpoints) and this document's own. In the order of their paths, whichever area defines them, so that the document
 * and the integrator types generated from it keep their order as endpoints move between areas.
 */
export const restOperations: Operation[] = inPathOrder([
  ...areaDescriptors.flatMap((area) => restRoutesOf(area.endpoints ?? [], area.sharedRestRoutes ?? []).map(operationOf)),
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

/** The three session cookies (DECISIONS.md sections 2 and 8), each an OpenAPI security scheme. */
const securitySchemes = {
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
    ...(SECURITY_OF[operation.access].length ? { 401: NOT_SIGNED_IN } : {}),
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
  return { ...common, ...own, ...forbidden };
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

/** Every answer of an operation by status, for the document and the docs page alike. */
function responsesOf(operation: Operation): Record<string, ResponseObject> {
  const errors = Object.fromEntries(
    Object.entries(errorsOf(operation)).map(([status, description]) => [
      status,
      { ...errorResponse, description, ...(status === '429' ? { headers: { 'Retry-After': retryAfterHeader } } : {}) },
    ]),
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
      summary: operation.summary,
      description: `Access: ${operation.access}${operation.roles ? ` (${operation.roles.join(', ')})` : ''}.`,
      security: SECURITY_OF[operation.access],
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
      description: `Cookies carry the sessions (${BUSINESS_COOKIE}, ${ADMIN_COOKIE}, ${CHEF_COOKIE}). Writes need a JSON body and a same-origin Origin header if any. Text fields refuse control characters, and one-line fields also bidirectional controls, zero-width characters and unpaired surrogates, with a 400 whose errors entry for the field is "${CONTROL_CHARACTERS_MESSAGE}" (messages, notes, comments and special requests keep their line breaks).`,
      contact: { email: company.supportEmail },
    },
    // PUBLIC_URL, the address the server is reached at; the paths carry their /api prefix.
    servers: [{ url: publicUrl }],
    paths,
    components: { securitySchemes },
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** GET /api/openapi.json and a readable /api/docs page (no external assets: CSP and no network). */
export function openApiRoutes(publicUrl: string): Router {
  const routes = Router();
  const document = openApiDocument(publicUrl);
  routes.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  routes.get('/docs', (_req, res) => {
    const schemaDetails = (label: string, schema: unknown) => `<details><summary>${label}</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details>`;
    // Each answer with its media type, and the schema of a JSON answer that has its own (the
    // shared error shape is shown once, above the table; a file is just its media type).
    const answers = (operation: Operation) =>
      Object.entries(responsesOf(operation))
        .filter(([status]) => status !== 'default')
        .map(([status, response]) => {
          const media = Object.entries(response.content ?? {});
          return `<li><code>${status}</code> ${media.map(([type]) => `<code>${type}</code>`).join(' ')} ${escapeHtml(response.description)}${media
            .filter(([type, { schema }]) => type === 'application/json' && schema !== undefined && response.content !== errorResponse.content)
            .map(([, { schema }]) => schemaDetails('schema', schema))
            .join('')}</li>`;
        })
        .join('');
    const who = (operation: Operation) =>
      [operation.access, ...SECURITY_OF[operation.access].flatMap((requirement) => Object.keys(requirement).map((scheme) => `<code>${securitySchemes[scheme as keyof typeof securitySchemes].name}</code>`))].join(' ');
    const rows = restOperations
      .map(
        (operation) =>
          `<tr id="${operation.operationId}"><td><code>${operation.method.toUpperCase()}</code></td><td><code>${escapeHtml(operation.path)}</code><br><code>${operation.operationId}</code></td><td>${escapeHtml(operation.summary)}</td><td>${who(operation)}</td><td>${
            operation.body ? schemaDetails('schema', inputSchema(operation.body)) : ''
          }</td><td><ul>${answers(operation)}</ul></td></tr>`,
      )
      .join('\n');
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${company.name} REST API</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${company.name} REST API</h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1), served from <code>${escapeHtml(publicUrl)}</code>. Sessions are cookies: ${Object.values(securitySchemes)
      .map((scheme) => `<code>${scheme.name}</code>`)
      .join(', ')}. Errors are JSON:</p>
${schemaDetails('error schema', errorResponse.content['application/json'].schema)}
<table><thead><tr><th>Method</th><th>Path and operationId</th><th>What it does</th><th>Who</th><th>Body</th><th>Answers</th></tr></thead><tbody>
${rows}
</tbody></table></main></body></html>`);
  });
  return routes;
}

