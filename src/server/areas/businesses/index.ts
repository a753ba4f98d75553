/** Businesses: the dashboard and profile, and the admin's screens (list, detail, export, jobs). The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { createAdminService } from './admin.js';
import { createBusinessService } from './businesses.js';
import { createExportService } from './export.js';
import { createFailedJobsService } from './failed-jobs.js';
import { addHours, adminBusinessDetail, adminBusinessList, adminSummary, decideHoursRequest, deleteBusiness, deleteBusinesses, listBusinesses, updateBusiness } from './endpoints/admin.js';
import { businessDashboard, getBusinessSettings, getDashboard, requestHours, updateBusinessProfile, updateBusinessSettings } from './endpoints/business.js';
import { exportCsv } from './endpoints/export.js';
import { getBooking, listBookings, listLaborTransactions } from './endpoints/integrator-reads.js';
import { listJobs, retryJob } from './endpoints/failed-jobs.js';
import { closeBusinessAccount, exportBusinessData } from './endpoints/personal-data.js';
import { createIntegratorReadService } from './integrator-reads.js';
import { createPersonalDataService } from './personal-data.js';
import { getSession } from './endpoints/signed-in.js';
export * from './admin.js';
export * from './business-search.js';
export * from './businesses.js';
export * from './dashboard.js';
export * from './export.js';
export * from './failed-jobs.js';
export * from './opening.js';
export * from './personal-data.js';
export * from './signed-in.js';

declare module '../../core/services.js' {
  interface Services {
    admin: ReturnType<typeof createAdminService>;
    businesses: ReturnType<typeof createBusinessService>;
    exports: ReturnType<typeof createExportService>;
    failedJobs: ReturnType<typeof createFailedJobsService>;
    personalData: ReturnType<typeof createPersonalDataService>;
    integratorReads: ReturnType<typeof createIntegratorReadService>;
  }
}

export const businessesArea = defineArea({
  name: 'businesses',
  description: 'Who is signed in; the business\'s dashboard, profile, settings, requests for hours, export and closing; the admin\'s list of businesses, exports and background jobs.',
  services: { admin: createAdminService, businesses: createBusinessService, exports: createExportService, failedJobs: createFailedJobsService, personalData: createPersonalDataService, integratorReads: createIntegratorReadService },
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
    listBookings,
    getBooking,
    listLaborTransactions,
  ],
});
