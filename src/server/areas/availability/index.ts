/** The days and time slots the admin closes for booking. The face other areas and the composition root import. */
export * from './availability.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';
export { availabilityEntities } from './entities.js';

import type { createAvailabilityService } from './availability.js';

declare module '../../core/services.js' {
  interface Services {
    availability: ReturnType<typeof createAvailabilityService>;
  }
}
