import { emailJob, type EmailJob } from '../../core/mail/render.js';
import { chefBookingFacts, type ChefBookingFacts } from '../../core/mail/facts.js';
import type * as templates from './email-templates.js';

/**
 * The reliability area's emails as its use cases queue them: the recipient, the template's name (the
 * texts are in email-templates.tsx) and the template's props, only the facts it shows, as JSON
 * (a Date as its ISO string).
 */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    chefSuspended: typeof templates.chefSuspended;
    confirmationRequest: typeof templates.confirmationRequest;
    unconfirmedSession: typeof templates.unconfirmedSession;
    chefReleaseSupport: typeof templates.chefReleaseSupport;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const reliabilityEmailTemplates = () => import('./email-templates.js');

/** DECISIONS.md section 14: a chef handed a booking back; support finds another chef. */
export function chefReleaseSupportEmail(to: string, chefName: string, booking: ChefBookingFacts, release: { reason: string; late: boolean }, adminLink: string): EmailJob {
  return emailJob(to, 'chefReleaseSupport', { chefName, booking: chefBookingFacts(booking), release: { reason: release.reason, late: release.late }, adminLink });
}

export function chefSuspendedEmail(to: string, name: string, strikes: number, until: string, portalLink: string): EmailJob {
  return emailJob(to, 'chefSuspended', { name, strikes, until, portalLink });
}

export function confirmationRequestEmail(to: string, name: string, booking: ChefBookingFacts, last: boolean, portalLink: string): EmailJob {
  return emailJob(to, 'confirmationRequest', { name, booking: chefBookingFacts(booking), last, portalLink });
}

export function unconfirmedSessionEmail(to: string, chefName: string, booking: ChefBookingFacts, adminLink: string): EmailJob {
  return emailJob(to, 'unconfirmedSession', { chefName, booking: chefBookingFacts(booking), adminLink });
}
