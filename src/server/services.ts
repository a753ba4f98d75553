import type { ServiceContext } from './core/context.js';
import type { Services } from './core/services.js';
import { createAccountService } from './areas/accounts/index.js';
import { createAvailabilityService } from './areas/availability/index.js';
import { createBackupService } from './areas/backups/index.js';
import { createBillingService } from './areas/billing/index.js';
import { createBookingService } from './areas/bookings/index.js';
import { createAdminService, createBusinessService, createExportService, createJobService } from './areas/businesses/index.js';
import { createChefAccountService, createChefPortalService, createChefService } from './areas/chefs/index.js';
import { createCredentialService } from './areas/credentials/index.js';
import { createInboxService } from './areas/inbox/index.js';
import { createPayoutAccountService, createPayoutService } from './areas/payouts/index.js';
import { createRegistrationService } from './areas/registration/index.js';
import { createReliabilityService } from './areas/reliability/index.js';
import { createReminderService } from './areas/reminders/index.js';
import { createRatingService, createTimesheetService } from './areas/session-life/index.js';
import { createStaffingService } from './areas/staffing/index.js';

/**
 * Services is core's interface as the areas' index.ts files complete it (declaration merging).
 * Whoever imports it from here (tests, scripts, other projects built from declarations) gets it
 * complete: these side-effect imports keep every area's augmentation in the declaration output,
 * where the value imports above would be dropped.
 */
import './areas/accounts/index.js';
import './areas/availability/index.js';
import './areas/backups/index.js';
import './areas/billing/index.js';
import './areas/bookings/index.js';
import './areas/businesses/index.js';
import './areas/chefs/index.js';
import './areas/credentials/index.js';
import './areas/inbox/index.js';
import './areas/payouts/index.js';
import './areas/registration/index.js';
import './areas/reliability/index.js';
import './areas/reminders/index.js';
import './areas/session-life/index.js';
import './areas/staffing/index.js';

export type { Services };

/**
 * Every service, built once per process and shared by the tRPC procedures and REST handlers. The
 * return type is core's Services, which the areas fill by declaration merging: a service an area
 * declares and this object lacks is a type error here.
 */
export function createServices(ctx: ServiceContext): Services {
  return {
    accounts: createAccountService(ctx),
    admin: createAdminService(ctx),
    availability: createAvailabilityService(ctx),
    backups: createBackupService(ctx),
    billing: createBillingService(ctx),
    bookings: createBookingService(ctx),
    businesses: createBusinessService(ctx),
    chefAccounts: createChefAccountService(ctx),
    chefPortal: createChefPortalService(ctx),
    chefs: createChefService(ctx),
    credentials: createCredentialService(ctx),
    exports: createExportService(ctx),
    inbox: createInboxService(ctx),
    jobs: createJobService(ctx),
    payouts: createPayoutService(ctx),
    payoutAccounts: createPayoutAccountService(ctx),
    ratings: createRatingService(ctx),
    registration: createRegistrationService(ctx),
    reliability: createReliabilityService(ctx),
    reminders: createReminderService(ctx),
    staffing: createStaffingService(ctx),
    timesheets: createTimesheetService(ctx),
  };
}
