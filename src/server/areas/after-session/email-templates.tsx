import { formatLongDay, formatMoment } from '../../../common/dates.js';
import { formatHours } from '../../../common/text.js';
import { EmailLayout, emailTemplate, firstNameOf, Paragraph } from '../../core/mail/layout.js';
import { type ChefBookingFacts } from '../../core/mail/facts.js';
import { BookingDetails, portalButton, type ToChefAboutBooking, type ToContactAboutBooking } from '../../core/mail/parts.js';

/**
 * The after-session area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email (src/server/job-handlers.ts): React
 * Email brings Tailwind's compiler, over a second to load, which a web-only process never needs.
 */

/** The chef reported their hours: the business confirms or disputes them (DECISIONS.md section 10). */
export const timesheetSubmitted = emailTemplate<ToContactAboutBooking & { timesheet: { hours: number; chefName: string; confirmBy: string }; dashboardLink: string }>({
  subject: ({ timesheet }) => `Please confirm ${timesheet.chefName}'s hours`,
  body: ({ firstName, booking, timesheet, dashboardLink }) => (
    <EmailLayout preview={`${timesheet.chefName} reports ${formatHours(timesheet.hours)} worked.`} greeting={firstName} action={{ label: 'Confirm or dispute the hours', href: dashboardLink }}>
      <Paragraph>
        {timesheet.chefName} reports {formatHours(timesheet.hours)} worked on this booking. Please confirm or dispute this timesheet in your dashboard.
      </Paragraph>
      <BookingDetails booking={booking} />
      <Paragraph>
        Without an answer it is confirmed on {formatMoment(timesheet.confirmBy)}, and the difference from the booked hours is settled with your labor bank.
      </Paragraph>
    </EmailLayout>
  ),
});

/** The chef's hours were confirmed (by the business, the 72-hour rule, or a coordinator settling a dispute). */
export const timesheetConfirmed = emailTemplate<ToChefAboutBooking & { hours: number }>({
  subject: ({ booking }) => `Your hours are confirmed: ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, hours }, site) => (
    <EmailLayout preview={`${formatHours(hours)} confirmed.`} greeting={firstNameOf(name)} action={portalButton(site, 'See your earnings')}>
      <Paragraph>We confirmed your {formatHours(hours)} on this booking.</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** A business disputed a timesheet: the coordinators settle it. */
export const timesheetDisputed = emailTemplate<{ booking: ChefBookingFacts; timesheet: { hours: number; reason: string; chefName: string }; adminLink: string }>({
  subject: ({ booking }) => `Timesheet disputed: ${booking.business.name}, ${formatLongDay(booking.bookingDate)}`,
  body: ({ booking, timesheet, adminLink }) => (
    <EmailLayout preview={`${booking.business.name} disputes ${formatHours(timesheet.hours)}.`} greeting={null} action={{ label: 'Settle it in the admin', href: adminLink }}>
      <Paragraph>
        {booking.business.name} disputes the {formatHours(timesheet.hours)} {timesheet.chefName} reported: &ldquo;{timesheet.reason}&rdquo;
      </Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});
