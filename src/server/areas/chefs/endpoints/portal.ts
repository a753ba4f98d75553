import { z } from 'zod';
import { chefAssignmentsAnswer, chefDoneAnswer, chefSelfAnswer, setAvailabilityAnswer, timeOffAnswer } from '../../../../common/schemas/answers/chefs.js';
import { chefProfileInput, timeOffInput, weeklyAvailabilityInput } from '../../../../common/schemas/chefs.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { NOTHING_TO_UPDATE } from '../../../../common/schemas/registration.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { CALENDAR_NOT_FOUND, TIME_OFF_NOT_FOUND } from '../chef-portal.js';

/** The chef portal (DECISIONS.md section 8): a chef session sees only its own rows. */

export const getChefProfile = defineEndpoint({
  procedure: { path: 'chef.me', type: 'query' },
  access: 'chef',
  handler: (ctx) => ctx.services.chefPortal.me(ctx.chef),
  rest: { operationId: 'getChefProfile', method: 'get', path: '/api/chef/me', summary: 'The signed-in chef, with weekly availability and time off', answer: chefSelfAnswer },
});

export const updateChefProfile = defineEndpoint({
  procedure: { path: 'chef.updateProfile', type: 'mutation' },
  access: 'chef',
  input: chefProfileInput,
  handler: (ctx, input) => ctx.services.chefPortal.updateProfile(ctx.chef, input),
  rest: {
    operationId: 'updateChefProfile',
    method: 'patch',
    path: '/api/chef/me',
    summary: 'Change any of phone, photoUrl, bio and specialty; answers the chef',
    answer: chefSelfAnswer,
    errors: { 400: `${NOTHING_TO_UPDATE} (an empty body), or a field's own message` },
  },
});

export const setChefAvailability = defineEndpoint({
  procedure: { path: 'chef.setAvailability', type: 'mutation' },
  access: 'chef',
  input: weeklyAvailabilityInput,
  handler: (ctx, input) => ctx.services.chefs.setWeeklyAvailability(ctx.chef.chefId, input.weekly),
  rest: {
    operationId: 'setChefAvailability',
    method: 'put',
    path: '/api/chef/availability',
    summary: 'Replace the weekly availability (a missing weekday is a day off)',
    answer: setAvailabilityAnswer,
    reply: (weekly) => ({ weekly }),
  },
});

export const addChefTimeOff = defineEndpoint({
  procedure: { path: 'chef.addTimeOff', type: 'mutation' },
  access: 'chef',
  input: timeOffInput,
  handler: (ctx, input) => ctx.services.chefPortal.addTimeOff(ctx.chef, input),
  rest: { operationId: 'addChefTimeOff', method: 'post', path: '/api/chef/time-off', status: 201, summary: 'Add days off, from and to inclusive (201)', answer: timeOffAnswer },
});

export const removeChefTimeOff = defineEndpoint({
  procedure: { path: 'chef.removeTimeOff', type: 'mutation' },
  access: 'chef',
  input: z.strictObject({ id: entityId() }),
  handler: (ctx, input) => ctx.services.chefPortal.removeTimeOff(ctx.chef, input.id),
  rest: {
    operationId: 'removeChefTimeOff',
    method: 'delete',
    path: '/api/chef/time-off/{id}',
    summary: 'Remove days off',
    answer: chefDoneAnswer,
    errors: { 404: `${TIME_OFF_NOT_FOUND}: no such entry, or another chef's` },
    input: (request) => ({ id: request.id('id') }),
  },
});

export const listChefAssignments = defineEndpoint({
  procedure: { path: 'chef.assignments', type: 'query' },
  access: 'chef',
  handler: (ctx) => ctx.services.chefPortal.assignments(ctx.chef),
  rest: {
    operationId: 'listChefAssignments',
    method: 'get',
    path: '/api/chef/assignments',
    summary:
      "The signed-in chef's upcoming and past assignments, each with the business's full address and its contact's name and phone (an offer never carries these: only the assigned chef sees them)",
    answer: chefAssignmentsAnswer,
  },
});

export const chefCalendarUrl = defineEndpoint({
  procedure: { path: 'chef.calendarUrl', type: 'query' },
  access: 'chef',
  handler: (ctx) => ctx.services.chefPortal.calendarUrl(ctx.chef),
});

export const replaceChefCalendarUrl = defineEndpoint({
  procedure: { path: 'chef.replaceCalendarUrl', type: 'mutation' },
  access: 'chef',
  handler: (ctx) => ctx.services.chefPortal.replaceCalendarUrl(ctx.chef),
});

/** REST only, and no session: a calendar app subscribes with the URL alone, so the token is the secret. */
export const getChefCalendar = defineEndpoint({
  access: 'public',
  input: z.strictObject({ token: z.string() }),
  handler: async (ctx, input) => ({ body: await ctx.services.chefPortal.calendarFeed(input.token), type: 'text/calendar; charset=utf-8', headers: { 'Cache-Control': 'private, no-cache' } }),
  rest: {
    operationId: 'getChefCalendar',
    method: 'get',
    path: '/api/chef/calendar/{token}.ics',
    summary: "A chef's assignments as an iCalendar feed; the token in the URL is the only key",
    documentedAccess: 'anyone with the feed URL',
    errors: { 404: `${CALENDAR_NOT_FOUND}: no chef has that token, or the chef is inactive` },
    file: 'text/calendar',
    input: (request) => ({ token: String(request.params.token) }),
  },
});
