import { z } from 'zod';
import { chefAnswer, chefAssignmentsAnswer, chefDoneAnswer, chefMessageAnswer, chefSelfAnswer, setAvailabilityAnswer, timeOffAnswer } from '../../../common/schemas/answers/chefs.js';
import { TOO_MANY_REQUESTS } from '../../core/security/request-limits.js';
import { CHEF_EMAIL_TAKEN, chefCreateInput, chefLoginInput, chefLoginLinkInput, chefProfileInput, chefUpdateInput, timeOffInput, weeklyAvailabilityInput } from '../../../common/schemas/chefs.js';
import { NOTHING_TO_UPDATE } from '../../../common/schemas/registration.js';
import type { Operation } from '../../core/http/openapi-operation.js';
import { INACTIVE_CHEF_NOT_INVITED, INVALID_CHEF_LINK } from './chef-accounts.js';
import { CALENDAR_NOT_FOUND, TIME_OFF_NOT_FOUND } from './chef-portal.js';
import { CHEF_NOT_FOUND } from './chefs.js';
import { NOT_SUSPENDED } from '../reliability/index.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const chefsOperations: Operation[] = [
  { operationId: 'listChefs', method: 'get', path: '/api/admin/chefs', summary: 'Every chef, as DECISIONS.md section 8 shapes a chef', access: 'admin', answer: z.array(chefAnswer) },
  { operationId: 'createChef', method: 'post', path: '/api/admin/chefs', status: 201, summary: 'Add a chef (201)', access: 'admin', answer: chefAnswer, body: chefCreateInput, errors: { 409: `${CHEF_EMAIL_TAKEN} (also in errors.email)` } },
  { operationId: 'getChef', method: 'get', path: '/api/admin/chefs/{id}', summary: 'One chef', access: 'admin', answer: chefAnswer, errors: { 404: CHEF_NOT_FOUND } },
  { operationId: 'updateChef', method: 'patch', path: '/api/admin/chefs/{id}', summary: "Change any of a chef's fields; status inactive deactivates (their future assignments are unassigned), status active lifts a suspension", access: 'admin', answer: chefAnswer, body: chefUpdateInput, errors: { 404: CHEF_NOT_FOUND, 409: `${CHEF_EMAIL_TAKEN} (also in errors.email); "This chef is suspended until <date>" for status invited on a suspended chef` } },
  { operationId: 'inviteChef', method: 'post', path: '/api/admin/chefs/{id}/invite', summary: 'Email the chef a sign-in link valid 7 days', access: 'admin', answer: chefMessageAnswer, errors: { 404: CHEF_NOT_FOUND, 409: INACTIVE_CHEF_NOT_INVITED } },
  { operationId: 'liftChefSuspension', method: 'delete', path: '/api/admin/chefs/{id}/suspension', summary: "Lift a chef's suspension (three strikes in 90 days) before its 14 days are up: the chef is active again; answers the chef", access: 'admin', answer: chefAnswer, errors: { 404: CHEF_NOT_FOUND, 409: NOT_SUSPENDED } },
  { operationId: 'requestChefLoginLink', method: 'post', path: '/api/chef/login-link', summary: 'Email a sign-in link valid 15 minutes if the address is an invited or active chef; always the same 200', access: 'anyone', answer: chefMessageAnswer, body: chefLoginLinkInput, errors: { 429: `${TOO_MANY_REQUESTS} (3 per email, counted with password recovery, and 10 per address an hour; see Retry-After)` } },
  { operationId: 'logInChef', method: 'post', path: '/api/chef/login', summary: "Follow a sign-in link (single use): sets the chef session cookie and answers the chef's own view", access: 'anyone', answer: chefSelfAnswer, body: chefLoginInput, errors: { 400: INVALID_CHEF_LINK } },
  { operationId: 'logOutChef', method: 'post', path: '/api/chef/logout', summary: 'End every session of the signed-in chef', access: 'anyone', answer: chefDoneAnswer },
  { operationId: 'getChefProfile', method: 'get', path: '/api/chef/me', summary: 'The signed-in chef, with weekly availability and time off', access: 'chef', answer: chefSelfAnswer },
  { operationId: 'updateChefProfile', method: 'patch', path: '/api/chef/me', summary: 'Change any of phone, photoUrl, bio and specialty; answers the chef', access: 'chef', answer: chefSelfAnswer, body: chefProfileInput, errors: { 400: `${NOTHING_TO_UPDATE} (an empty body), or a field's own message` } },
  { operationId: 'setChefAvailability', method: 'put', path: '/api/chef/availability', summary: 'Replace the weekly availability (a missing weekday is a day off)', access: 'chef', answer: setAvailabilityAnswer, body: weeklyAvailabilityInput },
  { operationId: 'addChefTimeOff', method: 'post', path: '/api/chef/time-off', status: 201, summary: 'Add days off, from and to inclusive (201)', access: 'chef', answer: timeOffAnswer, body: timeOffInput },
  { operationId: 'removeChefTimeOff', method: 'delete', path: '/api/chef/time-off/{id}', summary: 'Remove days off', access: 'chef', answer: chefDoneAnswer, errors: { 404: `${TIME_OFF_NOT_FOUND}: no such entry, or another chef's` } },
  { operationId: 'listChefAssignments', method: 'get', path: '/api/chef/assignments', summary: "The signed-in chef's upcoming and past assignments, each with the business's full address and its contact's name and phone (an offer never carries these: only the assigned chef sees them)", access: 'chef', answer: chefAssignmentsAnswer },
  { operationId: 'getChefCalendar', method: 'get', path: '/api/chef/calendar/{token}.ics', file: 'text/calendar', summary: "A chef's assignments as an iCalendar feed; the token in the URL is the only key", access: 'anyone with the feed URL', errors: { 404: `${CALENDAR_NOT_FOUND}: no chef has that token, or the chef is inactive` } },
];
