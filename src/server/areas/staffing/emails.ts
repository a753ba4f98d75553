import { emailJob, type EmailJob } from '../../core/mail/render.js';
import { bookingFacts, chefBookingFacts, sessionFacts, type BookingFacts, type ChefBookingFacts } from '../../core/mail/facts.js';
import type * as templates from './email-templates.js';

/**
 * The staffing area's emails as its use cases queue them: the recipient, the template's name (the
 * texts are in email-templates.tsx) and the template's props, only the facts it shows, as JSON
 * (a Date as its ISO string).
 */
declare module '../../core/mail/render.js' {
  interface EmailTemplates {
    chefConfirmed: typeof templates.chefConfirmed;
    offer: typeof templates.offer;
    chefAssigned: typeof templates.chefAssigned;
    seriesOffer: typeof templates.seriesOffer;
  }
}

/** The templates, for the renderer of a process that sends email (src/server/job-handlers.ts). */
export const staffingEmailTemplates = () => import('./email-templates.js');

export function offerEmail(to: string, name: string, booking: ChefBookingFacts, expiresAt: Date, portalLink: string): EmailJob {
  return emailJob(to, 'offer', { name, booking: chefBookingFacts(booking), closesAt: expiresAt.toISOString(), portalLink });
}

export function chefAssignedEmail(to: string, name: string, booking: ChefBookingFacts, portalLink: string): EmailJob {
  return emailJob(to, 'chefAssigned', { name, booking: chefBookingFacts(booking), portalLink });
}

export function chefConfirmedEmail(to: string, firstName: string, booking: BookingFacts, chef: { name: string; tier: string; redSeal: boolean }): EmailJob {
  return emailJob(to, 'chefConfirmed', { firstName, booking: bookingFacts(booking), chef: { name: chef.name, tier: chef.tier, redSeal: chef.redSeal } });
}

/** One email for a series offer, listing its sessions, rather than one per session (DECISIONS.md section 20). */
export function seriesOfferEmail(to: string, name: string, offer: templates.SeriesOfferFacts, expiresAt: Date, portalLink: string): EmailJob {
  return emailJob(to, 'seriesOffer', { name, offer: { business: offer.business, sessions: offer.sessions.map(sessionFacts), payCents: offer.payCents }, closesAt: expiresAt.toISOString(), portalLink });
}
