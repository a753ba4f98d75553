/** Staffing: offers, accepts, direct assignment and the Operations board. The face other areas and the composition root import. */
export * from './emails.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';
export * from './staffing.js';

import type { createStaffingService } from './staffing.js';

declare module '../../core/services.js' {
  interface Services {
    staffing: ReturnType<typeof createStaffingService>;
  }
}
