/** Staffing: offers, accepts, direct assignment and the Operations board. The face other areas and the composition root import. */
import { staffingEmailTemplates } from './emails.js';
import { defineArea } from '../../core/endpoints/area.js';
import { assignChef, candidateChefs, eligibleChefs, offerBooking, offerToFavourites, operationsBoard, unassignChef, withdrawOffers } from './endpoints/admin.js';
import { acceptOffer, chefOffers, declineOffer } from './endpoints/chef.js';
import { acceptSeriesOffer, chefSeriesOffers, declineSeriesOffer, offerSeries } from './endpoints/series.js';
import { staffingJobHandlers } from './job-handlers.js';
import { createStaffingService } from './staffing.js';
export * from './emails.js';
export * from './job-handlers.js';
export * from './staffing.js';

declare module '../../core/services.js' {
  interface Services {
    staffing: ReturnType<typeof createStaffingService>;
  }
}

export const staffingArea = defineArea({
  name: 'staffing',
  description: 'Staffing a booking: the Operations board, offers to chefs, direct assignment, a standing booking offered whole, and the chef\'s offers.',
  emailTemplates: staffingEmailTemplates,
  services: { staffing: createStaffingService },
  endpoints: [chefOffers, acceptOffer, declineOffer, operationsBoard, eligibleChefs, candidateChefs, offerBooking, offerToFavourites, withdrawOffers, assignChef, unassignChef, offerSeries, chefSeriesOffers, acceptSeriesOffer, declineSeriesOffer],
  jobHandlers: staffingJobHandlers,
});
