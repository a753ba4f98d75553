import { formatLongDay, formatMoment } from '../../../common/dates.js';
import { formatCents } from '../../../common/money.js';
import { formatSessions } from '../../../common/series.js';
import { company } from '../../../common/site.js';
import { EmailLayout, emailTemplate, firstNameOf, Paragraph } from '../../core/mail/layout.js';
import type { SessionFacts } from '../../core/mail/facts.js';
import { BookingDetails, dashboardButton, SessionList, sessionsByFirstDay, type ToChef, type ToChefAboutBooking, type ToContact, type ToContactAboutBooking } from '../../core/mail/parts.js';

/**
 * The staffing area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email (src/server/job-handlers.ts): React
 * Email brings Tailwind's compiler, over a second to load, which a web-only process never needs.
 */

/** What a series offer's email shows: the business, each session offered, and their pay together. */
export interface SeriesOfferFacts {
  business: string;
  sessions: { bookingDate: string; timeSlot: string; duration: number }[];
  payCents: number;
}

/** The chef as "Your chef is confirmed" names them. */
export interface ConfirmedChef {
  name: string;
  tier: string;
  redSeal: boolean;
}

/** What the email of a chef's accepted series shows: the business and each session now theirs. */
export interface SeriesAssignedFacts {
  business: string;
  sessions: SessionFacts[];
}

function ChefIsConfirmed({ chef }: { chef: ConfirmedChef }) {
  return (
    <Paragraph>
      Your chef is confirmed: {chef.name}, {chef.tier}
      {chef.redSeal ? ', Red Seal certified' : ''}.
    </Paragraph>
  );
}

/** DECISIONS.md section 9: "Your chef is confirmed", when the business's email toggle is on. */
export const chefConfirmed = emailTemplate<ToContactAboutBooking & { chef: ConfirmedChef }>({
  subject: () => 'Your chef is confirmed',
  body: ({ firstName, booking, chef }, site) => (
    <EmailLayout preview={`${chef.name} is your chef on ${formatLongDay(booking.bookingDate)}.`} greeting={firstName} action={dashboardButton(site)}>
      <ChefIsConfirmed chef={chef} />
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** DECISIONS.md sections 9 and 20: "Your chef is confirmed" once for the sessions of a standing booking a chef accepted. */
export const seriesChefConfirmed = emailTemplate<ToContact & { sessions: SessionFacts[]; chef: ConfirmedChef }>({
  subject: () => 'Your chef is confirmed',
  body: ({ firstName, sessions, chef }, site) => (
    <EmailLayout preview={`${chef.name} is your chef for ${sessionsByFirstDay(sessions)}.`} greeting={firstName} action={dashboardButton(site)}>
      <ChefIsConfirmed chef={chef} />
      <Paragraph>
        {chef.name} is the chef of {sessions.length === 1 ? 'this session' : 'these sessions'} of your standing booking:
      </Paragraph>
      <SessionList sessions={sessions} />
    </EmailLayout>
  ),
});

/** DECISIONS.md sections 9 and 17: what is offered and when the offer closes, in words. */
export const offer = emailTemplate<ToChefAboutBooking & { closesAt: string; portalLink: string }>({
  subject: ({ booking }) => `New offer: ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, closesAt, portalLink }) => (
    <EmailLayout preview={`${booking.business.name} on ${formatLongDay(booking.bookingDate)}; the offer closes ${formatMoment(closesAt)}.`} greeting={firstNameOf(name)} action={{ label: 'Accept or decline', href: portalLink }}>
      <Paragraph>A {company.name} coordinator offers you this booking:</Paragraph>
      <BookingDetails booking={booking} />
      <Paragraph>The offer closes on {formatMoment(closesAt)}; the first chef to accept gets it.</Paragraph>
    </EmailLayout>
  ),
});

export const chefAssigned = emailTemplate<ToChefAboutBooking & { portalLink: string }>({
  subject: ({ booking }) => `You are confirmed for ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, portalLink }) => (
    <EmailLayout preview={`You are the chef of ${booking.business.name} on ${formatLongDay(booking.bookingDate)}.`} greeting={firstNameOf(name)} action={{ label: 'See it in your portal', href: portalLink }}>
      <Paragraph>You are the chef of this booking. It is in your portal and your calendar feed.</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** The sessions of a series a chef accepted, told once for them all. */
export const seriesAssigned = emailTemplate<ToChef & { assigned: SeriesAssignedFacts; portalLink: string }>({
  subject: ({ assigned }) => `You are confirmed for ${sessionsByFirstDay(assigned.sessions)}`,
  body: ({ name, assigned, portalLink }) => (
    <EmailLayout preview={`You are the chef of ${assigned.business}: ${formatSessions(assigned.sessions.length)}.`} greeting={firstNameOf(name)} action={{ label: 'See it in your portal', href: portalLink }}>
      <Paragraph>
        {assigned.sessions.length === 1
          ? `You are the chef of this session of the standing booking at ${assigned.business}. It is in your portal and your calendar feed.`
          : `You are the chef of these sessions of the standing booking at ${assigned.business}. They are in your portal and your calendar feed.`}
      </Paragraph>
      <SessionList sessions={assigned.sessions} />
    </EmailLayout>
  ),
});

/** DECISIONS.md section 20: a series offered at once, every session in words, the pay and when the offer closes. */
export const seriesOffer = emailTemplate<ToChef & { offer: SeriesOfferFacts; closesAt: string; portalLink: string }>({
  subject: ({ offer }) => `New offer: ${sessionsByFirstDay(offer.sessions)}`,
  body: ({ name, offer, closesAt, portalLink }) => (
    <EmailLayout preview={`${offer.business}: ${formatSessions(offer.sessions.length)}, ${formatCents(offer.payCents)}; the offer closes ${formatMoment(closesAt)}.`} greeting={firstNameOf(name)} action={{ label: 'Accept or decline', href: portalLink }}>
      <Paragraph>
        A {company.name} coordinator offers you a standing booking at {offer.business}: {formatSessions(offer.sessions.length)}, {formatCents(offer.payCents)} in all.
      </Paragraph>
      <SessionList sessions={offer.sessions} />
      <Paragraph>The offer closes on {formatMoment(closesAt)}; accepting takes every session you can work that no other chef took first.</Paragraph>
    </EmailLayout>
  ),
});
