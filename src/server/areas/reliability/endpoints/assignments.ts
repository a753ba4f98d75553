import { z } from 'zod';
import { confirmAnswer, successAnswer } from '../../../../common/schemas/answers/reliability.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { appealInput, releaseInput } from '../../../../common/schemas/reliability.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { BOOKING_COMPLETED, HOURS_REPORTED } from '../../assignments/index.js';
import { APPEAL_OPEN, ASSIGNMENT_NOT_FOUND, CONFIRM_TOO_LATE, NOT_SUSPENDED, RELEASE_TOO_LATE } from '../reliability.js';

/** A chef's word on their own assignments (DECISIONS.md section 14), their record, and the appeal of a suspension. */

/** One tap, the chef will come; any time after the assignment, before the start. */
export const confirmAssignment = defineEndpoint({
  procedure: { path: 'chef.confirmAssignment', type: 'mutation' },
  access: 'chef',
  input: z.strictObject({ bookingId: entityId() }),
  handler: (ctx, input) => ctx.services.reliability.confirm(ctx.chef, input.bookingId),
  rest: {
    operationId: 'confirmAssignment',
    method: 'post',
    path: '/api/chef/assignments/{bookingId}/confirm',
    summary:
      "Confirm that the chef will come to an assigned session, any time after the assignment and before the start; the business's booking then shows chefConfirmed; confirming again answers the first confirmedAt",
    answer: confirmAnswer,
    errors: { 404: `${ASSIGNMENT_NOT_FOUND}: no such booking, or not the chef's`, 409: `${CONFIRM_TOO_LATE} | ${HOURS_REPORTED} | ${BOOKING_COMPLETED}` },
    input: (request) => ({ bookingId: request.id('bookingId') }),
  },
});

/** The chef hands a session back, with a reason. */
export const releaseAssignment = defineEndpoint({
  procedure: { path: 'chef.releaseAssignment', type: 'mutation' },
  access: 'chef',
  input: releaseInput.extend({ bookingId: entityId() }),
  handler: (ctx, input) => ctx.services.reliability.release(ctx.chef, input.bookingId, input.reason),
  rest: {
    operationId: 'releaseAssignment',
    method: 'post',
    path: '/api/chef/assignments/{bookingId}/release',
    summary:
      "Hand an assigned session back with a reason: the booking awaits a chef again and the business and support are told; less than 24 hours before the start it is a late release on the chef's reliability record (one strike)",
    body: releaseInput,
    answer: successAnswer,
    errors: { 404: `${ASSIGNMENT_NOT_FOUND}: no such booking, or not the chef's`, 409: `${RELEASE_TOO_LATE} | ${HOURS_REPORTED} | ${BOOKING_COMPLETED}` },
    input: (request) => ({ bookingId: request.id('bookingId'), ...request.parse(releaseInput, request.body) }),
  },
});

/** The chef's reliability record and suspension, for the portal. */
export const ownReliability = defineEndpoint({
  procedure: { path: 'chef.reliability', type: 'query' },
  access: 'chef',
  handler: (ctx) => ctx.services.reliability.ownRecord(ctx.chef),
});

/** A suspended chef appeals to the admin inbox (201). */
export const appealSuspension = defineEndpoint({
  procedure: { path: 'chef.appealSuspension', type: 'mutation' },
  access: 'chef',
  input: appealInput,
  handler: (ctx, input) => ctx.services.reliability.appeal(ctx.chef, input.text),
  rest: {
    operationId: 'appealSuspension',
    method: 'post',
    path: '/api/chef/appeals',
    status: 201,
    summary: 'A suspended chef appeals their suspension with a text (201): it goes to the admin inbox with their name and contact; one appeal per suspension',
    answer: successAnswer,
    errors: { 409: `${NOT_SUSPENDED} | ${APPEAL_OPEN} (this suspension was appealed already)` },
  },
});
