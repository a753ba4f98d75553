import { serviceTypeLabel } from '../../../common/constants';
import { icsCalendar } from '../../../common/icalendar';
import { sessionHours, sessionLabel } from '../../../common/session-time';
import { company } from '../../../common/site';
import { formatHours } from '../../../common/text';

/** What an .ics event needs from a booking (a subset of the dashboard's booking). */
export interface IcsBooking {
  id: number;
  bookingDate: string;
  serviceType: string;
  timeSlot: string;
  duration: number;
  specialRequests?: string | null;
}

/** A file name that says what the event is: chefconnect-booking-2025-12-21.ics */
export function bookingIcsFileName(booking: Pick<IcsBooking, 'bookingDate'>): string {
  return `chefconnect-booking-${booking.bookingDate}.ics`;
}

/**
 * The booking as an iCalendar file. The event runs from the session's start to its end (start
 * plus duration); `now` is the DTSTAMP, passed in so the function stays pure.
 */
export function bookingToIcs(booking: IcsBooking, now: Date): string {
  const label = serviceTypeLabel(booking.serviceType);
  const hours = formatHours(booking.duration);
  const description = [
    `${label} booked through ${company.name}: ${hours}, ${sessionLabel(booking)}.`,
    booking.specialRequests ? `Special requests: ${booking.specialRequests}` : null,
    `Questions: ${company.supportEmail} or ${company.supportPhone}.`,
  ]
    .filter((line): line is string => line !== null)
    .join('\n');
  return icsCalendar({
    product: `${company.name}//Dashboard`,
    now,
    events: [
      {
        uid: `booking-${booking.id}@chefconnect.ca`,
        day: booking.bookingDate,
        ...sessionHours(booking),
        summary: `${company.name}: ${label}`,
        description,
      },
    ],
  });
}
