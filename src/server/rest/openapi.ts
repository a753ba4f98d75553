import { Router } from 'express';
import { z } from 'zod';
import { accountSetupInput, loginInput, passwordRecoveryRequestInput, passwordResetInput } from '../../common/schemas/account.js';
import {
  CHEF_EMAIL_TAKEN,
  chefCreateInput,
  chefLoginInput,
  chefLoginLinkInput,
  chefProfileInput,
  chefUpdateInput,
  timeOffInput,
  weeklyAvailabilityInput,
} from '../../common/schemas/chefs.js';
import { cancelBookingInput, createBookingInput, idempotencyHeaders, rescheduleBookingInput } from '../../common/schemas/booking.js';
import { CONTROL_CHARACTERS_MESSAGE } from '../../common/schemas/fields.js';
import { EMAIL_ALREADY_REGISTERED, NOTHING_TO_UPDATE, profileUpdateInput, registrationInput } from '../../common/schemas/registration.js';
import { ratingInput } from '../../common/schemas/ratings.js';
import { assignChefInput, offerInput } from '../../common/schemas/staffing.js';
import { timesheetDisputeInput, timesheetInput } from '../../common/schemas/timesheets.js';
import { contactMessageInput, hoursRequestInput, newsletterInput, settingsInput } from '../../common/schemas/requests.js';
import { NOT_ENOUGH_HOURS } from '../../common/messages.js';
import { NO_MOVE_WITHIN_24_HOURS } from '../../common/session-life.js';
import { company } from '../../common/site.js';
import { TOO_MANY_REQUESTS } from '../core/security/request-limits.js';
import { BOOKING_COMPLETED, HOURS_REPORTED, NO_CHEF_ASSIGNED } from '../areas/assignments/assignments.js';
import { SLOT_STARTED } from '../areas/availability/availability.js';
import { ONLY_CONFIRMED } from '../areas/bookings/bookings.js';
import { INACTIVE_CHEF_NOT_INVITED, INVALID_CHEF_LINK } from '../areas/chefs/chef-accounts.js';
import { KEY_REUSED } from '../areas/bookings/idempotency.js';
import { FAVOURITE_NEVER_WORKED, RATING_ALREADY_GIVEN, RATING_NO_CHEF, RATING_NOT_COMPLETED, RATING_WINDOW_CLOSED } from '../areas/session-life/ratings.js';
import { ALREADY_STAFFED, OFFER_NOT_OPEN, OVERLAPS_YOUR_ASSIGNMENT } from '../areas/staffing/staffing.js';
import { TIMESHEET_ALREADY_SUBMITTED, TIMESHEET_ANSWERED, TIMESHEET_NOT_FOUND, TIMESHEET_NOT_OPEN, TIMESHEET_TOO_EARLY } from '../areas/session-life/timesheets.js';

type Access = 'anyone' | 'business' | 'admin' | 'business or admin' | 'chef' | 'anyone with the feed URL';

interface Operation {
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
const limited = { 429: `${TOO_MANY_REQUESTS} (per client address; see Retry-After)` } as const;
/** DECISIONS.md section 2's login throttle. */
const loginThrottled = { 429: 'Too many failed login attempts: 5 per username or 20 per address in 15 minutes (see Retry-After)' } as const;

/** Every REST operation, described from the same zod schemas the handlers validate with. */
export const restOperations: Operation[] = [
  { method: 'post', path: '/api/register', summary: 'Register a business with its first booking; signs the contact in', access: 'anyone', body: registrationInput, errors: { 409: `${EMAIL_ALREADY_REGISTERED} (errors.email; any case, surrounding spaces ignored) | ${SLOT_STARTED} (errors.timeSlot)`, ...limited } },
  { method: 'get', path: '/api/mobile/check-username', summary: 'Whether a username is taken (query: username)', access: 'anyone' },
  { method: 'post', path: '/api/mobile/setup', summary: "Create the signed-in contact's username and password (once)", access: 'business', body: accountSetupInput },
  { method: 'post', path: '/api/mobile/login', summary: 'Business login; sets the business session cookie', access: 'anyone', body: loginInput, errors: loginThrottled },
  { method: 'post', path: '/api/logout', summary: 'End every session of the signed-in account', access: 'anyone' },
  { method: 'get', path: '/api/session', summary: 'Who is signed in: {business, admin, chef}, each null when nobody of that kind is; chef is {id, name}', access: 'anyone' },
  { method: 'post', path: '/api/contact', summary: 'Send a message to the team', access: 'anyone', body: contactMessageInput, errors: limited },
  { method: 'post', path: '/api/newsletter', summary: 'Subscribe an email to the newsletter (idempotent)', access: 'anyone', body: newsletterInput, errors: limited },
  { method: 'post', path: '/api/password-recovery/request', summary: 'Email a reset link if the address has an account; same answer either way', access: 'anyone', body: passwordRecoveryRequestInput, errors: { 429: `${TOO_MANY_REQUESTS} (3 per email, whether or not it has an account, and 10 per address an hour; see Retry-After)` } },
  { method: 'post', path: '/api/password-recovery/reset', summary: 'Set a new password with a reset token; ends every session', access: 'anyone', body: passwordResetInput },
  { method: 'get', path: '/api/availability', summary: 'Days and time slots closed for booking, from today on', access: 'anyone' },
  { method: 'get', path: '/api/dashboard/{businessId}', summary: 'Business, contact, bookings, labor bank and ledger', access: 'business or admin' },
  { method: 'post', path: '/api/bookings', summary: 'Book a session for the signed-in business; with Idempotency-Key, a repeat within 24 hours answers the first booking again', access: 'business', body: createBookingInput, headers: idempotencyHeaders, errors: { 409: `${NOT_ENOUGH_HOURS} | ${SLOT_STARTED} (errors.timeSlot)`, 422: `${KEY_REUSED}: the key was first used with another body` } },
  { method: 'patch', path: '/api/bookings/{id}', summary: 'Cancel ({"status":"canceled"}; the answer adds refundedHours and feeHours: less than 24 hours before the start of a booking with a chef, min(duration, 4) hours stay as a "Late cancellation fee") or reschedule a confirmed booking', access: 'business', body: z.union([cancelBookingInput, rescheduleBookingInput]), errors: { 409: `${ONLY_CONFIRMED} | ${HOURS_REPORTED} | ${NO_MOVE_WITHIN_24_HOURS} (a booking with a chef, less than 24 hours before its start) | ${SLOT_STARTED} | ${NOT_ENOUGH_HOURS}` } },
  { method: 'patch', path: '/api/business/profile', summary: "Update any of the signed-in business's profile and contact fields; answers the whole profile", access: 'business', body: profileUpdateInput, errors: { 400: `${NOTHING_TO_UPDATE} (an empty body), or a field's own message` } },
  { method: 'get', path: '/api/business/settings', summary: 'Notification settings of the signed-in business', access: 'business' },
  { method: 'put', path: '/api/business/settings', summary: 'Save the notification settings', access: 'business', body: settingsInput },
  { method: 'post', path: '/api/request-hours', summary: 'Ask for additional labor hours', access: 'business', body: hoursRequestInput },
  { method: 'post', path: '/api/admin/login', summary: 'Admin login; sets the admin session cookie', access: 'anyone', body: loginInput, errors: loginThrottled },
  { method: 'post', path: '/api/admin/logout', summary: 'End the admin session', access: 'admin' },
  { method: 'get', path: '/api/admin/businesses', summary: 'Every business with contact, labor bank and upcoming bookings', access: 'admin' },
  { method: 'delete', path: '/api/admin/business/{id}', summary: 'Delete a business with all its bookings and data', access: 'admin' },
  { method: 'get', path: '/api/admin/chefs', summary: 'Every chef, as DECISIONS.md section 8 shapes a chef', access: 'admin' },
  { method: 'post', path: '/api/admin/chefs', summary: 'Add a chef (201)', access: 'admin', body: chefCreateInput, errors: { 409: `${CHEF_EMAIL_TAKEN} (also in errors.email)` } },
  { method: 'get', path: '/api/admin/chefs/{id}', summary: 'One chef', access: 'admin' },
  { method: 'patch', path: '/api/admin/chefs/{id}', summary: "Change any of a chef's fields; status inactive deactivates (their future assignments are unassigned)", access: 'admin', body: chefUpdateInput, errors: { 409: `${CHEF_EMAIL_TAKEN} (also in errors.email)` } },
  { method: 'post', path: '/api/admin/chefs/{id}/invite', summary: 'Email the chef a sign-in link valid 7 days', access: 'admin', errors: { 409: INACTIVE_CHEF_NOT_INVITED } },
  { method: 'post', path: '/api/chef/login-link', summary: 'Email a sign-in link valid 15 minutes if the address is an invited or active chef; always the same 200', access: 'anyone', body: chefLoginLinkInput, errors: { 429: `${TOO_MANY_REQUESTS} (3 per email, counted with password recovery, and 10 per address an hour; see Retry-After)` } },
  { method: 'post', path: '/api/chef/login', summary: "Follow a sign-in link (single use): sets the chef session cookie and answers the chef's own view", access: 'anyone', body: chefLoginInput, errors: { 400: INVALID_CHEF_LINK } },
  { method: 'post', path: '/api/chef/logout', summary: 'End every session of the signed-in chef', access: 'anyone' },
  { method: 'get', path: '/api/chef/me', summary: 'The signed-in chef, with weekly availability and time off', access: 'chef' },
  { method: 'patch', path: '/api/chef/me', summary: 'Change any of phone, photoUrl, bio and specialty; answers the chef', access: 'chef', body: chefProfileInput, errors: { 400: `${NOTHING_TO_UPDATE} (an empty body), or a field's own message` } },
  { method: 'put', path: '/api/chef/availability', summary: 'Replace the weekly availability (a missing weekday is a day off)', access: 'chef', body: weeklyAvailabilityInput },
  { method: 'post', path: '/api/chef/time-off', summary: 'Add days off, from and to inclusive (201)', access: 'chef', body: timeOffInput },
  { method: 'delete', path: '/api/chef/time-off/{id}', summary: 'Remove days off', access: 'chef' },
  { method: 'get', path: '/api/chef/assignments', summary: "The signed-in chef's upcoming and past assignments", access: 'chef' },
  { method: 'get', path: '/api/chef/calendar/{token}.ics', summary: "A chef's assignments as an iCalendar feed; the token in the URL is the only key", access: 'anyone with the feed URL' },
  { method: 'get', path: '/api/admin/bookings', summary: 'The Operations board: confirmed bookings from `from` to `to` (default: the next 14 days) with staffing and chef; filter `staffing` = awaiting-chef, offered or assigned', access: 'admin' },
  { method: 'get', path: '/api/admin/bookings/{id}/eligible-chefs', summary: 'Active chefs who may work the booking, with tier, rating and assignments that week', access: 'admin' },
  { method: 'post', path: '/api/admin/bookings/{id}/offers', summary: 'Offer the booking to chefs at once (201, the offers); each is emailed; offers expire after 12 hours or at the start', access: 'admin', body: offerInput, errors: { 409: `${ALREADY_STAFFED}, or a chef is not eligible (with the reason)` } },
  { method: 'put', path: '/api/admin/bookings/{id}/chef', summary: 'Assign a chef directly; their open offers close as filled', access: 'admin', body: assignChefInput, errors: { 409: `${ALREADY_STAFFED}, or the reason the chef is not eligible` } },
  { method: 'delete', path: '/api/admin/bookings/{id}/chef', summary: 'Take the chef off the booking; it awaits a chef again and both are told', access: 'admin', errors: { 409: `${NO_CHEF_ASSIGNED} | ${HOURS_REPORTED} | ${BOOKING_COMPLETED}` } },
  { method: 'get', path: '/api/chef/offers', summary: "The signed-in chef's open offers, with the booking (no contact details) and cannotAccept: why an accept would be refused now, or null", access: 'chef' },
  { method: 'post', path: '/api/chef/offers/{id}/accept', summary: 'Accept an offer: the first accept wins (200, the offer, status accepted); another chef\'s offer is 404', access: 'chef', errors: { 409: `${ALREADY_STAFFED} | ${OVERLAPS_YOUR_ASSIGNMENT} | ${OFFER_NOT_OPEN} | why the chef cannot work it now (time off since the offer, a changed week); the offer stays open, and GET /api/chef/offers names the same reason in cannotAccept` } },
  { method: 'post', path: '/api/chef/offers/{id}/decline', summary: 'Decline an open offer', access: 'chef', errors: { 409: OFFER_NOT_OPEN } },
  { method: 'post', path: '/api/chef/assignments/{bookingId}/timesheet', summary: "Report the hours worked (whole hours 1-12) and a note, from the booking's start on (201, the timesheet); the business has 72 hours to confirm or dispute, then it is confirmed", access: 'chef', body: timesheetInput, errors: { 409: `${TIMESHEET_TOO_EARLY} | ${TIMESHEET_ALREADY_SUBMITTED} | ${TIMESHEET_NOT_OPEN}` } },
  { method: 'post', path: '/api/bookings/{id}/timesheet/confirm', summary: "Confirm the chef's hours: the booking is completed and the difference from the booked hours is refunded or charged", access: 'business', errors: { 409: `${NOT_ENOUGH_HOURS} (a charge) | ${TIMESHEET_NOT_FOUND} | ${TIMESHEET_ANSWERED}` } },
  { method: 'post', path: '/api/bookings/{id}/timesheet/dispute', summary: "Dispute the chef's hours with a reason: a coordinator settles them", access: 'business', body: timesheetDisputeInput, errors: { 409: `${TIMESHEET_NOT_FOUND} | ${TIMESHEET_ANSWERED}` } },
  { method: 'post', path: '/api/bookings/{id}/rating', summary: "Rate the booking's chef (1-5 stars, an optional comment up to 1,000 characters) within 7 days after completion, once (201, the rating); the chef sees it once they have rated too or the 7 days have passed", access: 'business', body: ratingInput, errors: { 409: `${RATING_ALREADY_GIVEN} | ${RATING_NOT_COMPLETED} | ${RATING_WINDOW_CLOSED} | ${RATING_NO_CHEF}` } },
  { method: 'post', path: '/api/chef/assignments/{bookingId}/rating', summary: 'Rate the business of a completed assignment (1-5 stars, an optional comment up to 1,000 characters) within 7 days after completion, once (201, the rating); another chef\'s booking is 404', access: 'chef', body: ratingInput, errors: { 409: `${RATING_ALREADY_GIVEN} | ${RATING_NOT_COMPLETED} | ${RATING_WINDOW_CLOSED}` } },
  { method: 'put', path: '/api/business/favourites/{chefId}', summary: 'Mark a chef who has worked for the business as a favourite (idempotent): "offer to favourites first" offers to them before everyone else', access: 'business', errors: { 409: FAVOURITE_NEVER_WORKED } },
  { method: 'delete', path: '/api/business/favourites/{chefId}', summary: 'Unmark a favourite chef (idempotent)', access: 'business' },
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
