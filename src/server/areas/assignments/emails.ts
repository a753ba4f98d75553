import { emailJob, type EmailJob } from '../../core/mail/render.js';
import { bookingFacts, chefBookingFacts, sessionFacts, type BookingFacts, type ChefBookingFacts } from '../../core/mail/facts.js';
import type * as templates from './email-templates.js';

/**
 * The assignments area's emails as its use cases queue them: the recipient, the template's name (the
 * texts are in email-templates.tsx) and the template's props, only the facts it shows, as JSON
 * (a Date as its ISO string).
 */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    chefReleased: typeof templates.chefReleased;
    offerClosed: typeof templates.offerClosed;
    sessionsFilled: typeof templates.sessionsFilled;
    chefUnassigned: typeof templates.chefUnassigned;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const assignmentsEmailTemplates = () => import('./email-templates.js');

export function chefReleasedEmail(to: string, firstName: string, booking: BookingFacts): EmailJob {
  return emailJob(to, 'chefReleased', { firstName, booking: bookingFacts(booking) });
}

export function offerClosedEmail(to: string, name: string, booking: ChefBookingFacts, why: 'filled' | 'withdrawn'): EmailJob {
  return emailJob(to, 'offerClosed', { name, booking: chefBookingFacts(booking), why });
}

/** One email for the sessions of a series another chef accepted, rather than one per session. */
export function sessionsFilledEmail(to: string, name: string, filled: templates.SessionsFilledFacts): EmailJob {
  return emailJob(to, 'sessionsFilled', { name, filled: { business: filled.business, sessions: filled.sessions.map(sessionFacts) } });
}

export function chefUnassignedEmail(to: string, name: string, booking: ChefBookingFacts): EmailJob {
  return emailJob(to, 'chefUnassigned', { name, booking: chefBookingFacts(booking) });
}
