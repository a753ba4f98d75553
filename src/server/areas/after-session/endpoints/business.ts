import { z } from 'zod';
import { NOT_ENOUGH_HOURS } from '../../../../common/messages.js';
import { favouriteAddedAnswer, favouriteRemovedAnswer, ratingAnswer, timesheetDecisionAnswer } from '../../../../common/schemas/answers/session-life.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { ratingInput } from '../../../../common/schemas/ratings.js';
import { timesheetDisputeInput } from '../../../../common/schemas/timesheets.js';
import { defineEndpoint, type RestRequest } from '../../../core/endpoints/define.js';
import { BOOKING_NOT_FOUND } from '../../bookings/index.js';
import { FAVOURITE_NEVER_WORKED, RATING_ALREADY_GIVEN, RATING_NO_CHEF, RATING_NOT_COMPLETED, RATING_WINDOW_CLOSED } from '../ratings.js';
import { TIMESHEET_ANSWERED, TIMESHEET_NOT_FOUND } from '../timesheets.js';
import { MAY } from '../../../../common/team.js';

/** A business after its sessions (DECISIONS.md section 10): its answer to the chef's timesheet, its ratings and its favourite chefs. */

type TimesheetDecision = z.output<typeof timesheetDecisionAnswer>;

const byChef = z.strictObject({ chefId: entityId() });
/** REST names the booking in its path: /api/bookings/{id}/…. */
const bookingInPath = (request: RestRequest) => ({ bookingId: request.id('id') });
const ANOTHER_BUSINESS_BOOKING = `${BOOKING_NOT_FOUND}: no such booking, or another business's`;

export const confirmTimesheet = defineEndpoint({
  procedure: { path: 'business.bookings.confirmTimesheet', type: 'mutation' },
  access: { business: MAY.book },
  input: z.strictObject({ bookingId: entityId() }),
  handler: (ctx, input) => ctx.services.timesheets.confirm(ctx.business, input.bookingId),
  rest: {
    operationId: 'confirmTimesheet',
    method: 'post',
    path: '/api/bookings/{id}/timesheet/confirm',
    summary: "Confirm the chef's hours: the booking is completed and the difference from the booked hours is refunded or charged",
    answer: timesheetDecisionAnswer,
    errors: { 404: ANOTHER_BUSINESS_BOOKING, 409: `${NOT_ENOUGH_HOURS} (a charge) | ${TIMESHEET_NOT_FOUND} | ${TIMESHEET_ANSWERED}` },
    input: bookingInPath,
    reply: (timesheet) => ({ success: true, timesheet }) satisfies TimesheetDecision,
  },
});

export const disputeTimesheet = defineEndpoint({
  procedure: { path: 'business.bookings.disputeTimesheet', type: 'mutation' },
  access: { business: MAY.book },
  input: timesheetDisputeInput.extend({ bookingId: entityId() }),
  handler: (ctx, input) => ctx.services.timesheets.dispute(ctx.business, input.bookingId, input.reason),
  rest: {
    operationId: 'disputeTimesheet',
    method: 'post',
    path: '/api/bookings/{id}/timesheet/dispute',
    summary: "Dispute the chef's hours with a reason: a coordinator settles them",
    body: timesheetDisputeInput,
    answer: timesheetDecisionAnswer,
    errors: { 404: ANOTHER_BUSINESS_BOOKING, 409: `${TIMESHEET_NOT_FOUND} | ${TIMESHEET_ANSWERED}` },
    input: (request) => ({ ...bookingInPath(request), ...request.parse(timesheetDisputeInput, request.body) }),
    reply: (timesheet) => ({ success: true, timesheet }) satisfies TimesheetDecision,
  },
});

/** Within 7 days of completion, the business rates its chef, once (201, the rating). */
export const rateChef = defineEndpoint({
  procedure: { path: 'business.bookings.rate', type: 'mutation' },
  access: { business: MAY.book },
  input: ratingInput.extend({ bookingId: entityId() }),
  handler: (ctx, { bookingId, ...rating }) => ctx.services.ratings.rateChef(ctx.business, bookingId, rating),
  rest: {
    operationId: 'rateChef',
    method: 'post',
    path: '/api/bookings/{id}/rating',
    status: 201,
    summary:
      "Rate the booking's chef (1-5 stars, an optional comment up to 1,000 characters) within 7 days after completion, once (201, the rating); the chef sees it once they have rated too or the 7 days have passed",
    body: ratingInput,
    answer: ratingAnswer,
    errors: { 404: ANOTHER_BUSINESS_BOOKING, 409: `${RATING_ALREADY_GIVEN} | ${RATING_NOT_COMPLETED} | ${RATING_WINDOW_CLOSED} | ${RATING_NO_CHEF}` },
    input: (request) => ({ ...bookingInPath(request), ...request.parse(ratingInput, request.body) }),
  },
});

/** The completed bookings' ratings, as the business may see them (DECISIONS.md section 10). */
export const businessRatings = defineEndpoint({
  procedure: { path: 'business.ratings', type: 'query' },
  access: 'business',
  handler: (ctx) => ctx.services.ratings.businessRatings(ctx.business),
});

export const favouriteChefs = defineEndpoint({
  procedure: { path: 'business.favourites', type: 'query' },
  access: 'business',
  handler: (ctx) => ctx.services.ratings.favourites(ctx.business),
});

export const addFavouriteChef = defineEndpoint({
  procedure: { path: 'business.addFavourite', type: 'mutation' },
  access: { business: MAY.book },
  input: byChef,
  handler: (ctx, input) => ctx.services.ratings.addFavourite(ctx.business, input.chefId),
  rest: {
    operationId: 'addFavouriteChef',
    method: 'put',
    path: '/api/business/favourites/{chefId}',
    summary: 'Mark a chef who has worked for the business as a favourite (idempotent): "offer to favourites first" offers to them before everyone else',
    answer: favouriteAddedAnswer,
    errors: { 400: 'Must be a positive whole number (chefId)', 409: FAVOURITE_NEVER_WORKED },
    input: (request) => ({ chefId: request.id('chefId') }),
  },
});

export const removeFavouriteChef = defineEndpoint({
  procedure: { path: 'business.removeFavourite', type: 'mutation' },
  access: { business: MAY.book },
  input: byChef,
  handler: (ctx, input) => ctx.services.ratings.removeFavourite(ctx.business, input.chefId),
  rest: {
    operationId: 'removeFavouriteChef',
    method: 'delete',
    path: '/api/business/favourites/{chefId}',
    summary: 'Unmark a favourite chef (idempotent)',
    answer: favouriteRemovedAnswer,
    input: (request) => ({ chefId: request.id('chefId') }),
  },
});
