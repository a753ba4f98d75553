/** Businesses: the dashboard and profile, and the admin's screens (list, detail, export, jobs). The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { createAdminService } from './admin.js';
import { createBusinessService } from './businesses.js';
import { createExportService } from './export.js';
import { createJobService } from './jobs.js';
import { addHours, adminBusinessDetail, adminBusinessList, adminSummary, decideHoursRequest, deleteBusiness, deleteBusinesses, listBusinesses, updateBusiness } from './endpoints/admin.js';
import { businessDashboard, getBusinessSettings, getDashboard, requestHours, updateBusinessProfile, updateBusinessSettings } from './endpoints/business.js';
import { exportCsv } from './endpoints/export.js';
import { listJobs, retryJob } from './endpoints/jobs.js';
import { closeBusinessAccount, exportBusinessData } from './endpoints/personal-data.js';
import { createPersonalDataService } from './personal-data.js';
import { getSession } from './endpoints/session.js';
export * from './admin.js';
export * from './business-search.js';
export * from './businesses.js';
export * from './dashboard.js';
export * from './export.js';
export * from './jobs.js';
export * from './personal-data.js';
export * from './session.js';

declare module '../../core/services.js' {
  interface Services {
    admin: ReturnType<typeof createAdminService>;
    businesses: ReturnType<typeof createBusinessService>;
    exports: ReturnType<typeof createExportService>;
    jobs: ReturnType<typeof createJobService>;
    personalData: ReturnType<typeof createPersonalDataService>;
  }
}

export const businessesArea = defineArea({
  name: 'businesses',
  services: { admin: createAdminService, businesses: createBusinessService, exports: createExportService, jobs: createJobService, personalData: createPersonalDataService },
  endpoints: [
    getSession,
    businessDashboard,
    getDashboard,
    updateBusinessProfile,
    getBusinessSettings,
    updateBusinessSettings,
    requestHours,
    exportBusinessData,
    closeBusinessAccount,
    adminSummary,
    adminBusinessList,
    listBusinesses,
    adminBusinessDetail,
    updateBusiness,
    deleteBusiness,
    deleteBusinesses,
    addHours,
    decideHoursRequest,
    exportCsv,
    listJobs,
    retryJob,
  ],
});
