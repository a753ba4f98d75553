import { emailJob, type EmailJob } from '../../core/mail/render.js';
import { bookingFacts, chefBookingFacts, sessionFacts, type BookingFacts, type ChefBookingFacts, type SessionFacts } from '../../core/mail/facts.js';
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
    seriesAssigned: typeof templates.seriesAssigned;
    seriesChefConfirmed: typeof templates.seriesChefConfirmed;
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

export function chefConfirmedEmail(to: string, firstName: string, booking: BookingFacts, chef: templates.ConfirmedChef): EmailJob {
  return emailJob(to, 'chefConfirmed', { firstName, booking: bookingFacts(booking), chef: confirmedChefFacts(chef) });
}

/** One email for the sessions of a series a chef accepted, rather than one per session. */
export function seriesAssignedEmail(to: string, name: string, assigned: templates.SeriesAssignedFacts, portalLink: string): EmailJob {
  return emailJob(to, 'seriesAssigned', { name, assigned: { business: assigned.business, sessions: assigned.sessions.map(sessionFacts) }, portalLink });
}

/** One "Your chef is confirmed" for the sessions of a series a chef accepted, rather than one per session. */
export function seriesChefConfirmedEmail(to: string, firstName: string, sessions: SessionFacts[], chef: templates.ConfirmedChef): EmailJob {
  return emailJob(to, 'seriesChefConfirmed', { firstName, sessions: sessions.map(sessionFacts), chef: confirmedChefFacts(chef) });
}

function confirmedChefFacts({ name, tier, redSeal }: templates.ConfirmedChef): templates.ConfirmedChef {
  return { name, tier, redSeal };
}

/** One email for a series offer, listing its sessions, rather than one per session (DECISIONS.md section 20). */
export function seriesOfferEmail(to: string, name: string, offer: templates.SeriesOfferFacts, expiresAt: Date, portalLink: string): EmailJob {
  return emailJob(to, 'seriesOffer', { name, offer: { business: offer.business, sessions: offer.sessions.map(sessionFacts), payCents: offer.payCents }, closesAt: expiresAt.toISOString(), portalLink });
}
