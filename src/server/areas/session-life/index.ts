/** Around the session: timesheets, ratings and favourites. The face other areas and the composition root import. */
import { sessionLifeEmailTemplates } from './emails.js';
import { sessionLifeEntities } from './entities.js';
import { defineArea } from '../../core/endpoints/area.js';
import { sessionLifeJobHandlers } from './job-handlers.js';
import { sessionLifeOperations } from './openapi.js';
import { createRatingService } from './ratings.js';
import { sessionLifeApiRoutes, sessionLifeChefApiRoutes } from './rest.js';
import { sessionLifeAdminProcedures, sessionLifeBusinessBookingProcedures, sessionLifeBusinessProcedures, sessionLifeChefProcedures } from './router.js';
import { createTimesheetService } from './timesheets.js';
/** Its ratings' table, which a person's export reads (businesses, chefs). */
export { Rating } from './entities.js';
export * from './emails.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './ratings.js';
export * from './rest.js';
export * from './router.js';
export * from './timesheets.js';

declare module '../../core/services.js' {
  interface Services {
    ratings: ReturnType<typeof createRatingService>;
    timesheets: ReturnType<typeof createTimesheetService>;
  }
}

export const sessionLifeArea = defineArea({
  name: 'session-life',
  emailTemplates: sessionLifeEmailTemplates,
  entities: sessionLifeEntities,
  services: { ratings: createRatingService, timesheets: createTimesheetService },
  jobHandlers: sessionLifeJobHandlers,
  handWritten: {
    procedures: { business: { ...sessionLifeBusinessProcedures, bookings: sessionLifeBusinessBookingProcedures }, admin: sessionLifeAdminProcedures, chef: sessionLifeChefProcedures },
    rest: [{ at: '/api', routes: sessionLifeApiRoutes }, { at: '/api/chef', routes: sessionLifeChefApiRoutes }],
    operations: sessionLifeOperations,
  },
});
