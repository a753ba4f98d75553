/** Businesses: the dashboard and profile, and the admin's screens (list, detail, export, jobs). The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { createAdminService } from './admin.js';
import { createBusinessService } from './businesses.js';
import { createExportService } from './export.js';
import { createJobService } from './jobs.js';
import { businessesOperations } from './openapi.js';
import { businessesAdminApiRoutes, businessesApiRoutes } from './rest.js';
import { businessesAdminProcedures, businessesBusinessProcedures, businessesPublicProcedures } from './router.js';
export * from './admin.js';
export * from './business-search.js';
export * from './businesses.js';
export * from './dashboard.js';
export * from './export.js';
export * from './jobs.js';
export * from './openapi.js';
export * from './rest.js';
export * from './router.js';
export * from './session.js';

declare module '../../core/services.js' {
  interface Services {
    admin: ReturnType<typeof createAdminService>;
    businesses: ReturnType<typeof createBusinessService>;
    exports: ReturnType<typeof createExportService>;
    jobs: ReturnType<typeof createJobService>;
  }
}

export const businessesArea = defineArea({
  name: 'businesses',
  services: { admin: createAdminService, businesses: createBusinessService, exports: createExportService, jobs: createJobService },
  handWritten: {
    procedures: { public: businessesPublicProcedures, business: businessesBusinessProcedures, admin: businessesAdminProcedures },
    rest: [{ at: '/api', routes: businessesApiRoutes }, { at: '/api/admin', routes: businessesAdminApiRoutes }],
    operations: businessesOperations,
  },
});
