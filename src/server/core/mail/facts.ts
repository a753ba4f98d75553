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

/** A session of a series as the emails list it: when, one line each. */
export type SessionFacts = Pick<BookingFacts, 'bookingDate' | 'timeSlot' | 'duration'>;

/** Where an in-person session takes place; null for a virtual one. */
export type Venue = string | null;

/** Only the facts an email shows of a booking row, as its job carries them. */
export function bookingFacts({ bookingDate, timeSlot, duration, serviceType }: BookingFacts): BookingFacts {
  return { bookingDate, timeSlot, duration, serviceType };
}

export function sessionFacts({ bookingDate, timeSlot, duration }: SessionFacts): SessionFacts {
  return { bookingDate, timeSlot, duration };
}

export function chefBookingFacts(booking: ChefBookingFacts): ChefBookingFacts {
  return { ...bookingFacts(booking), business: { name: booking.business.name, city: booking.business.city } };
}
