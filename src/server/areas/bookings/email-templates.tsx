import { formatLongDay } from '../../../common/dates.js';
import { company } from '../../../common/site.js';
import { formatHours } from '../../../common/text.js';
import { EmailLayout, emailTemplate, Facts, Paragraph } from '../../core/mail/layout.js';
import { BookingDetails, dashboardButton, SessionList, sessionsByFirstDay, type ToContact, type ToContactAboutBooking } from '../../core/mail/parts.js';

/**
 * The bookings area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email (src/server/job-handlers.ts): React
 * Email brings Tailwind's compiler, over a second to load, which a web-only process never needs.
 */

/** What the email of a standing booking received shows: its summary, each session booked and each day skipped with why. */
export interface SeriesReceivedFacts {
  summary: string;
  sessions: { bookingDate: string; timeSlot: string; duration: number }[];
  skipped: { date: string; reason: string }[];
}

/** DECISIONS.md section 17: received, not confirmed; nobody is told a chef is booked before one accepts. */
export const bookingReceived = emailTemplate<ToContactAboutBooking>({
  subject: ({ booking }) => `Booking received: ${formatLongDay(booking.bookingDate)}`,
  body: ({ firstName, booking }, site) => (
    <EmailLayout preview="We're finding your chef and will email you when one accepts." greeting={firstName} action={{ label: 'View your booking', href: `${site.publicUrl}/dashboard` }}>
      <Paragraph>Thank you for your booking. We&apos;re finding your chef and will email you when one accepts.</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** DECISIONS.md sections 17 and 20: a standing booking received, every session in words and every day skipped with why. */
export const seriesReceived = emailTemplate<ToContact & { series: SeriesReceivedFacts }>({
  subject: ({ series }) => `Standing booking received: ${sessionsByFirstDay(series.sessions)}`,
  body: ({ firstName, series }, site) => (
    <EmailLayout preview="We're finding your chef and will email you when one accepts." greeting={firstName} action={{ label: 'View your bookings', href: `${site.publicUrl}/dashboard` }}>
      <Paragraph>
        Thank you for your standing booking: {series.summary}. Each session is booked with its own hours from your labor bank. We&apos;re finding your chef and will email you when one accepts.
      </Paragraph>
      <SessionList sessions={series.sessions} />
      {series.skipped.length > 0 && (
        <>
          <Paragraph>{series.skipped.length === 1 ? 'One day was skipped and not booked:' : `${series.skipped.length} days were skipped and not booked:`}</Paragraph>
          <Facts lines={series.skipped.map(({ date, reason }) => [formatLongDay(date), reason])} />
        </>
      )}
    </EmailLayout>
  ),
});

export const bookingCanceled = emailTemplate<ToContactAboutBooking & { feeHours: number }>({
  subject: () => `Your ${company.name} booking was canceled`,
  body: ({ firstName, booking, feeHours }, site) => (
    <EmailLayout preview={`Your booking of ${formatLongDay(booking.bookingDate)} was canceled.`} greeting={firstName} action={dashboardButton(site)}>
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

export const bookingRescheduled = emailTemplate<ToContactAboutBooking>({
  subject: () => `Your ${company.name} booking was rescheduled`,
  body: ({ firstName, booking }, site) => (
    <EmailLayout preview={`Your booking is now on ${formatLongDay(booking.bookingDate)}.`} greeting={firstName} action={dashboardButton(site)}>
      <Paragraph>Your booking was rescheduled. It now reads:</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});
