import { emailJob, type EmailJob } from '../../core/mail/render.js';
import { bookingFacts, chefBookingFacts, type BookingFacts, type ChefBookingFacts } from '../../core/mail/facts.js';
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

export function chefUnassignedEmail(to: string, name: string, booking: ChefBookingFacts): EmailJob {
  return emailJob(to, 'chefUnassigned', { name, booking: chefBookingFacts(booking) });
}
