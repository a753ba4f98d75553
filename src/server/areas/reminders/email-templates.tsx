import { formatLongDay } from '../../../common/dates.js';
import { company } from '../../../common/site.js';
import { EmailLayout, emailTemplate, firstNameOf, Paragraph } from '../../core/mail/layout.js';
import { type ChefBookingFacts, type Venue } from '../../core/mail/facts.js';
import { BookingDetails, dashboardButton, portalButton, type ToChefAboutBooking, type ToContactAboutBooking } from '../../core/mail/parts.js';

/**
 * The reminders area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email (src/server/job-handlers.ts): React
 * Email brings Tailwind's compiler, over a second to load, which a web-only process never needs.
 */

/**
 * The reminder of DECISIONS.md section 10, 24 hours before the start, to the business: by email
 * with its email toggle, and the same text by SMS with its SMS toggle.
 */
export const businessReminder = emailTemplate<ToContactAboutBooking & { venue: Venue; chefName: string | null }>({
  subject: ({ booking }) => `Reminder: your ${company.name} session on ${formatLongDay(booking.bookingDate)}`,
  body: ({ firstName, booking, venue, chefName }, site) => (
    <EmailLayout preview={`Your session on ${formatLongDay(booking.bookingDate)}.`} greeting={firstName} action={dashboardButton(site)}>
      <Paragraph>A reminder of your upcoming session:</Paragraph>
      <BookingDetails booking={booking} venue={venue} extra={[['Chef', chefName ?? "still being confirmed; we'll email you when one accepts"]]} />
    </EmailLayout>
  ),
});

/** The business's reminder of DECISIONS.md section 10, to the booking's chef, with the business they cook for. */
export const chefReminder = emailTemplate<ToChefAboutBooking & { venue: Venue; contactName: string }>({
  subject: ({ booking }) => `Reminder: your session on ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, venue, contactName }, site) => (
    <EmailLayout preview={`${booking.business.name} on ${formatLongDay(booking.bookingDate)}.`} greeting={firstNameOf(name)} action={portalButton(site)}>
      <Paragraph>A reminder of your upcoming session:</Paragraph>
      <BookingDetails booking={booking} venue={venue} extra={[['Contact', contactName]]} />
    </EmailLayout>
  ),
});

/** DECISIONS.md section 10: a booking still without a chef 48 hours before its start, to support, once. */
export const unstaffedBooking = emailTemplate<{ booking: ChefBookingFacts; adminLink: string }>({
  subject: ({ booking }) => `No chef yet: ${booking.business.name}, ${formatLongDay(booking.bookingDate)}`,
  body: ({ booking, adminLink }) => (
    <EmailLayout preview="This booking starts within 48 hours and has no chef yet." greeting={null} action={{ label: "Staff it from the business's page", href: adminLink }}>
      <Paragraph>This booking starts within 48 hours and has no chef yet:</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});
