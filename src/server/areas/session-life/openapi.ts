import { favouriteAddedAnswer, favouriteRemovedAnswer, ratingAnswer, timesheetAnswer, timesheetDecisionAnswer } from '../../../common/schemas/answers/session-life.js';
import { NOT_ENOUGH_HOURS } from '../../../common/messages.js';
import { ratingInput } from '../../../common/schemas/ratings.js';
import { timesheetDisputeInput, timesheetInput } from '../../../common/schemas/timesheets.js';
import type { Operation } from '../../core/http/openapi-operation.js';
import { FAVOURITE_NEVER_WORKED, RATING_ALREADY_GIVEN, RATING_NO_CHEF, RATING_NOT_COMPLETED, RATING_WINDOW_CLOSED } from './ratings.js';
import { TIMESHEET_ALREADY_SUBMITTED, TIMESHEET_ANSWERED, TIMESHEET_NOT_FOUND, TIMESHEET_NOT_OPEN, TIMESHEET_TOO_EARLY } from './timesheets.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const sessionLifeOperations: Operation[] = [
  { operationId: 'submitTimesheet', method: 'post', path: '/api/chef/assignments/{bookingId}/timesheet', status: 201, summary: "Report the hours worked (whole hours 1-12) and a note, from the booking's start on (201, the timesheet); the business has 72 hours to confirm or dispute, then it is confirmed", access: 'chef', answer: timesheetAnswer, body: timesheetInput, errors: { 409: `${TIMESHEET_TOO_EARLY} | ${TIMESHEET_ALREADY_SUBMITTED} | ${TIMESHEET_NOT_OPEN}` } },
  { operationId: 'confirmTimesheet', method: 'post', path: '/api/bookings/{id}/timesheet/confirm', summary: "Confirm the chef's hours: the booking is completed and the difference from the booked hours is refunded or charged", access: 'business', answer: timesheetDecisionAnswer, errors: { 409: `${NOT_ENOUGH_HOURS} (a charge) | ${TIMESHEET_NOT_FOUND} | ${TIMESHEET_ANSWERED}` } },
  { operationId: 'disputeTimesheet', method: 'post', path: '/api/bookings/{id}/timesheet/dispute', summary: "Dispute the chef's hours with a reason: a coordinator settles them", access: 'business', answer: timesheetDecisionAnswer, body: timesheetDisputeInput, errors: { 409: `${TIMESHEET_NOT_FOUND} | ${TIMESHEET_ANSWERED}` } },
  { operationId: 'rateChef', method: 'post', path: '/api/bookings/{id}/rating', status: 201, summary: "Rate the booking's chef (1-5 stars, an optional comment up to 1,000 characters) within 7 days after completion, once (201, the rating); the chef sees it once they have rated too or the 7 days have passed", access: 'business', answer: ratingAnswer, body: ratingInput, errors: { 409: `${RATING_ALREADY_GIVEN} | ${RATING_NOT_COMPLETED} | ${RATING_WINDOW_CLOSED} | ${RATING_NO_CHEF}` } },
  { operationId: 'rateBusiness', method: 'post', path: '/api/chef/assignments/{bookingId}/rating', status: 201, summary: 'Rate the business of a completed assignment (1-5 stars, an optional comment up to 1,000 characters) within 7 days after completion, once (201, the rating); another chef\'s booking is 404', access: 'chef', answer: ratingAnswer, body: ratingInput, errors: { 409: `${RATING_ALREADY_GIVEN} | ${RATING_NOT_COMPLETED} | ${RATING_WINDOW_CLOSED}` } },
  { operationId: 'addFavouriteChef', method: 'put', path: '/api/business/favourites/{chefId}', summary: 'Mark a chef who has worked for the business as a favourite (idempotent): "offer to favourites first" offers to them before everyone else', access: 'business', answer: favouriteAddedAnswer, errors: { 409: FAVOURITE_NEVER_WORKED } },
  { operationId: 'removeFavouriteChef', method: 'delete', path: '/api/business/favourites/{chefId}', summary: 'Unmark a favourite chef (idempotent)', access: 'business', answer: favouriteRemovedAnswer },
];
