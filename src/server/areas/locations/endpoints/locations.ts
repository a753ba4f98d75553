import { NOT_ENOUGH_HOURS } from '../../../../common/messages.js';
import { sessionAnswer } from '../../../../common/schemas/answers/businesses.js';
import { locationCreatedAnswer, transferAnswer } from '../../../../common/schemas/answers/locations.js';
import { newLocationInput, SAME_BUSINESS_TRANSFER, switchBusinessInput, TRANSFER_HOURS_MESSAGE, transferInput } from '../../../../common/schemas/locations.js';
import { MAY, MEMBER_ROLES } from '../../../../common/team.js';
import { idempotencyHeaders } from '../../../../common/schemas/booking.js';
import { idempotencyKeyOf } from '../../../core/call.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { KEY_REUSED } from '../../../core/idempotency.js';
import { NOT_ALLOWED } from '../../../core/errors.js';
import { switchBusiness as switchSessionBusiness } from '../locations.js';

/** A group's locations (DECISIONS.md section 18): a person's calls, never an API key's (a key acts for one business). */

export const switchBusiness = defineEndpoint({
  procedure: { path: 'business.locations.switch', type: 'mutation' },
  access: { business: MEMBER_ROLES, person: true },
  input: switchBusinessInput,
  handler: (ctx, input) => switchSessionBusiness(ctx, input.businessId),
  rest: {
    operationId: 'switchBusiness',
    method: 'post',
    path: '/api/session/business',
    summary: "Act for another business the person is a member of from now on (and at their next sign-in); answers as GET /api/session does",
    answer: sessionAnswer,
    errors: { 403: `${NOT_ALLOWED} (a business the person is not an active member of, or one that is closed)` },
  },
});

export const createLocation = defineEndpoint({
  procedure: { path: 'business.locations.create', type: 'mutation' },
  access: { business: MAY.runTheBusiness },
  input: newLocationInput,
  handler: (ctx, input) => ctx.services.locations.createLocation(ctx.business, input),
  rest: {
    operationId: 'createLocation',
    method: 'post',
    path: '/api/business/locations',
    status: 201,
    summary: 'Open a new location: a business of its own whose owner is the caller, with an empty labor bank; the session keeps acting for its business',
    answer: locationCreatedAnswer,
  },
});

export const transferHours = defineEndpoint({
  procedure: { path: 'business.locations.transfer', type: 'mutation' },
  access: { business: MAY.pay, person: true },
  input: transferInput,
  handler: (ctx, input) => ctx.services.locations.transfer(ctx.business, input, idempotencyKeyOf(ctx)),
  rest: {
    operationId: 'transferHours',
    method: 'post',
    path: '/api/business/transfers',
    status: 201,
    summary: 'Move whole hours from one labor bank to another of the businesses the caller is an owner or bookkeeper of; answers both banks. With Idempotency-Key, a repeat within 24 hours moves nothing more and answers as the first time',
    headers: idempotencyHeaders,
    answer: transferAnswer,
    errors: {
      400: `${TRANSFER_HOURS_MESSAGE} (errors.hours), or ${SAME_BUSINESS_TRANSFER} (errors.toBusinessId)`,
      403: `${NOT_ALLOWED} (the caller is not an owner or bookkeeper of both businesses)`,
      409: `${NOT_ENOUGH_HOURS} (the source bank lacks the hours)`,
      422: `${KEY_REUSED}: the key was first used with another body`,
    },
  },
});
