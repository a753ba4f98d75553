import { Router } from 'express';
import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE } from '../common/schemas/fields.js';
import { company } from '../common/site.js';
import { accountsOperations } from './areas/accounts/index.js';
import { availabilityOperations } from './areas/availability/index.js';
import { bookingsOperations } from './areas/bookings/index.js';
import { businessesOperations } from './areas/businesses/index.js';
import { chefsOperations } from './areas/chefs/index.js';
import { inboxOperations } from './areas/inbox/index.js';
import { registrationOperations } from './areas/registration/index.js';
import { sessionLifeOperations } from './areas/session-life/index.js';
import { staffingOperations } from './areas/staffing/index.js';
import type { Operation } from './core/http/openapi-operation.js';

/** Every REST operation, described from the same zod schemas the handlers validate with: the areas' entries and this document's own two. */
export const restOperations: Operation[] = [
  ...businessesOperations,
  ...registrationOperations,
  ...accountsOperations,
  ...inboxOperations,
  ...chefsOperations,
  ...availabilityOperations,
  ...bookingsOperations,
  ...sessionLifeOperations,
  ...staffingOperations,
  { method: 'get', path: '/api/openapi.json', summary: 'This document: the REST API as OpenAPI 3.1', access: 'anyone' },
  { method: 'get', path: '/api/docs', summary: 'This document as a web page for people', access: 'anyone' },
];

const errorResponse = {
  description: 'Error',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['message'],
        properties: { message: { type: 'string' }, errors: { type: 'object', additionalProperties: { type: 'string' } } },
      },
    },
  },
};

const retryAfterHeader = { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 1 } };

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of restOperations) {
    const parameters: Record<string, unknown>[] = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: match[1] === 'kind' ? 'string' : 'integer' },
    }));
    for (const [name, schema] of Object.entries(operation.headers?.shape ?? {})) {
      parameters.push({ name, in: 'header', required: !schema.safeParse(undefined).success, schema: z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) });
    }
    const errors = Object.fromEntries(
      Object.entries(operation.errors ?? {}).map(([status, description]) => [
        status,
        { ...errorResponse, description, ...(status === '429' ? { headers: { 'Retry-After': retryAfterHeader } } : {}) },
      ]),
    );
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      summary: operation.summary,
      description: `Access: ${operation.access}.`,
      ...(parameters.length ? { parameters } : {}),
      ...(operation.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(operation.body, { io: 'input', unrepresentable: 'any' }) } } } }
        : {}),
      responses: { '200': { description: 'Success (201 where something is created)' }, ...errors, default: errorResponse },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${company.name} REST API`,
      version: '1.0.0',
      description: `Cookies carry the sessions (cc_business, cc_admin, cc_chef). Writes need a JSON body and a same-origin Origin header if any. Text fields refuse control characters with a 400 whose errors entry for the field is "${CONTROL_CHARACTERS_MESSAGE}" (messages, notes, comments and special requests keep their line breaks).`,
      contact: { email: company.supportEmail },
    },
    paths,
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** GET /api/openapi.json and a readable /api/docs page (no external assets: CSP and no network). */
export function openApiRoutes(): Router {
  const routes = Router();
  const document = openApiDocument();
  routes.get('/openapi.json', (_req, res) => {
    res.json(document);
  });
  routes.get('/docs', (_req, res) => {
    const rows = restOperations
      .map(
        (operation) =>
          `<tr><td><code>${operation.method.toUpperCase()}</code></td><td><code>${escapeHtml(operation.path)}</code></td><td>${escapeHtml(operation.summary)}</td><td>${operation.access}</td><td>${
            operation.body ? `<details><summary>schema</summary><pre>${escapeHtml(JSON.stringify(z.toJSONSchema(operation.body, { io: 'input', unrepresentable: 'any' }), null, 2))}</pre></details>` : ''
          }</td></tr>`,
      )
      .join('\n');
    res.type('html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${company.name} REST API</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>${company.name} REST API</h1>
<p>Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Errors are JSON: <code>{"message": "...", "errors": {"field": "..."}}</code>.</p>
<table><thead><tr><th>Method</th><th>Path</th><th>What it does</th><th>Who</th><th>Body</th></tr></thead><tbody>
${rows}
</tbody></table></main></body></html>`);
  });
  return routes;
}

