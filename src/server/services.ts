import { createAccountService } from './areas/accounts/accounts.js';
import { createAdminService } from './areas/businesses/admin.js';
import { createAvailabilityService } from './areas/availability/availability.js';
import { createBookingService } from './areas/bookings/bookings.js';
import { createBusinessService } from './areas/businesses/businesses.js';
import { createChefAccountService } from './areas/chefs/chef-accounts.js';
import { createChefPortalService } from './areas/chefs/chef-portal.js';
import { createChefService } from './areas/chefs/chefs.js';
import type { ServiceContext } from './core/context.js';
import { createExportService } from './areas/businesses/export.js';
import { createInboxService } from './areas/inbox/inbox.js';
import { createJobService } from './areas/businesses/jobs.js';
import { createRatingService } from './areas/session-life/ratings.js';
import { createRegistrationService } from './areas/registration/registration.js';
import { createReminderService } from './areas/reminders/reminders.js';
import { createStaffingService } from './areas/staffing/staffing.js';
import { createTimesheetService } from './areas/session-life/timesheets.js';

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
