import { serviceTypeLabel } from '../../../../common/constants.js';
import { sessionLabel } from '../../../../common/session-time.js';
import { formatLongDay } from '../../../../common/dates.js';
import { formatHours } from '../../../../common/text.js';
import { Facts } from '../layout.js';

/** A booking as the emails describe it: what and when. */
export interface BookingFacts {
  bookingDate: string;
  timeSlot: string;
  duration: number;
  serviceType: string;
}

/** A booking as a chef's emails describe it: where, besides what and when. */
export interface ChefBookingFacts extends BookingFacts {
  business: { name: string; city: string };
}

/** Where an in-person session takes place; null for a virtual one. */
export type Venue = string | null;

/** The booking's lines; a chef's also name the business, and a reminder the address. */
export function BookingDetails({ booking, venue = null, extra = [] }: { booking: BookingFacts | ChefBookingFacts; venue?: Venue; extra?: [string, string | null][] }) {
  return (
    <Facts
      lines={[
        ['Business', 'business' in booking ? `${booking.business.name}, ${booking.business.city}` : null],
        ['Service', serviceTypeLabel(booking.serviceType)],
        ['Date', formatLongDay(booking.bookingDate)],
        ['Time', sessionLabel(booking)],
        ['Length', formatHours(booking.duration)],
        ['Address', venue],
        ...extra,
      ]}
    />
  );
}
