/** Businesses: the dashboard and profile, and the admin's screens (list, detail, export, jobs). The face other areas and the composition root import. */
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

import type { createAdminService } from './admin.js';
import type { createBusinessService } from './businesses.js';
import type { createExportService } from './export.js';
import type { createJobService } from './jobs.js';

declare module '../../core/services.js' {
  interface Services {
    admin: ReturnType<typeof createAdminService>;
    businesses: ReturnType<typeof createBusinessService>;
    exports: ReturnType<typeof createExportService>;
    jobs: ReturnType<typeof createJobService>;
  }
}
