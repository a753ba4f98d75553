/** Staffing: offers, accepts, direct assignment and the Operations board. The face other areas and the composition root import. */
import { staffingEmailTemplates } from './emails.js';
import { defineArea } from '../../core/endpoints/area.js';
import { staffingJobHandlers } from './job-handlers.js';
import { staffingOperations } from './openapi.js';
import { staffingAdminApiRoutes, staffingChefApiRoutes } from './rest.js';
import { staffingAdminProcedures, staffingChefProcedures } from './router.js';
import { createStaffingService } from './staffing.js';
export * from './emails.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';
export * from './staffing.js';

declare module '../../core/services.js' {
  interface Services {
    staffing: ReturnType<typeof createStaffingService>;
  }
}

export const staffingArea = defineArea({
  name: 'staffing',
  emailTemplates: staffingEmailTemplates,
  services: { staffing: createStaffingService },
  jobHandlers: staffingJobHandlers,
  handWritten: {
    procedures: { admin: staffingAdminProcedures, chef: staffingChefProcedures },
    rest: [{ at: '/api/admin', routes: staffingAdminApiRoutes }, { at: '/api/chef', routes: staffingChefApiRoutes }],
    operations: staffingOperations,
  },
});
