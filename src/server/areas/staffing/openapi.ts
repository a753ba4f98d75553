import { z } from 'zod';
import { boardRowAnswer, chefOfferAnswer, eligibleChefAnswer, offerAnswer, withdrawnOffersAnswer } from '../../../common/schemas/answers/staffing.js';
import { assignChefInput, offerInput } from '../../../common/schemas/staffing.js';
import { ID_MESSAGE } from '../../../common/schemas/fields.js';
import type { Operation } from '../../core/http/openapi-operation.js';
import { BOOKING_COMPLETED, HOURS_REPORTED, NO_CHEF_ASSIGNED } from '../assignments/index.js';
import { BOOKING_NOT_FOUND } from '../bookings/index.js';
import { CHEF_NOT_FOUND } from '../chefs/index.js';
import { ALREADY_STAFFED, NOT_STAFFABLE, OFFER_NOT_FOUND, OFFER_NOT_OPEN, OVERLAPS_YOUR_ASSIGNMENT } from './staffing.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const staffingOperations: Operation[] = [
  { operationId: 'getOperationsBoard', method: 'get', path: '/api/admin/bookings', summary: 'The Operations board: confirmed bookings from `from` to `to` (default: the next 14 days) with staffing and chef; filter `staffing` = awaiting-chef, offered or assigned', access: 'admin', answer: z.array(boardRowAnswer), errors: { 400: 'A query parameter\'s own message: staffing is not one of the three, a day is not a date, to is before from, or the range is more than 31 days' } },
  { operationId: 'listEligibleChefs', method: 'get', path: '/api/admin/bookings/{id}/eligible-chefs', summary: 'Active chefs who may work the booking, with tier, rating and assignments that week', access: 'admin', answer: z.array(eligibleChefAnswer), errors: { 404: BOOKING_NOT_FOUND } },
  { operationId: 'offerBooking', method: 'post', path: '/api/admin/bookings/{id}/offers', status: 201, summary: 'Offer the booking to chefs at once (201, the offers); each is emailed; offers expire after 12 hours or at the start', access: 'admin', answer: z.array(offerAnswer), body: offerInput, errors: { 404: `${BOOKING_NOT_FOUND} | Chef #<id> not found`, 409: `${ALREADY_STAFFED} | ${NOT_STAFFABLE} | <chef name>: the reason a chef is not eligible` } },
  { operationId: 'withdrawOffers', method: 'delete', path: '/api/admin/bookings/{id}/offers', summary: 'Withdraw every open offer of the booking: each becomes withdrawn and its chef is emailed; the booking awaits a chef again. withdrawn: how many (0 when none was open, say a chef accepted first; an accept after the withdrawal is 409 "This offer is no longer open")', access: 'admin', answer: withdrawnOffersAnswer, errors: { 400: `${ID_MESSAGE} (id)`, 404: BOOKING_NOT_FOUND } },
  { operationId: 'assignChef', method: 'put', path: '/api/admin/bookings/{id}/chef', summary: 'Assign a chef directly; their open offers close as filled', access: 'admin', answer: boardRowAnswer, body: assignChefInput, errors: { 404: `${BOOKING_NOT_FOUND} | ${CHEF_NOT_FOUND}`, 409: `${ALREADY_STAFFED} | ${NOT_STAFFABLE} | the reason the chef is not eligible` } },
  { operationId: 'unassignChef', method: 'delete', path: '/api/admin/bookings/{id}/chef', summary: 'Take the chef off the booking; it awaits a chef again and both are told', access: 'admin', answer: boardRowAnswer, errors: { 404: BOOKING_NOT_FOUND, 409: `${NO_CHEF_ASSIGNED} | ${HOURS_REPORTED} | ${BOOKING_COMPLETED}` } },
  { operationId: 'listChefOffers', method: 'get', path: '/api/chef/offers', summary: "The signed-in chef's open offers, with the booking (no contact details) and cannotAccept: why an accept would be refused now, or null", access: 'chef', answer: z.array(chefOfferAnswer) },
  { operationId: 'acceptOffer', method: 'post', path: '/api/chef/offers/{id}/accept', summary: 'Accept an offer: the first accept wins (200, the offer, status accepted); another chef\'s offer is 404', access: 'chef', answer: offerAnswer, errors: { 404: `${OFFER_NOT_FOUND}: no such offer, or another chef's`, 409: `${ALREADY_STAFFED} | ${OVERLAPS_YOUR_ASSIGNMENT} | ${OFFER_NOT_OPEN} | why the chef cannot work it now (time off since the offer, a changed week); the offer stays open, and GET /api/chef/offers names the same reason in cannotAccept` } },
  { operationId: 'declineOffer', method: 'post', path: '/api/chef/offers/{id}/decline', summary: 'Decline an open offer', access: 'chef', answer: offerAnswer, errors: { 404: `${OFFER_NOT_FOUND}: no such offer, or another chef's`, 409: OFFER_NOT_OPEN } },
];
