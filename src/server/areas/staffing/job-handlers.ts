import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** Offers that run out, and "offer to favourites first" widening to every eligible chef. */
export function staffingJobHandlers(services: Services): Pick<JobHandlers, 'expireOffers' | 'offerToEveryone'> {
  return {
    expireOffers: ({ offerIds }) => services.staffing.expireOffers(offerIds),
    offerToEveryone: ({ bookingId }) => services.staffing.offerToEveryone(bookingId),
  };
}
