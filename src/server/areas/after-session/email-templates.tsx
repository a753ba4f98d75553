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

/** The chef's hours were confirmed as reported (by the business or the 72-hour rule); a settled dispute has its own email. */
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

/** A coordinator settled a dispute (DECISIONS.md section 23): the chef reads the hours decided beside the hours they reported, and why. */
export const timesheetSettled = emailTemplate<ToChefAboutBooking & { settlement: { hours: number; reportedHours: number; note: string } }>({
  subject: ({ booking }) => `Your hours are settled: ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, settlement }, site) => (
    <EmailLayout preview={`${formatHours(settlement.hours)} settled; you reported ${formatHours(settlement.reportedHours)}.`} greeting={firstNameOf(name)} action={portalButton(site, 'See your earnings')}>
      <Paragraph>
        {booking.business.name} disputed your hours on this booking. We settled them at {formatHours(settlement.hours)}; you reported {formatHours(settlement.reportedHours)}. You are
        paid for {formatHours(settlement.hours)}.
      </Paragraph>
      <Paragraph>Our note: &ldquo;{settlement.note}&rdquo;</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** The same settlement told to the business that disputed: the hours decided, the hours reported, the note, and the labor bank's part. */
export const timesheetSettledForBusiness = emailTemplate<ToContactAboutBooking & { settlement: { hours: number; reportedHours: number; note: string; chefName: string }; dashboardLink: string }>({
  subject: ({ settlement }) => `Hours settled: ${settlement.chefName}, ${formatHours(settlement.hours)}`,
  body: ({ firstName, booking, settlement, dashboardLink }) => (
    <EmailLayout preview={`We settled the disputed hours at ${formatHours(settlement.hours)}.`} greeting={firstName} action={{ label: 'See your dashboard', href: dashboardLink }}>
      <Paragraph>
        We settled the hours you disputed at {formatHours(settlement.hours)}; {settlement.chefName} reported {formatHours(settlement.reportedHours)}. The difference from the booked
        hours is settled with your labor bank.
      </Paragraph>
      <Paragraph>Our note: &ldquo;{settlement.note}&rdquo;</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});
