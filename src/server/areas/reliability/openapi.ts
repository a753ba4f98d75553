import { confirmAnswer, successAnswer } from '../../../common/schemas/answers/reliability.js';
import { appealInput, releaseInput } from '../../../common/schemas/reliability.js';
import type { Operation } from '../../core/http/openapi-operation.js';
import { BOOKING_COMPLETED, HOURS_REPORTED } from '../assignments/index.js';
import { APPEAL_OPEN, ASSIGNMENT_NOT_FOUND, CONFIRM_TOO_LATE, NOT_SUSPENDED, RELEASE_TOO_LATE } from './reliability.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const reliabilityOperations: Operation[] = [
  { operationId: 'confirmAssignment', method: 'post', path: '/api/chef/assignments/{bookingId}/confirm', summary: 'Confirm that the chef will come to an assigned session, any time after the assignment and before the start; the business\'s booking then shows chefConfirmed; confirming again answers the first confirmedAt', access: 'chef', answer: confirmAnswer, errors: { 404: `${ASSIGNMENT_NOT_FOUND}: no such booking, or not the chef's`, 409: `${CONFIRM_TOO_LATE} | ${HOURS_REPORTED} | ${BOOKING_COMPLETED}` } },
  { operationId: 'releaseAssignment', method: 'post', path: '/api/chef/assignments/{bookingId}/release', summary: 'Hand an assigned session back with a reason: the booking awaits a chef again and the business and support are told; less than 24 hours before the start it is a late release on the chef\'s reliability record (one strike)', access: 'chef', answer: successAnswer, body: releaseInput, errors: { 404: `${ASSIGNMENT_NOT_FOUND}: no such booking, or not the chef's`, 409: `${RELEASE_TOO_LATE} | ${HOURS_REPORTED} | ${BOOKING_COMPLETED}` } },
  { operationId: 'appealSuspension', method: 'post', path: '/api/chef/appeals', status: 201, summary: 'A suspended chef appeals their suspension with a text (201): it goes to the admin inbox with their name and contact; one appeal per suspension', access: 'chef', answer: successAnswer, body: appealInput, errors: { 409: `${NOT_SUSPENDED} | ${APPEAL_OPEN} (this suspension was appealed already)` } },
];
