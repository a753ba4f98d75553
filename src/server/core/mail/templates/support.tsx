import { formatLongDay } from '../../../../common/dates.js';
import { formatHours } from '../../../../common/text.js';
import { EmailLayout, emailTemplate, Paragraph } from '../layout.js';
import { BookingDetails, type ChefBookingFacts } from './parts.js';

/** The alerts to the support address, for a coordinator to act on: no greeting, and each button leads to the admin page to act on. */

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

/**
 * Money for a person to look at, about an order or a Stripe event: a card payment not credited
 * (its amount differs from the order's total), one credited to a canceled order, a refund not
 * taken back, an event that can never be acted on. The problem says what was done and what not.
 */
export const billingAlert = emailTemplate<{ number: string; problem: string; adminLink: string }>({
  subject: ({ number }) => `Billing needs a look: ${number}`,
  body: ({ problem, adminLink }) => (
    <EmailLayout preview={problem} greeting={null} action={{ label: 'Open Finance', href: adminLink }}>
      <Paragraph>{problem}</Paragraph>
    </EmailLayout>
  ),
});

/** A Stripe transfer refused for good (DECISIONS.md section 13): the lines wait for the next run, and a person looks. */
export const payoutFailed = emailTemplate<{ payout: { id: number; chefName: string; total: string; reason: string }; adminLink: string }>({
  subject: ({ payout }) => `Payout #${payout.id} to ${payout.chefName} failed`,
  body: ({ payout, adminLink }) => (
    <EmailLayout preview={`The transfer of ${payout.total} failed.`} greeting={null} action={{ label: 'Open Payouts', href: adminLink }}>
      <Paragraph>
        The transfer of {payout.total} to {payout.chefName} failed: {payout.reason}
      </Paragraph>
      <Paragraph>The amount is back in the chef&apos;s balance and goes with the next run.</Paragraph>
    </EmailLayout>
  ),
});

/** DECISIONS.md section 14: a chef handed a booking back; support finds another chef. */
export const chefReleaseSupport = emailTemplate<{ chefName: string; booking: ChefBookingFacts; release: { reason: string; late: boolean }; adminLink: string }>({
  subject: ({ booking, release }) => `${release.late ? 'Late release' : 'Chef released'}: ${booking.business.name}, ${formatLongDay(booking.bookingDate)}`,
  body: ({ chefName, booking, release, adminLink }) => (
    <EmailLayout preview={`${chefName} released this booking.`} greeting={null} action={{ label: "Staff it from the business's page", href: adminLink }}>
      <Paragraph>
        {chefName} released this booking; it is awaiting a chef again.{release.late ? ' This is a late release: less than 24 hours before the start.' : ''}
      </Paragraph>
      <BookingDetails booking={booking} />
      <Paragraph>Their reason: {release.reason}</Paragraph>
    </EmailLayout>
  ),
});

/** DECISIONS.md section 14: the assigned chef has not confirmed 12 hours before the start. */
export const unconfirmedSession = emailTemplate<{ chefName: string; booking: ChefBookingFacts; adminLink: string }>({
  subject: ({ booking }) => `Chef not confirmed: ${booking.business.name}, ${formatLongDay(booking.bookingDate)}`,
  body: ({ chefName, booking, adminLink }) => (
    <EmailLayout preview={`${chefName} has not confirmed a session starting within 12 hours.`} greeting={null} action={{ label: "Open the business's page", href: adminLink }}>
      <Paragraph>{chefName} has not confirmed this session, which starts within 12 hours. They had a last reminder; call them, or find another chef.</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});
