import { TOO_MANY_REQUESTS } from '../../core/security/request-limits.js';
import { CHEF_EMAIL_TAKEN, chefCreateInput, chefLoginInput, chefLoginLinkInput, chefProfileInput, chefUpdateInput, timeOffInput, weeklyAvailabilityInput } from '../../../common/schemas/chefs.js';
import { NOTHING_TO_UPDATE } from '../../../common/schemas/registration.js';
import type { Operation } from '../../core/http/openapi-operation.js';
import { INACTIVE_CHEF_NOT_INVITED, INVALID_CHEF_LINK } from './chef-accounts.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const chefsOperations: Operation[] = [
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
];
