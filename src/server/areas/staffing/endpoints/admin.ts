import { z } from 'zod';
import { boardRowAnswer, candidateAnswer, eligibleChefAnswer, offerAnswer, withdrawnOffersAnswer } from '../../../../common/schemas/answers/staffing.js';
import { entityId, ID_MESSAGE } from '../../../../common/schemas/fields.js';
import { assignChefInput, offerInput, operationsBoardInput } from '../../../../common/schemas/staffing.js';
import { defineEndpoint, type RestRequest } from '../../../core/endpoints/define.js';
import { BOOKING_COMPLETED, HOURS_REPORTED, NO_CHEF_ASSIGNED } from '../../assignments/index.js';
import { BOOKING_NOT_FOUND } from '../../bookings/index.js';
import { CHEF_NOT_FOUND } from '../../../../common/schemas/chefs.js';
import { ALREADY_STAFFED, NOT_STAFFABLE, STARTED_KEEPS_CHEF } from '../staffing.js';

/** The operations team staffing a booking (DECISIONS.md sections 9 and 17): the board, who can take it, offers and direct assignment. */

const byBooking = z.strictObject({ bookingId: entityId() });
/** REST names the booking in its path: /api/admin/bookings/{id}/…. */
const bookingInPath = (request: RestRequest) => ({ bookingId: request.id('id') });

/** The Operations board (DECISIONS.md section 9). */
export const operationsBoard = defineEndpoint({
  procedure: { path: 'admin.operations', type: 'query' },
  access: 'admin',
  input: operationsBoardInput,
  handler: (ctx, input) => ctx.services.staffing.board(input),
  rest: {
    operationId: 'getOperationsBoard',
    method: 'get',
    path: '/api/admin/bookings',
    summary: 'The Operations board: confirmed bookings from `from` to `to` (default: the next 14 days) with staffing and chef; filter `staffing` = awaiting-chef, offered or assigned',
    answer: z.array(boardRowAnswer),
    errors: { 400: "A query parameter's own message: staffing is not one of the three, a day is not a date, to is before from, or the range is more than 31 days" },
  },
});

export const eligibleChefs = defineEndpoint({
  procedure: { path: 'admin.eligibleChefs', type: 'query' },
  access: 'admin',
  input: byBooking,
  handler: (ctx, input) => ctx.services.staffing.eligibleChefs(input.bookingId),
  rest: {
    operationId: 'listEligibleChefs',
    method: 'get',
    path: '/api/admin/bookings/{id}/eligible-chefs',
    summary: 'Active chefs who may work the booking, with tier, rating and assignments that week',
    answer: z.array(eligibleChefAnswer),
    errors: { 404: BOOKING_NOT_FOUND },
    input: bookingInPath,
  },
});

/** Every chef, eligible first, with why each other one cannot take the booking (DECISIONS.md section 17). */
export const candidateChefs = defineEndpoint({
  procedure: { path: 'admin.candidates', type: 'query' },
  access: 'admin',
  input: byBooking,
  handler: (ctx, input) => ctx.services.staffing.candidates(input.bookingId),
  rest: {
    operationId: 'listCandidateChefs',
    method: 'get',
    path: '/api/admin/bookings/{id}/candidates',
    summary:
      'Every chef, eligible first (in the order of eligible-chefs), then the others; reasons: every reason the chef cannot take the booking, in the words of DECISIONS.md section 17 ("Not active", "No weekly availability set", "Time off that day", ...), empty when eligible',
    answer: z.array(candidateAnswer),
    errors: { 404: BOOKING_NOT_FOUND },
    input: bookingInPath,
  },
});

export const offerBooking = defineEndpoint({
  procedure: { path: 'admin.offerBooking', type: 'mutation' },
  access: 'admin',
  input: offerInput.extend({ bookingId: entityId() }),
  handler: (ctx, input) => ctx.services.staffing.offer(ctx.admin, input.bookingId, input.chefIds),
  rest: {
    operationId: 'offerBooking',
    method: 'post',
    path: '/api/admin/bookings/{id}/offers',
    status: 201,
    summary: 'Offer the booking to chefs at once (201, the offers); each is emailed; offers expire after 12 hours or at the start',
    body: offerInput,
    answer: z.array(offerAnswer),
    errors: { 404: `${BOOKING_NOT_FOUND} | Chef #<id> not found`, 409: `${ALREADY_STAFFED} | ${NOT_STAFFABLE} | <chef name>: the reason a chef is not eligible` },
    // The body is judged before the path's id, as it always was: a bad body names its own field first.
    input: (request) => {
      const { chefIds } = request.parse(offerInput, request.body);
      return { bookingId: request.id('id'), chefIds };
    },
  },
});

/** "Offer to favourites first": the business's eligible favourites now, every eligible chef 2 hours later (DECISIONS.md section 10). */
export const offerToFavourites = defineEndpoint({
  procedure: { path: 'admin.offerToFavourites', type: 'mutation' },
  access: 'admin',
  input: byBooking,
  handler: (ctx, input) => ctx.services.staffing.offerToFavourites(ctx.admin, input.bookingId),
});

/** The Operations board's "Withdraw offers" (DECISIONS.md section 17): every open offer of the booking withdrawn, its chef told. */
export const withdrawOffers = defineEndpoint({
  procedure: { path: 'admin.withdrawOffers', type: 'mutation' },
  access: 'admin',
  input: byBooking,
  handler: (ctx, input) => ctx.services.staffing.withdrawOffers(ctx.admin, input.bookingId),
  rest: {
    operationId: 'withdrawOffers',
    method: 'delete',
    path: '/api/admin/bookings/{id}/offers',
    summary:
      'Withdraw every open offer of the booking: each becomes withdrawn and its chef is emailed; the booking awaits a chef again. withdrawn: how many (0 when none was open, say a chef accepted first; an accept after the withdrawal is 409 "This offer is no longer open")',
    answer: withdrawnOffersAnswer,
    errors: { 400: `${ID_MESSAGE} (id)`, 404: BOOKING_NOT_FOUND },
    input: bookingInPath,
    reply: (withdrawal) => ({ success: true, ...withdrawal }),
  },
});

export const assignChef = defineEndpoint({
  procedure: { path: 'admin.assignChef', type: 'mutation' },
  access: 'admin',
  input: assignChefInput.extend({ bookingId: entityId() }),
  handler: (ctx, input) => ctx.services.staffing.assign(ctx.admin, input.bookingId, input.chefId),
  rest: {
    operationId: 'assignChef',
    method: 'put',
    path: '/api/admin/bookings/{id}/chef',
    summary: 'Assign a chef directly; their open offers close as filled',
    body: assignChefInput,
    answer: boardRowAnswer,
    errors: { 404: `${BOOKING_NOT_FOUND} | ${CHEF_NOT_FOUND}`, 409: `${ALREADY_STAFFED} | ${NOT_STAFFABLE} | the reason the chef is not eligible` },
    // The body before the path's id, as offerBooking.
    input: (request) => {
      const { chefId } = request.parse(assignChefInput, request.body);
      return { bookingId: request.id('id'), chefId };
    },
  },
});

export const unassignChef = defineEndpoint({
  procedure: { path: 'admin.unassignChef', type: 'mutation' },
  access: 'admin',
  input: byBooking,
  handler: (ctx, input) => ctx.services.staffing.unassign(ctx.admin, input.bookingId),
  rest: {
    operationId: 'unassignChef',
    method: 'delete',
    path: '/api/admin/bookings/{id}/chef',
    summary: 'Take the chef off the booking; it awaits a chef again and both are told',
    answer: boardRowAnswer,
    errors: { 404: BOOKING_NOT_FOUND, 409: `${NO_CHEF_ASSIGNED} | ${HOURS_REPORTED} | ${BOOKING_COMPLETED} | ${STARTED_KEEPS_CHEF}` },
    input: bookingInPath,
  },
});
