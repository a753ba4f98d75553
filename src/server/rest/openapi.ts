import { Router } from 'express';
import { z } from 'zod';
import { accountSetupInput, loginInput, passwordRecoveryRequestInput, passwordResetInput } from '../../common/schemas/account.js';
import { cancelBookingInput, createBookingInput, rescheduleBookingInput } from '../../common/schemas/booking.js';
import { profileUpdateInput, registrationInput } from '../../common/schemas/registration.js';
import { contactMessageInput, hoursRequestInput, newsletterInput, settingsInput } from '../../common/schemas/requests.js';
import { company } from '../../common/site.js';

type Access = 'anyone' | 'business' | 'admin' | 'business or admin';

interface Operation {
  method: 'get' | 'post' | 'patch' | 'put' | 'delete';
  path: string;
  summary: string;
  access: Access;
  body?: z.ZodType;
}

/** Every REST operation, described from the same zod schemas the handlers validate with. */
export const restOperations: Operation[] = [
  { method: 'post', path: '/api/register', summary: 'Register a business with its first booking; signs the contact in', access: 'anyone', body: registrationInput },
  { method: 'get', path: '/api/mobile/check-username', summary: 'Whether a username is taken (query: username)', access: 'anyone' },
  { method: 'post', path: '/api/mobile/setup', summary: "Create the signed-in contact's username and password (once)", access: 'business', body: accountSetupInput },
  { method: 'post', path: '/api/mobile/login', summary: 'Business login; sets the business session cookie', access: 'anyone', body: loginInput },
  { method: 'post', path: '/api/logout', summary: 'End every session of the signed-in account', access: 'anyone' },
  { method: 'get', path: '/api/session', summary: 'Who is signed in (business and admin)', access: 'anyone' },
  { method: 'post', path: '/api/contact', summary: 'Send a message to the team', access: 'anyone', body: contactMessageInput },
  { method: 'post', path: '/api/newsletter', summary: 'Subscribe an email to the newsletter (idempotent)', access: 'anyone', body: newsletterInput },
  { method: 'post', path: '/api/password-recovery/request', summary: 'Email a reset link if the address has an account; same answer either way', access: 'anyone', body: passwordRecoveryRequestInput },
  { method: 'post', path: '/api/password-recovery/reset', summary: 'Set a new password with a reset token; ends every session', access: 'anyone', body: passwordResetInput },
  { method: 'get', path: '/api/availability', summary: 'Days and time slots closed for booking, from today on', access: 'anyone' },
  { method: 'get', path: '/api/dashboard/{businessId}', summary: 'Business, contact, bookings, labor bank and ledger', access: 'business or admin' },
  { method: 'post', path: '/api/bookings', summary: 'Book a session for the signed-in business', access: 'business', body: createBookingInput },
  { method: 'patch', path: '/api/bookings/{id}', summary: 'Cancel ({"status":"canceled"}) or reschedule a confirmed booking', access: 'business', body: z.union([cancelBookingInput, rescheduleBookingInput]) },
  { method: 'patch', path: '/api/business/profile', summary: "Update the signed-in business's profile and contact", access: 'business', body: profileUpdateInput },
  { method: 'get', path: '/api/business/settings', summary: 'Notification settings of the signed-in business', access: 'business' },
  { method: 'put', path: '/api/business/settings', summary: 'Save the notification settings', access: 'business', body: settingsInput },
  { method: 'post', path: '/api/request-hours', summary: 'Ask for additional labor hours', access: 'business', body: hoursRequestInput },
  { method: 'post', path: '/api/admin/login', summary: 'Admin login; sets the admin session cookie', access: 'anyone', body: loginInput },
  { method: 'post', path: '/api/admin/logout', summary: 'End the admin session', access: 'admin' },
  { method: 'get', path: '/api/admin/businesses', summary: 'Every business with contact, labor bank and upcoming bookings', access: 'admin' },
  { method: 'delete', path: '/api/admin/business/{id}', summary: 'Delete a business with all its bookings and data', access: 'admin' },
  { method: 'get', path: '/api/admin/export/{kind}.csv', summary: 'CSV of businesses, bookings or ledger (query: search)', access: 'admin' },
  { method: 'get', path: '/api/admin/jobs', summary: 'Background jobs in one state, newest change first (query: state = failed, the default, queued, running or done)', access: 'admin' },
  { method: 'post', path: '/api/admin/jobs/{id}/retry', summary: 'Queue a failed job again, due now, with its attempts reset', access: 'admin' },
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

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of restOperations) {
    const parameters = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
      name: match[1],
      in: 'path',
      required: true,
      schema: { type: match[1] === 'kind' ? 'string' : 'integer' },
    }));
    paths[operation.path] ??= {};
    paths[operation.path]![operation.method] = {
      summary: operation.summary,
      description: `Access: ${operation.access}.`,
      ...(parameters.length ? { parameters } : {}),
      ...(operation.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: z.toJSONSchema(operation.body, { io: 'input', unrepresentable: 'any' }) } } } }
        : {}),
      responses: { '200': { description: 'Success (201 where something is created)' }, default: errorResponse },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: `${company.name} REST API`,
      version: '1.0.0',
      description: 'Cookies carry the sessions (cc_business, cc_admin). Writes need a JSON body and a same-origin Origin header if any.',
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
