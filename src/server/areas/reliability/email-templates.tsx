import { formatLongDay } from '../../../common/dates.js';
import { company } from '../../../common/site.js';
import { EmailLayout, emailTemplate, firstNameOf, Paragraph } from '../../core/mail/layout.js';
import { type ChefBookingFacts } from '../../core/mail/facts.js';
import { BookingDetails, type ToChef, type ToChefAboutBooking } from '../../core/mail/parts.js';

/**
 * The reliability area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email (src/server/job-handlers.ts): React
 * Email brings Tailwind's compiler, over a second to load, which a web-only process never needs.
 */

/** DECISIONS.md section 14: three strikes within 90 days suspend a chef for 14 days from the last; they may appeal. `until` is already in words. */
export const chefSuspended = emailTemplate<ToChef & { strikes: number; until: string; portalLink: string }>({
  subject: ({ until }) => `Your ${company.name} account is suspended until ${until}`,
  body: ({ name, strikes, until, portalLink }) => (
    <EmailLayout preview={`You have ${strikes} strikes in the last 90 days.`} greeting={firstNameOf(name)} action={{ label: 'Appeal from your portal', href: portalLink }}>
      <Paragraph>
        You have {strikes} strikes in the last 90 days (a no-show counts 2, a release less than 24 hours before the start 1). Three strikes suspend a chef for 14
        days from the last one: you get no offers or assignments until {until}, and your open offers were withdrawn.
      </Paragraph>
      <Paragraph>If you think this is wrong, appeal from your chef portal: a coordinator reads every appeal.</Paragraph>
    </EmailLayout>
  ),
});

/**
 * DECISIONS.md section 14: 48 hours before the start the assigned chef is asked to confirm with
 * one tap in the portal; 12 hours before, unconfirmed, the last reminder (`last`). Also sent as SMS.
 */
export const confirmationRequest = emailTemplate<ToChefAboutBooking & { last: boolean; portalLink: string }>({
  subject: ({ booking, last }) => `${last ? 'Last reminder: confirm' : 'Please confirm'} your session on ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, last, portalLink }) => (
    <EmailLayout preview={`${booking.business.name} counts on you.`} greeting={firstNameOf(name)} action={{ label: 'Confirm in your portal', href: portalLink }}>
      <Paragraph>
        {last
          ? 'You have not confirmed this session, and it starts in 12 hours. Confirm now in your portal, or release it there if you cannot come: our coordinators have been told.'
          : 'Please confirm that you will be at this session: one tap in your portal. If you cannot come, release it there so we can find another chef in time.'}
      </Paragraph>
      <BookingDetails booking={booking} />
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
