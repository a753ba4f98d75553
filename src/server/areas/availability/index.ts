/** The days and time slots the admin closes for booking. The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { createAvailabilityService } from './availability.js';
import { availabilityOperations } from './openapi.js';
import { availabilityApiRoutes } from './rest.js';
import { availabilityAdminProcedures, availabilityPublicProcedures } from './router.js';
export * from './availability.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';

declare module '../../core/services.js' {
  interface Services {
    availability: ReturnType<typeof createAvailabilityService>;
  }
}

export const availabilityArea = defineArea({
  name: 'availability',
  services: { availability: createAvailabilityService },
  handWritten: {
    procedures: { public: availabilityPublicProcedures, admin: availabilityAdminProcedures },
    rest: [{ at: '/api', routes: availabilityApiRoutes }],
    operations: availabilityOperations,
  },
});
