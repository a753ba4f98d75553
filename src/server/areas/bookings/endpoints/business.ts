import { z } from 'zod';
import { NOT_ENOUGH_HOURS } from '../../../../common/messages.js';
import { createBookingAnswer, updateBookingAnswer } from '../../../../common/schemas/answers/bookings.js';
import { cancelBookingInput, createBookingInput, idempotencyHeaders, rescheduleBookingInput } from '../../../../common/schemas/booking.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { NO_MOVE_WITHIN_24_HOURS, SESSION_STARTED } from '../../../../common/session-life.js';
import { idempotencyKeyOf } from '../../../core/call.js';
import { defineEndpoint, defineSharedRestRoute, restChoice, type RestRequest } from '../../../core/endpoints/define.js';
import { NOT_ALLOWED } from '../../../core/errors.js';
import { bookingInputErrors } from '../../../core/http/openapi-operation.js';
import { KEY_REUSED } from '../../../core/idempotency.js';
import { HOURS_REPORTED } from '../../assignments/index.js';
import { SLOT_STARTED } from '../../availability/index.js';
import { BOOKING_NOT_FOUND, ONLY_CONFIRMED } from '../bookings.js';
import { MAY } from '../../../../common/team.js';

/** A business's own bookings: book, cancel, move. */

export const createBooking = defineEndpoint({
  procedure: { path: 'business.bookings.create', type: 'mutation' },
  access: { business: MAY.book },
  input: createBookingInput,
  handler: (ctx, input) => ctx.services.bookings.create(ctx.business, input, idempotencyKeyOf(ctx)),
  rest: {
    operationId: 'createBooking',
    method: 'post',
    path: '/api/bookings',
    status: 201,
    summary: 'Book a session for the signed-in business (the answer says when it starts and ends: startsAt, endsAt); with Idempotency-Key, a repeat within 24 hours answers the first booking again',
    headers: idempotencyHeaders,
    answer: createBookingAnswer,
    errors: { ...bookingInputErrors, 403: `${NOT_ALLOWED} (businessId is another business)`, 409: `${NOT_ENOUGH_HOURS} | ${SLOT_STARTED} (errors.timeSlot)`, 422: `${KEY_REUSED}: the key was first used with another body` },
    reply: (booking) => ({ success: true, booking }),
  },
});

export const cancelBooking = defineEndpoint({
  procedure: { path: 'business.bookings.cancel', type: 'mutation' },
  access: { business: MAY.book },
  input: z.strictObject({ bookingId: entityId() }),
  handler: (ctx, input) => ctx.services.bookings.cancel(ctx.business, input.bookingId),
});

/** "Cancel this and following" (DECISIONS.md section 20): on a booking of no series, the single cancel in this answer's shape. */
export const cancelFollowingBookings = defineEndpoint({
  procedure: { path: 'business.bookings.cancelFollowing', type: 'mutation' },
  access: { business: MAY.book },
  input: z.strictObject({ bookingId: entityId() }),
  handler: (ctx, input) => ctx.services.bookings.cancelFollowing(ctx.business, input.bookingId),
});

export const rescheduleBooking = defineEndpoint({
  procedure: { path: 'business.bookings.reschedule', type: 'mutation' },
  access: { business: MAY.book },
  input: rescheduleBookingInput.extend({ bookingId: entityId() }),
  handler: (ctx, { bookingId, ...change }) => ctx.services.bookings.reschedule(ctx.business, bookingId, change),
});

/** A cancel's body is checked whole; the booking is the path's. */
function cancelInput(request: RestRequest): { bookingId: number } {
  const bookingId = request.id('id');
  request.parse(cancelBookingInput, request.body);
  return { bookingId };
}

/** The spec's cancel body ({"status":"canceled"}), or the calendar's reschedule body, on one path. */
export const updateBooking = defineSharedRestRoute({
  operationId: 'updateBooking',
  method: 'patch',
  path: '/api/bookings/{id}',
  access: { business: MAY.book },
  summary:
    'Cancel ({"status":"canceled"}; the answer adds refundedHours and feeHours: less than 24 hours before the start of a booking with a chef, min(duration, 4) hours stay as a "Late cancellation fee"; from the start of its session on, no cancel; with "scope":"following", it and every later session of its series still confirmed, each on its own terms, answered as {success, canceled, refundedHours, feeHours}) or reschedule a confirmed booking',
  body: z.union([cancelBookingInput, rescheduleBookingInput]),
  answer: updateBookingAnswer,
  errors: {
    ...bookingInputErrors,
    404: `${BOOKING_NOT_FOUND} (also another business's booking)`,
    409: `${ONLY_CONFIRMED} | ${HOURS_REPORTED} | ${SESSION_STARTED} (a cancel from the start of its session on) | ${NO_MOVE_WITHIN_24_HOURS} (a booking with a chef, less than 24 hours before its start) | ${SLOT_STARTED} | ${NOT_ENOUGH_HOURS}`,
  },
  choices: [
    restChoice(cancelFollowingBookings, {
      when: ({ body }) => typeof body === 'object' && body !== null && 'status' in body && 'scope' in body && body.scope === 'following',
      input: cancelInput,
      reply: (cancellation) => ({ success: true, ...cancellation }),
    }),
    restChoice(cancelBooking, {
      when: ({ body }) => typeof body === 'object' && body !== null && 'status' in body,
      input: cancelInput,
      // { success, booking, refundedHours, feeHours } (DECISIONS.md section 10).
      reply: (cancellation) => ({ success: true, ...cancellation }),
    }),
    restChoice(rescheduleBooking, {
      input: (request) => ({ bookingId: request.id('id'), ...request.parse(rescheduleBookingInput, request.body) }),
      reply: (booking) => ({ success: true, booking }),
    }),
  ],
});
