/** Registration: a new business with its first booking. The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { register } from './endpoints/register.js';
import { createRegistrationService } from './registration.js';
export * from './registration.js';
export * from './register-and-sign-in.js';

declare module '../../core/services.js' {
  interface Services {
    registration: ReturnType<typeof createRegistrationService>;
  }
}

export const registrationArea = defineArea({
  name: 'registration',
  description: 'Registering a business with its first booking.',
  services: { registration: createRegistrationService },
  endpoints: [register],
});
