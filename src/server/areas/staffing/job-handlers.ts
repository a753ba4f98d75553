import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** This area's job kinds and what each carries, added to core's JobPayloads as Services is filled. */
declare module '../../core/jobs/queue.js' {
  interface JobPayloads {
  /** Offers made together close together, at their expiry (DECISIONS.md section 9). */
  expireOffers: { offerIds: number[] };
  /** "Offer to favourites first": 2 hours on, every other eligible chef, unless one accepted (DECISIONS.md section 10). */
  offerToEveryone: { bookingId: number };
  }
}

/** Offers that run out, and "offer to favourites first" widening to every eligible chef. */
export function staffingJobHandlers(services: Services): Pick<JobHandlers, 'expireOffers' | 'offerToEveryone'> {
  return {
    expireOffers: ({ offerIds }) => services.staffing.expireOffers(offerIds),
    offerToEveryone: ({ bookingId }) => services.staffing.offerToEveryone(bookingId),
  };
}
