/** Registration: a new business with its first booking. The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { registrationOperations } from './openapi.js';
import { createRegistrationService } from './registration.js';
import { registrationApiRoutes } from './rest.js';
import { registrationPublicProcedures } from './router.js';
export * from './openapi.js';
export * from './registration.js';
export * from './rest.js';
export * from './router.js';
export * from './sign-in.js';

declare module '../../core/services.js' {
  interface Services {
    registration: ReturnType<typeof createRegistrationService>;
  }
}

export const registrationArea = defineArea({
  name: 'registration',
  services: { registration: createRegistrationService },
  handWritten: {
    procedures: { public: registrationPublicProcedures },
    rest: [{ at: '/api', routes: registrationApiRoutes }],
    operations: registrationOperations,
  },
});
