import type { Booking } from '../../core/db/entities/booking.js';
import { isoTimestamp } from '../../core/calendar.js';

export interface BookingView {
  id: number;
  status: Booking['status'];
  bookingDate: string;
  serviceType: string;
  timeSlot: string;
  duration: number;
  serviceHours: string | null;
  serviceDescription: string | null;
  specialRequests: string | null;
  createdAt: string;
}

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
    serviceHours: booking.serviceHours,
    serviceDescription: booking.serviceDescription,
    specialRequests: booking.specialRequests,
    createdAt: isoTimestamp(booking.createdAt),
  };
}
