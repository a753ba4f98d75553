import { z } from 'zod';
import { NOT_ENOUGH_HOURS } from '../../../common/messages.js';
import { cancelBookingInput, createBookingInput, idempotencyHeaders, rescheduleBookingInput } from '../../../common/schemas/booking.js';
import { completedBookingAnswer, createBookingAnswer, noShowBookingAnswer, updateBookingAnswer } from '../../../common/schemas/answers/bookings.js';
import { NO_MOVE_WITHIN_24_HOURS, SESSION_STARTED } from '../../../common/session-life.js';
import { NOT_ALLOWED } from '../../core/errors.js';
import { ID_MESSAGE } from '../../../common/schemas/fields.js';
import { bookingInputErrors, type Operation } from '../../core/http/openapi-operation.js';
import { HOURS_REPORTED, NO_CHEF_ASSIGNED } from '../assignments/index.js';
import { SLOT_STARTED } from '../availability/index.js';
import { BOOKING_NOT_FOUND, ONLY_CONFIRMED, SESSION_NOT_STARTED } from './bookings.js';
import { KEY_REUSED } from '../../core/idempotency.js';

/** The OpenAPI entries of this area's REST paths (src/server/openapi.ts builds the document). */
export const bookingsOperations: Operation[] = [
  { operationId: 'createBooking', method: 'post', path: '/api/bookings', status: 201, summary: 'Book a session for the signed-in business (the answer says when it starts and ends: startsAt, endsAt); with Idempotency-Key, a repeat within 24 hours answers the first booking again', access: 'business', body: createBookingInput, headers: idempotencyHeaders, answer: createBookingAnswer, errors: { ...bookingInputErrors, 403: `${NOT_ALLOWED} (businessId is another business)`, 409: `${NOT_ENOUGH_HOURS} | ${SLOT_STARTED} (errors.timeSlot)`, 422: `${KEY_REUSED}: the key was first used with another body` } },
  { operationId: 'updateBooking', method: 'patch', path: '/api/bookings/{id}', summary: 'Cancel ({"status":"canceled"}; the answer adds refundedHours and feeHours: less than 24 hours before the start of a booking with a chef, min(duration, 4) hours stay as a "Late cancellation fee"; from the start of its session on, no cancel) or reschedule a confirmed booking', access: 'business', body: z.union([cancelBookingInput, rescheduleBookingInput]), answer: updateBookingAnswer, errors: { ...bookingInputErrors, 404: `${BOOKING_NOT_FOUND} (also another business's booking)`, 409: `${ONLY_CONFIRMED} | ${HOURS_REPORTED} | ${SESSION_STARTED} (a cancel from the start of its session on) | ${NO_MOVE_WITHIN_24_HOURS} (a booking with a chef, less than 24 hours before its start) | ${SLOT_STARTED} | ${NOT_ENOUGH_HOURS}` } },
  { operationId: 'completeBooking', method: 'post', path: '/api/admin/bookings/{id}/complete', summary: "Mark a confirmed booking completed once its session has started (its Vancouver day and slot's start); its hours stay used and its chef earns them", access: 'admin', answer: completedBookingAnswer, errors: { 400: `${ID_MESSAGE} (id)`, 404: BOOKING_NOT_FOUND, 409: `${SESSION_NOT_STARTED} | ${ONLY_CONFIRMED} | ${HOURS_REPORTED}` } },
  { operationId: 'recordChefNoShow', method: 'post', path: '/api/admin/bookings/{id}/no-show', summary: "Record that the chef did not come, once the session has started: the booking is canceled with every hour back to the business (no fee), the no-show counts on the chef's record (two strikes) and the business is emailed", access: 'admin', answer: noShowBookingAnswer, errors: { 400: `${ID_MESSAGE} (id)`, 404: BOOKING_NOT_FOUND, 409: `${HOURS_REPORTED} | ${NO_CHEF_ASSIGNED} | ${SESSION_NOT_STARTED} | ${ONLY_CONFIRMED}` } },
];
