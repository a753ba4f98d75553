import { formatLongDay } from '../../../common/dates.js';
import { formatSessions } from '../../../common/series.js';
import { company } from '../../../common/site.js';
import { EmailLayout, emailTemplate, firstNameOf, Paragraph } from '../../core/mail/layout.js';
import type { SessionFacts } from '../../core/mail/facts.js';
import { BookingDetails, dashboardButton, portalButton, SessionList, sessionsByFirstDay, type ToChef, type ToChefAboutBooking, type ToContactAboutBooking } from '../../core/mail/parts.js';

/**
 * The assignments area's emails as they are drawn (React Email), by the name their jobs carry
 * (emails.ts). Loaded only when a process draws an email (src/server/job-handlers.ts): React
 * Email brings Tailwind's compiler, over a second to load, which a web-only process never needs.
 */

/** A booking whose chef was taken off it: the business learns it is awaiting a chef again. */
export const chefReleased = emailTemplate<ToContactAboutBooking>({
  subject: () => `Your ${company.name} booking is awaiting a new chef`,
  body: ({ firstName, booking }, site) => (
    <EmailLayout preview="We're finding another chef and will email you when one accepts." greeting={firstName} action={dashboardButton(site)}>
      <Paragraph>
        The chef assigned to this booking is no longer available. Your booking stands: we&apos;re finding another chef and will email you when one accepts.
      </Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** The booking went to someone else, was canceled or moved, or a coordinator withdrew its offers: the chef's open offer is closed. */
export const offerClosed = emailTemplate<ToChefAboutBooking & { why: 'filled' | 'withdrawn' }>({
  subject: ({ booking }) => `An offer is closed: ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking, why }, site) => (
    <EmailLayout preview="This offer is closed." greeting={firstNameOf(name)} action={portalButton(site)}>
      <Paragraph>This offer is closed. {why === 'filled' ? 'Another chef accepted it first.' : 'The booking was canceled or moved, or a coordinator withdrew the offer.'}</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});

/** What the email of a series' sessions filled by another chef shows: the business and each session. */
export interface SessionsFilledFacts {
  business: string;
  sessions: SessionFacts[];
}

/** Another chef accepted a series offer first: the chef's offers of those sessions are closed, told once for them all. */
export const sessionsFilled = emailTemplate<ToChef & { filled: SessionsFilledFacts }>({
  subject: ({ filled }) => `${filled.sessions.length === 1 ? 'Offer' : 'Offers'} closed: ${sessionsByFirstDay(filled.sessions)}`,
  body: ({ name, filled }, site) => (
    <EmailLayout preview={`${filled.business}: another chef accepted ${formatSessions(filled.sessions.length)} first.`} greeting={firstNameOf(name)} action={portalButton(site)}>
      <Paragraph>
        {filled.sessions.length === 1
          ? `Your offer of this session of the standing booking at ${filled.business} is closed. Another chef accepted it first.`
          : `Your offers of these sessions of the standing booking at ${filled.business} are closed. Another chef accepted them first.`}
      </Paragraph>
      <SessionList sessions={filled.sessions} />
    </EmailLayout>
  ),
});

export const chefUnassigned = emailTemplate<ToChefAboutBooking>({
  subject: ({ booking }) => `You are no longer on the booking of ${formatLongDay(booking.bookingDate)}`,
  body: ({ name, booking }, site) => (
    <EmailLayout preview="This booking is off your schedule." greeting={firstNameOf(name)} action={portalButton(site)}>
      <Paragraph>This booking was canceled, moved to a time you do not work, or reassigned by a coordinator. It is off your schedule.</Paragraph>
      <BookingDetails booking={booking} />
    </EmailLayout>
  ),
});
