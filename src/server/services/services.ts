import { createAccountService } from './accounts.js';
import { createAdminService } from './admin.js';
import { createAvailabilityService } from './availability.js';
import { createBookingService } from './bookings.js';
import { createBusinessService } from './businesses.js';
import { createChefAccountService } from './chef-accounts.js';
import { createChefPortalService } from './chef-portal.js';
import { createChefService } from './chefs.js';
import type { ServiceContext } from './context.js';
import { createExportService } from './export.js';
import { createInboxService } from './inbox.js';
import { createJobService } from './jobs.js';
import { createRatingService } from './ratings.js';
import { createRegistrationService } from './registration.js';
import { createReminderService } from './reminders.js';
import { createStaffingService } from './staffing.js';
import { createTimesheetService } from './timesheets.js';

/** Every service, built once per process and shared by the tRPC procedures and REST handlers. */
export function createServices(ctx: ServiceContext) {
  return {
    accounts: createAccountService(ctx),
    admin: createAdminService(ctx),
    availability: createAvailabilityService(ctx),
    bookings: createBookingService(ctx),
    businesses: createBusinessService(ctx),
    chefAccounts: createChefAccountService(ctx),
    chefPortal: createChefPortalService(ctx),
    chefs: createChefService(ctx),
    exports: createExportService(ctx),
    inbox: createInboxService(ctx),
    jobs: createJobService(ctx),
    ratings: createRatingService(ctx),
    registration: createRegistrationService(ctx),
    reminders: createReminderService(ctx),
    staffing: createStaffingService(ctx),
    timesheets: createTimesheetService(ctx),
  };
}

export type Services = ReturnType<typeof createServices>;
