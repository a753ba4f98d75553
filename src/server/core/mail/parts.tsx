import { serviceTypeLabel } from '../../../common/constants.js';
import { formatSessions } from '../../../common/series.js';
import { sessionLabel } from '../../../common/session-time.js';
import { formatLongDay } from '../../../common/dates.js';
import { formatHours } from '../../../common/text.js';
import { Facts, type Site } from './layout.js';
import type { BookingFacts, ChefBookingFacts, SessionFacts, Venue } from './facts.js';

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

/** The sessions of a series, one line each: "Friday, December 11, 2026: Evening, 5 p.m. to 9 p.m.". */
export function SessionList({ sessions }: { sessions: SessionFacts[] }) {
  return <Facts lines={sessions.map((session) => [formatLongDay(session.bookingDate), sessionLabel(session)])} />;
}

/**
 * A series' sessions by the first one's day, as a subject or a preview names them: '3 sessions
 * from Friday, December 11, 2026', and for one, '1 session on Friday, December 11, 2026'.
 */
export function sessionsByFirstDay(sessions: readonly { bookingDate: string }[]): string {
  return `${formatSessions(sessions.length)} ${sessions.length === 1 ? 'on' : 'from'} ${formatLongDay(sessions[0]!.bookingDate)}`;
}

/** The emails to a business's contact, greeted by first name; each button leads to their dashboard unless the email is about another page. */
export interface ToContact {
  firstName: string;
}

export interface ToContactAboutBooking extends ToContact {
  booking: BookingFacts;
}

export const dashboardButton = (site: Site) => ({ label: 'Open your dashboard', href: `${site.publicUrl}/dashboard` });

/** The emails to a chef, greeted by the first word of their name; each button leads to their portal unless the email carries a sign-in link. */
export interface ToChef {
  name: string;
}

export interface ToChefAboutBooking extends ToChef {
  booking: ChefBookingFacts;
}

export const portalButton = (site: Site, label = 'Open your portal') => ({ label, href: `${site.publicUrl}/chef` });

// The alerts to the support address are for a coordinator to act on: no greeting, and each
// button leads to the admin page to act on.
