import { ratingAnswer, timesheetAnswer } from '../../../../common/schemas/answers/session-life.js';
import { entityId } from '../../../../common/schemas/fields.js';
import { ratingInput } from '../../../../common/schemas/ratings.js';
import { timesheetInput } from '../../../../common/schemas/timesheets.js';
import { defineEndpoint } from '../../../core/endpoints/define.js';
import { BOOKING_NOT_FOUND } from '../../bookings/index.js';
import { RATING_ALREADY_GIVEN, RATING_NOT_COMPLETED, RATING_WINDOW_CLOSED } from '../ratings.js';
import { TIMESHEET_ALREADY_SUBMITTED, TIMESHEET_NOT_OPEN, TIMESHEET_TOO_EARLY } from '../timesheets.js';

/** A chef after their sessions (DECISIONS.md section 10), in the portal: the hours worked and the ratings, their own only. */

const NOT_THE_CHEFS_BOOKING = `${BOOKING_NOT_FOUND}: no such booking, or not the chef's`;

/** The hours worked, from the booking's start on (201, the timesheet). */
export const submitTimesheet = defineEndpoint({
  procedure: { path: 'chef.submitTimesheet', type: 'mutation' },
  access: 'chef',
  input: timesheetInput.extend({ bookingId: entityId() }),
  handler: (ctx, { bookingId, ...timesheet }) => ctx.services.timesheets.submit(ctx.chef, bookingId, timesheet),
  rest: {
    operationId: 'submitTimesheet',
    method: 'post',
    path: '/api/chef/assignments/{bookingId}/timesheet',
    status: 201,
    summary:
      "Report the hours worked (whole hours 1-12) and a note, from the booking's start on (201, the timesheet); the business has 72 hours to confirm or dispute, then it is confirmed",
    body: timesheetInput,
    answer: timesheetAnswer,
    errors: { 404: NOT_THE_CHEFS_BOOKING, 409: `${TIMESHEET_TOO_EARLY} | ${TIMESHEET_ALREADY_SUBMITTED} | ${TIMESHEET_NOT_OPEN}` },
    input: (request) => ({ bookingId: request.id('bookingId'), ...request.parse(timesheetInput, request.body) }),
  },
});

/** The completed assignments' ratings, as the chef may see them (DECISIONS.md section 10). */
export const chefRatings = defineEndpoint({
  procedure: { path: 'chef.ratings', type: 'query' },
  access: 'chef',
  handler: (ctx) => ctx.services.ratings.chefRatingsOfAssignments(ctx.chef),
});

/** Within 7 days of completion, the chef rates the business, once (201, the rating). */
export const rateBusiness = defineEndpoint({
  procedure: { path: 'chef.rateBusiness', type: 'mutation' },
  access: 'chef',
  input: ratingInput.extend({ bookingId: entityId() }),
  handler: (ctx, { bookingId, ...rating }) => ctx.services.ratings.rateBusiness(ctx.chef, bookingId, rating),
  rest: {
    operationId: 'rateBusiness',
    method: 'post',
    path: '/api/chef/assignments/{bookingId}/rating',
    status: 201,
    summary:
      "Rate the business of a completed assignment (1-5 stars, an optional comment up to 1,000 characters) within 7 days after completion, once (201, the rating); another chef's booking is 404",
    body: ratingInput,
    answer: ratingAnswer,
    errors: { 404: NOT_THE_CHEFS_BOOKING, 409: `${RATING_ALREADY_GIVEN} | ${RATING_NOT_COMPLETED} | ${RATING_WINDOW_CLOSED}` },
    input: (request) => ({ bookingId: request.id('bookingId'), ...request.parse(ratingInput, request.body) }),
  },
});
