/** Registration: a new business with its first booking. The face other areas and the composition root import. */
export * from './openapi.js';
export * from './registration.js';
export * from './rest.js';
export * from './router.js';
export * from './sign-in.js';

import type { createRegistrationService } from './registration.js';

declare module '../../core/services.js' {
  interface Services {
    registration: ReturnType<typeof createRegistrationService>;
  }
}
