import { formatLongDay, formatMoment } from '../../../../common/dates.js';
import { company } from '../../../../common/site.js';
import { formatHours } from '../../../../common/text.js';
import { EmailLayout, emailTemplate, firstNameOf, Paragraph, type Site } from '../layout.js';
import { BookingDetails, type ChefBookingFacts, type Venue } from './parts.js';

/** The emails to a chef, greeted by the first word of their name; each button leads to their portal unless the email carries a sign-in link. */

export interface ToChef {
  name: string;
}

export interface AboutBooking extends ToChef {
  booking: ChefBookingFacts;
}

const portal = (site: Site, label = 'Open your portal') => ({ label, href: `${site.publicUrl}/chef` });

/** The chef sign-in link of DECISIONS.md section 8: asked for at /chef/login, or an admin's invitation. */
export const chefSignIn = emailTemplate<ToChef & { link: string; purpose: 'login' | 'invite' }>({
  subject: ({ purpose }) => (purpose === 'invite' ? `You are invited to ${company.name}` : `Your ${company.name} sign-in link`),
  body: ({ name, link, purpose }) =>
    purpose === 'invite' ? (
      <EmailLayout preview={`${company.name} has added you to its roster of Red Seal chefs.`} greeting={firstNameOf(name)} action={{ label: 'Sign in to your portal', href: link }}>
        <Paragraph>
          {company.name} has added you to its roster of Red Seal chefs. Use the button below within 7 days to sign in to your chef portal, where you set your
          availability and see your offers and assignments.
        </Paragraph>
        <Paragraph>The link works once. Later, ask for a new one at {new URL(link).origin}/chef/login.</Paragraph>
      </EmailLayout>
    ) : (
      <EmailLayout preview="Your sign-in link works for 15 minutes." greeting={firstNameOf(name)} action={{ label: 'Sign in to your portal', href: link }}>
        <Paragraph>Use the button below within 15 minutes to sign in to your {company.name} chef portal.</Paragraph>
        <Paragraph>The link works once. If you did not ask for it, ignore this email.</Paragraph>
      </EmailLayout>
    ),
});

/** DECISIONS.md sections 9 and 17: what is offered and when the offer closes, in words. */
export const offer = emailTemplate<AboutBooking & { closesAt: string; portalLink: string }>({
  subject: ({ booking }) => `New offer: ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, closesAt, portalLink }) => (
    <EmailLayout preview={`${booking.business.name} on ${formatLongDay(booking.bookingDate)}; the offer closes ${formatMoment(closesAt)}.`} greeting={firstNameOf(name)} action={{ label: 'Accept or decline', href: portalLink }}>
      <Paragraph>A {company.name} coordinator offers you this booking:</Paragraph>
      <BookingDetails booking={booking} />
      <Paragraph>The offer closes on {formatMoment(closesAt)}; the first chef to accept gets it.</Paragraph>
    </EmailLayout>
  ),
});

/** The booking went to someone else, was canceled or moved, or a coordinator withdrew its offers: the chef's open offer is closed. */
export const offerClosed = emailTemplate<AboutBooking & { why: 'filled' | 'withdrawn' }>({
  subject: ({ booking }) => `An offer is closed: ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, why }, site) => (
    <EmailLayout preview="This offer is closed." greeting={firstNameOf(name)} action={portal(site)}>
      <Paragraph>This offer is closed. {why === 'filled' ? 'Another chef accepted it first.' : 'The booking was canceled or moved, or a coordinator withdrew the offer.'}</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

export const chefAssigned = emailTemplate<AboutBooking & { portalLink: string }>({
  subject: ({ booking }) => `You are confirmed for ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, portalLink }) => (
    <EmailLayout preview={`You are the chef of ${booking.business.name} on ${formatLongDay(booking.bookingDate)}.`} greeting={firstNameOf(name)} action={{ label: 'See it in your portal', href: portalLink }}>
      <Paragraph>You are the chef of this booking. It is in your portal and your calendar feed.</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

export const chefUnassigned = emailTemplate<AboutBooking>({
  subject: ({ booking }) => `You are no longer on the booking of ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking }, site) => (
    <EmailLayout preview="This booking is off your schedule." greeting={firstNameOf(name)} action={portal(site)}>
      <Paragraph>This booking was canceled, moved to a time you do not work, or reassigned by a coordinator. It is off your schedule.</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** The chef's hours were confirmed (by the business, the 72-hour rule, or a coordinator settling a dispute). */
export const timesheetConfirmed = emailTemplate<AboutBooking & { hours: number }>({
  subject: ({ booking }) => `Your hours are confirmed: ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, hours }, site) => (
    <EmailLayout preview={`${formatHours(hours)} confirmed.`} greeting={firstNameOf(name)} action={portal(site, 'See your earnings')}>
      <Paragraph>We confirmed your {formatHours(hours)} on this booking.</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** The business's reminder of DECISIONS.md section 10, to the booking's chef, with the business they cook for. */
export const chefReminder = emailTemplate<AboutBooking & { venue: Venue; contactName: string }>({
  subject: ({ booking }) => `Reminder: your session on ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, venue, contactName }, site) => (
    <EmailLayout preview={`${booking.business.name} on ${formatLongDay(booking.bookingDate)}.`} greeting={firstNameOf(name)} action={portal(site)}>
      <Paragraph>A reminder of your upcoming session:</Paragraph>
      <BookingDetails booking={booking} venue={venue} extra={[['Contact', contactName]]} />
    </EmailLayout>
  ),
});

/** A payout marked paid (DECISIONS.md section 13): what, when, and where the chef sees every line. */
export const payoutPaid = emailTemplate<ToChef & { payout: { id: number; total: string; through: string; reference: string }; portalLink: string }>({
  subject: ({ payout }) => `${company.name} paid you ${payout.total}`,
  body: ({ name, payout, portalLink }) => (
    <EmailLayout preview={`Payout #${payout.id}: ${payout.total}.`} greeting={firstNameOf(name)} action={{ label: 'See your earnings', href: portalLink }}>
      <Paragraph>
        We paid you {payout.total} for your sessions through {formatLongDay(payout.through)} (payout #{payout.id}, reference {payout.reference}). Every line of it is in
        your earnings.
      </Paragraph>
    </EmailLayout>
  ),
});

/** DECISIONS.md section 14: an admin rejected a chef's credential, and says why. */
export const credentialRejected = emailTemplate<ToChef & { kind: string; reason: string; portalLink: string }>({
  subject: ({ kind }) => `Your ${kind} credential was not accepted`,
  body: ({ name, kind, reason, portalLink }) => (
    <EmailLayout preview={`We could not verify your ${kind} credential.`} greeting={firstNameOf(name)} action={{ label: 'Open your portal', href: portalLink }}>
      <Paragraph>We could not verify your {kind} credential. The reason: {reason}</Paragraph>
      <Paragraph>Correct it or upload a clearer document in your chef portal.</Paragraph>
    </EmailLayout>
  ),
});

/** DECISIONS.md section 14: 30 and 7 days before a credential expires. `lastDay` is already in words. */
export const credentialExpiryReminder = emailTemplate<ToChef & { kind: string; lastDay: string; portalLink: string }>({
  subject: ({ kind, lastDay }) => `Your ${kind} credential expires on ${lastDay}`,
  body: ({ name, kind, lastDay, portalLink }) => (
    <EmailLayout preview={`Your ${kind} credential is valid through ${lastDay}.`} greeting={firstNameOf(name)} action={{ label: 'Add the renewed one', href: portalLink }}>
      <Paragraph>Your {kind} credential is valid through {lastDay}. Add the renewed one with its document in your chef portal before then.</Paragraph>
    </EmailLayout>
  ),
});

/** DECISIONS.md section 14: a credential's last day has ended. */
export const credentialExpired = emailTemplate<ToChef & { kind: string; lastDay: string; portalLink: string }>({
  subject: ({ kind }) => `Your ${kind} credential has expired`,
  body: ({ name, kind, lastDay, portalLink }) => (
    <EmailLayout preview={`Your ${kind} credential has expired.`} greeting={firstNameOf(name)} action={{ label: 'Add the renewed one', href: portalLink }}>
      <Paragraph>Your {kind} credential was valid through {lastDay} and has now expired. Add the renewed one with its document in your chef portal.</Paragraph>
    </EmailLayout>
  ),
});

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
export const confirmationRequest = emailTemplate<AboutBooking & { last: boolean; portalLink: string }>({
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
