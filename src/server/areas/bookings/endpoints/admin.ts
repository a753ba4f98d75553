import { z } from 'zod';
import { completedBookingAnswer, noShowBookingAnswer } from '../../../../common/schemas/answers/bookings.js';
import { entityId, ID_MESSAGE } from '../../../../common/schemas/fields.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { HOURS_REPORTED, NO_CHEF_ASSIGNED } from '../../assignments/index.js';
import { BOOKING_NOT_FOUND, ONLY_CONFIRMED, SESSION_NOT_STARTED } from '../bookings.js';

/** The operations team's hand on a booking: complete it, cancel it, record a chef's no-show. */

const byId = z.strictObject({ id: entityId() });

/** DECISIONS.md section 17: the admin's "Mark Completed", from the session's start on. */
export const completeBooking = defineEndpoint({
  procedure: { path: 'admin.completeBooking', type: 'mutation' },
  access: 'admin',
  input: byId,
  handler: (ctx, input) => ctx.services.bookings.complete(ctx.admin, input.id),
  rest: {
    operationId: 'completeBooking',
    method: 'post',
    path: '/api/admin/bookings/{id}/complete',
    summary: "Mark a confirmed booking completed once its session has started (its Vancouver day and slot's start); its hours stay used and its chef earns them",
    answer: completedBookingAnswer,
    errors: { 400: `${ID_MESSAGE} (id)`, 404: BOOKING_NOT_FOUND, 409: `${SESSION_NOT_STARTED} | ${ONLY_CONFIRMED} | ${HOURS_REPORTED}` },
    input: (request) => ({ id: request.id('id') }),
    reply: (booking) => ({ success: true, booking }),
  },
});

export const adminCancelBooking = defineEndpoint({
  procedure: { path: 'admin.cancelBooking', type: 'mutation' },
  access: 'admin',
  input: byId,
  handler: (ctx, input) => ctx.services.bookings.adminCancel(ctx.admin, input.id),
});

/** DECISIONS.md sections 10 and 24: the chef did not come; the booking is canceled with every hour back. */
export const recordChefNoShow = defineEndpoint({
  procedure: { path: 'admin.chefNoShow', type: 'mutation' },
  access: 'admin',
  input: byId,
  handler: (ctx, input) => ctx.services.bookings.chefNoShow(ctx.admin, input.id),
  rest: {
    operationId: 'recordChefNoShow',
    method: 'post',
    path: '/api/admin/bookings/{id}/no-show',
    summary:
      "Record that the chef did not come, once the session has started: the booking is canceled with every hour back to the business (no fee), the no-show counts on the chef's record (two strikes) and the business is emailed",
    answer: noShowBookingAnswer,
    errors: { 400: `${ID_MESSAGE} (id)`, 404: BOOKING_NOT_FOUND, 409: `${HOURS_REPORTED} | ${NO_CHEF_ASSIGNED} | ${SESSION_NOT_STARTED} | ${ONLY_CONFIRMED}` },
    input: (request) => ({ id: request.id('id') }),
    reply: (booking) => ({ success: true, booking }),
  },
});

export const completePastBookings = defineEndpoint({
  procedure: { path: 'admin.completePastBookings', type: 'mutation' },
  access: 'admin',
  handler: (ctx) => ctx.services.bookings.completePast(ctx.admin),
});
