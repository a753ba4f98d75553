/** Around the session: timesheets, ratings and favourites. The face other areas and the composition root import. */
export * from './emails.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './ratings.js';
export * from './rest.js';
export * from './router.js';
export * from './timesheets.js';
export { sessionLifeEntities } from './entities.js';

import type { createRatingService } from './ratings.js';
import type { createTimesheetService } from './timesheets.js';

declare module '../../core/services.js' {
  interface Services {
    ratings: ReturnType<typeof createRatingService>;
    timesheets: ReturnType<typeof createTimesheetService>;
  }
}
