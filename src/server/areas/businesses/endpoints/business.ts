import { z } from 'zod';
import { dashboardAnswer, hoursRequestedAnswer, profileAnswer, settingsAnswer } from '../../../../common/schemas/answers/businesses.js';
import { entityId, ID_MESSAGE } from '../../../../common/schemas/fields.js';
import { EMAIL_IN_USE, NOTHING_TO_UPDATE, profileUpdateInput } from '../../../../common/schemas/registration.js';
import { hoursRequestInput, settingsInput } from '../../../../common/schemas/requests.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { NOT_ALLOWED } from '../../../core/errors.js';
import { BUSINESS_NOT_FOUND } from '../dashboard.js';
import { MAY } from '../../../../common/team.js';

/** A signed-in business, acting on its own business only (the services check it). */

/** Without an id: the signed-in business (the /dashboard route). */
export const businessDashboard = defineEndpoint({
  procedure: { path: 'business.dashboard', type: 'query' },
  access: 'business',
  input: z.strictObject({ businessId: entityId().optional() }),
  handler: (ctx, input) => ctx.services.businesses.dashboard(ctx.business, input.businessId ?? ctx.business.businessId),
});

/** REST only: the business's own dashboard, or any business's for the admin. */
export const getDashboard = defineEndpoint({
  access: 'business or admin',
  input: z.strictObject({ businessId: entityId() }),
  // An admin signed in beside a business session reads any business (DECISIONS.md section 2); the access admits one of them.
  handler: (ctx, input) => ctx.services.businesses.dashboard((ctx.admin ?? ctx.business)!, input.businessId),
  rest: {
    operationId: 'getDashboard',
    method: 'get',
    path: '/api/dashboard/{businessId}',
    summary: 'Business, contact, bookings, labor bank and ledger',
    answer: dashboardAnswer,
    errors: { 400: `${ID_MESSAGE} (businessId), or Bad request (a path that is not valid URL encoding)`, 403: `${NOT_ALLOWED} (a business session reading another business)`, 404: BUSINESS_NOT_FOUND },
    input: (request) => ({ businessId: request.id('businessId') }),
  },
});

export const updateBusinessProfile = defineEndpoint({
  procedure: { path: 'business.updateProfile', type: 'mutation' },
  access: { business: MAY.book },
  input: profileUpdateInput,
  handler: (ctx, input) => ctx.services.businesses.updateProfile(ctx.business, input),
  rest: {
    operationId: 'updateBusinessProfile',
    method: 'patch',
    path: '/api/business/profile',
    summary: "Update any of the signed-in business's profile and contact fields; answers the whole profile",
    answer: profileAnswer,
    errors: { 400: `${NOTHING_TO_UPDATE} (an empty body), or a field's own message`, 409: `${EMAIL_IN_USE} (errors.email: another account uses this email, in any case)` },
    reply: ({ business, contact }) => ({ success: true, business, contact }),
  },
});

/** REST only: the client reads the settings within the dashboard. */
export const getBusinessSettings = defineEndpoint({
  access: 'business',
  handler: (ctx) => ctx.services.businesses.settings(ctx.business),
  rest: { operationId: 'getBusinessSettings', method: 'get', path: '/api/business/settings', summary: 'Notification settings of the signed-in business', answer: settingsAnswer },
});

export const updateBusinessSettings = defineEndpoint({
  procedure: { path: 'business.updateSettings', type: 'mutation' },
  access: { business: MAY.book },
  input: settingsInput,
  handler: (ctx, input) => ctx.services.businesses.updateSettings(ctx.business, input),
  rest: { operationId: 'updateBusinessSettings', method: 'put', path: '/api/business/settings', summary: 'Save the notification settings', answer: settingsAnswer },
});

export const requestHours = defineEndpoint({
  procedure: { path: 'business.requestHours', type: 'mutation' },
  access: 'business',
  input: hoursRequestInput,
  handler: (ctx, input) => ctx.services.businesses.requestHours(ctx.business, input),
  rest: {
    operationId: 'requestHours',
    method: 'post',
    path: '/api/request-hours',
    status: 201,
    summary: 'Ask for additional labor hours',
    answer: hoursRequestedAnswer,
    errors: { 403: `${NOT_ALLOWED} (businessId is another business)` },
    reply: (request) => ({ success: true, request }),
  },
});
