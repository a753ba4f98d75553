/** Around the session: timesheets, ratings and favourites. The face other areas and the composition root import. */
import { afterSessionEmailTemplates } from './emails.js';
import { afterSessionEntities } from './entities.js';
import { defineArea } from '../../core/endpoints/area.js';
import { adminRatings, settleTimesheet, timesheetDisputes } from './endpoints/admin.js';
import { addFavouriteChef, businessRatings, confirmTimesheet, disputeTimesheet, favouriteChefs, rateChef, removeFavouriteChef } from './endpoints/business.js';
import { chefRatings, rateBusiness, submitTimesheet } from './endpoints/chef.js';
import { afterSessionJobHandlers } from './job-handlers.js';
import { createRatingService } from './ratings.js';
import { createTimesheetService } from './timesheets.js';
/** Its ratings' and timesheets' tables, which a person's export and the admin's views read (businesses, chefs). */
export { Rating, Timesheet } from './entities.js';
export * from './emails.js';
export * from './job-handlers.js';
export * from './ratings.js';
export * from './timesheets.js';

declare module '../../core/services.js' {
  interface Services {
    ratings: ReturnType<typeof createRatingService>;
    timesheets: ReturnType<typeof createTimesheetService>;
  }
}

export const afterSessionArea = defineArea({
  name: 'after-session',
  description: 'After a session: the chef\'s timesheet, which the business confirms or disputes, ratings and favourite chefs.',
  emailTemplates: afterSessionEmailTemplates,
  entities: afterSessionEntities,
  services: { ratings: createRatingService, timesheets: createTimesheetService },
  endpoints: [
    confirmTimesheet,
    disputeTimesheet,
    rateChef,
    businessRatings,
    favouriteChefs,
    addFavouriteChef,
    removeFavouriteChef,
    submitTimesheet,
    chefRatings,
    rateBusiness,
    timesheetDisputes,
    settleTimesheet,
    adminRatings,
  ],
  jobHandlers: afterSessionJobHandlers,
});
