import { formatLongDay, formatMoment } from '../../../../common/dates.js';
import { company } from '../../../../common/site.js';
import { formatHours } from '../../../../common/text.js';
import { EmailLayout, emailTemplate, Paragraph, type Site } from '../layout.js';
import { BookingDetails, type BookingFacts, type Venue } from './parts.js';

/** The emails to a business's contact, greeted by first name; each button leads to their dashboard unless the email is about another page. */

export interface ToContact {
  firstName: string;
}

export interface AboutBooking extends ToContact {
  booking: BookingFacts;
}

const dashboard = (site: Site) => ({ label: 'Open your dashboard', href: `${site.publicUrl}/dashboard` });

/** DECISIONS.md section 17: received, not confirmed; nobody is told a chef is booked before one accepts. */
export const bookingReceived = emailTemplate<AboutBooking>({
  subject: ({ booking }) => `Booking received: ${formatLongDay(booking.bookingDate)}`,
  body: ({ firstName, booking }, site) => (
    <EmailLayout preview="We're finding your chef and will email you when one accepts." greeting={firstName} action={{ label: 'View your booking', href: `${site.publicUrl}/dashboard` }}>
      <Paragraph>Thank you for your booking. We&apos;re finding your chef and will email you when one accepts.</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

export const bookingCanceled = emailTemplate<AboutBooking & { feeHours: number }>({
  subject: () => `Your ${company.name} booking was canceled`,
  body: ({ firstName, booking, feeHours }, site) => (
    <EmailLayout preview={`Your booking of ${formatLongDay(booking.bookingDate)} was canceled.`} greeting={firstName} action={dashboard(site)}>
      {feeHours === 0 ? (
        <Paragraph>This booking was canceled, and its {formatHours(booking.duration)} went back to your labor bank.</Paragraph>
      ) : (
        <Paragraph>
          This booking was canceled: {formatHours(booking.duration - feeHours)} of its {formatHours(booking.duration)} went back to your labor bank, and{' '}
          {formatHours(feeHours)} stayed as a late cancellation fee, as its chef was confirmed and it was less than 24 hours away.
        </Paragraph>
      )}
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

export const bookingRescheduled = emailTemplate<AboutBooking>({
  subject: () => `Your ${company.name} booking was rescheduled`,
  body: ({ firstName, booking }, site) => (
    <EmailLayout preview={`Your booking is now on ${formatLongDay(booking.bookingDate)}.`} greeting={firstName} action={dashboard(site)}>
      <Paragraph>Your booking was rescheduled. It now reads:</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** A booking whose chef was taken off it: the business learns it is awaiting a chef again. */
export const chefReleased = emailTemplate<AboutBooking>({
  subject: () => `Your ${company.name} booking is awaiting a new chef`,
  body: ({ firstName, booking }, site) => (
    <EmailLayout preview="We're finding another chef and will email you when one accepts." greeting={firstName} action={dashboard(site)}>
      <Paragraph>
        The chef assigned to this booking is no longer available. Your booking stands: we&apos;re finding another chef and will email you when one accepts.
      </Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** DECISIONS.md section 9: "Your chef is confirmed", when the business's email toggle is on. */
export const chefConfirmed = emailTemplate<AboutBooking & { chef: { name: string; tier: string; redSeal: boolean } }>({
  subject: () => 'Your chef is confirmed',
  body: ({ firstName, booking, chef }, site) => (
    <EmailLayout preview={`${chef.name} is your chef on ${formatLongDay(booking.bookingDate)}.`} greeting={firstName} action={dashboard(site)}>
      <Paragraph>
        Your chef is confirmed: {chef.name}, {chef.tier}
        {chef.redSeal ? ', Red Seal certified' : ''}.
      </Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** The chef reported their hours: the business confirms or disputes them (DECISIONS.md section 10). */
export const timesheetSubmitted = emailTemplate<AboutBooking & { timesheet: { hours: number; chefName: string; confirmBy: string }; dashboardLink: string }>({
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

/**
 * The reminder of DECISIONS.md section 10, 24 hours before the start, to the business: by email
 * with its email toggle, and the same text by SMS with its SMS toggle.
 */
export const businessReminder = emailTemplate<AboutBooking & { venue: Venue; chefName: string | null }>({
  subject: ({ booking }) => `Reminder: your ${company.name} session on ${formatLongDay(booking.bookingDate)}`,
  body: ({ firstName, booking, venue, chefName }, site) => (
    <EmailLayout preview={`Your session on ${formatLongDay(booking.bookingDate)}.`} greeting={firstName} action={dashboard(site)}>
      <Paragraph>A reminder of your upcoming session:</Paragraph>
      <BookingDetails booking={booking} venue={venue} extra={[['Chef', chefName ?? "still being confirmed; we'll email you when one accepts"]]} />
    </EmailLayout>
  ),
});

export const passwordReset = emailTemplate<ToContact & { link: string; username: string | null }>({
  subject: () => `Reset your ${company.name} password`,
  body: ({ firstName, link, username }) => (
    <EmailLayout preview="Choose a new password within one hour." greeting={firstName} action={{ label: 'Choose a new password', href: link }}>
      <Paragraph>
        Someone asked to reset the password of your {company.name} account{username === null ? '' : ` (username: ${username})`}. Use the button below within one hour to
        choose a new one.
      </Paragraph>
      <Paragraph>If it was not you, ignore this email: your password stays as it is.</Paragraph>
    </EmailLayout>
  ),
});

/** What the billing emails say of an order (DECISIONS.md section 12). */
export interface AboutOrder extends ToContact {
  order: { number: string; packName: string; hours: number };
  total: string;
  /** The labor bank's page, where the business's purchases are. */
  link: string;
}

/** An invoice-mode order: its PDF attached, with how to pay it. */
export const invoice = emailTemplate<AboutOrder & { paymentInstructions: string }>({
  subject: ({ order }) => `Invoice ${order.number} from ${company.name}`,
  body: ({ firstName, order, total, paymentInstructions, link }) => (
    <EmailLayout preview={`Invoice ${order.number} for ${total}.`} greeting={firstName} action={{ label: 'See your purchases', href: link }}>
      <Paragraph>
        Thank you for your order of {order.packName} ({formatHours(order.hours)}). Your invoice {order.number} for {total} is attached.
      </Paragraph>
      <Paragraph>{paymentInstructions}</Paragraph>
      <Paragraph>The hours are added to your labor bank as soon as your payment is recorded.</Paragraph>
    </EmailLayout>
  ),
});

/** An order paid, by card or recorded by the admin: the hours are in the bank, the paid invoice attached. */
export const paymentReceived = emailTemplate<AboutOrder>({
  subject: ({ order }) => `Payment received: ${formatHours(order.hours)} added (${order.number})`,
  body: ({ firstName, order, total, link }) => (
    <EmailLayout preview={`${formatHours(order.hours)} added to your labor bank.`} greeting={firstName} action={{ label: 'Open your labor bank', href: link }}>
      <Paragraph>
        We received your payment of {total} for invoice {order.number} and added the {formatHours(order.hours)} of {order.packName} to your labor bank. Your receipt
        is attached.
      </Paragraph>
    </EmailLayout>
  ),
});

/** DECISIONS.md section 12: available hours fell below the business's alert level. */
export const lowBalance = emailTemplate<ToContact & { availableHours: number; lowBalanceHours: number; link: string }>({
  subject: () => `Your ${company.name} labor bank is running low`,
  body: ({ firstName, availableHours, lowBalanceHours, link }) => (
    <EmailLayout preview={`${formatHours(availableHours)} left in your labor bank.`} greeting={firstName} action={{ label: 'Buy hours', href: link }}>
      <Paragraph>
        Your labor bank has {formatHours(availableHours)} left, below the {formatHours(lowBalanceHours)} you asked us to warn you at. Buy hours before your next
        booking.
      </Paragraph>
      <Paragraph>You can change or turn off this alert on the same page.</Paragraph>
    </EmailLayout>
  ),
});
