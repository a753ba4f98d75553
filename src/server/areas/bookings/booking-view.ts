import type { BookingAnswer } from '../../../common/schemas/answers/shared.js';
import type { Booking } from '../../core/db/entities/booking.js';
import { createdByAnswerOf } from '../../core/actor.js';
import { isoTimestamp } from '../../core/db/timestamps.js';
import { sessionInstants } from '../../../common/session-time.js';

/** A booking as the answers show it: its type is the schema's, so the view cannot drift from the document. */
export type BookingView = BookingAnswer;

/** A booking as an entity, or as a raw row whose datetime is still SQLite's text. */
export type BookingRow = Omit<Booking, 'businessId' | 'createdAt' | 'updatedAt'> & { createdAt: Date | string };

export function toBookingView(booking: BookingRow): BookingView {
  return {
    id: booking.id,
    status: booking.status,
    bookingDate: booking.bookingDate,
    serviceType: booking.serviceType,
    timeSlot: booking.timeSlot,
    duration: booking.duration,
    ...sessionInstants(booking),
    serviceHours: booking.serviceHours,
    serviceDescription: booking.serviceDescription,
    specialRequests: booking.specialRequests,
    seriesId: booking.seriesId,
    createdBy: createdByAnswerOf(booking),
    createdAt: isoTimestamp(booking.createdAt),
  };
}
