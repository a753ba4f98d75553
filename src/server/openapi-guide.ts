import { CONTROL_CHARACTERS_MESSAGE } from '../common/schemas/fields.js';
import { INVALID_API_KEY } from '../common/schemas/integrations.js';
import { API_KEY_CALLS_PER_WINDOW } from './areas/integrations/index.js';
import { company } from '../common/site.js';
import { BODY_TOO_LARGE, CROSS_SITE_REFUSED } from './core/http/request-guards.js';
import { ADMIN_COOKIE, BUSINESS_COOKIE, CHEF_COOKIE } from './core/security/sessions.js';

/**
 * The guide at the top of the OpenAPI document (its `info.description`, Markdown), which
 * /api/docs shows above the operations: how a call is authenticated, reads page by page and
 * receives webhooks (DECISIONS.md section 19). It describes only what the API does today.
 */
export function openApiGuide(): string {
  return `How to call the ${company.name} REST API. The operations below are grouped by what they concern; each says who may call it, what it takes and what it answers, with an example of each.

## Authentication

A person calls with the session cookie that signing in sets: \`${BUSINESS_COOKIE}\` (\`POST /api/mobile/login\` or \`POST /api/register\`), \`${ADMIN_COOKIE}\` (\`POST /api/admin/login\`), \`${CHEF_COOKIE}\` (\`POST /api/chef/login\` with a sign-in link's token). A write that carries a cookie and an Origin header naming another site is refused: 403 "${CROSS_SITE_REFUSED}".

**API keys.** An integrator calls for a business without a person's password: an owner makes a key with a name and a role, \`manager\` or \`bookkeeper\` (\`POST /api/business/api-keys\`), and the answer shows the key, \`cc_…\`, that once; only its hash is kept, and \`GET /api/business/api-keys\` lists the keys by their first 11 characters. Send it as \`Authorization: Bearer cc_…\`, without a cookie: the call acts for the key's business in the key's role (the operations that offer the \`apiKey\` scheme), and a body's \`businessId\` may be left out. An unknown or revoked key (\`DELETE /api/business/api-keys/{id}\`, at once) is 401 "${INVALID_API_KEY}". No key manages keys, webhooks or the team (403); on the admin's, the chefs' and the public paths the header is ignored.

**Limits.** A key makes ${API_KEY_CALLS_PER_WINDOW} calls in a window of 60 seconds that starts with its first call after the last window ended; beyond, 429 with \`Retry-After\`. Every answer to a valid key says where its window stands: \`RateLimit-Limit\` (${API_KEY_CALLS_PER_WINDOW}), \`RateLimit-Remaining\` (this call counted) and \`RateLimit-Reset\` (seconds until the window ends).

## Requests and errors

A write takes a JSON body (\`content-type: application/json\`): "${BODY_TOO_LARGE}". An error answers \`{"message", "errors"}\`: \`message\` names the first problem, \`errors\` (when the body failed its schema) each field's. Text fields refuse control characters, and one-line fields also bidirectional controls, zero-width characters and unpaired surrogates: a 400 whose \`errors\` entry for the field is "${CONTROL_CHARACTERS_MESSAGE}" (messages, notes, comments and special requests keep their line breaks).

## Reading page by page

\`GET /api/bookings\` and \`GET /api/labor-bank/transactions\` answer a page and a \`nextCursor\`: pass it as \`cursor\` for the next page, until it is null. Each booking that existed at the first page is seen once; what changes after that comes through the event feed.

## Webhooks

An owner registers an \`https\` address on a public host and the events it wants (\`POST /api/business/webhooks\` with \`url\` and \`events\`: \`booking.created\`, \`booking.rescheduled\`, \`booking.canceled\`, \`booking.staffed\`, \`booking.completed\`, \`timesheet.submitted\`, \`order.paid\`, or \`["*"]\` for all). Its secret, \`whsec_…\`, is shown that once.

Each event is a POST of JSON \`{"type", "timestamp", "data"}\` signed by the Standard Webhooks specification, so its libraries verify it: the headers \`webhook-id\` (the event's id, the same on every attempt: skip an id already handled), \`webhook-timestamp\` and \`webhook-signature\` (\`v1,\` and the base64 HMAC-SHA256 of \`id.timestamp.body\`, keyed with the bytes the base64 after \`whsec_\` decodes to). With the npm package \`standardwebhooks\`:

\`\`\`js
import { Webhook } from 'standardwebhooks';
// The raw body as received, before any JSON parsing; throws if the signature or timestamp is wrong.
const event = new Webhook(secret).verify(rawBody, request.headers);
\`\`\`

Answer with a 2xx within 10 seconds. Anything else is tried again 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h later; a 410 stops the retries and disables the webhook. \`GET /api/business/webhooks/{id}/deliveries\` lists the deliveries; \`POST /api/business/webhooks/{id}/test\` sends a \`webhook.test\` event.

**Catching up.** \`GET /api/events?after=<the last id seen>\` answers the business's events of the last 30 days in order, the same ids the deliveries carry; reading with \`after\` never skips one.`;
}
