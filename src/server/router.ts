import { createCallerFactory, router } from './core/trpc/init.js';
import { accountsAdminProcedures, accountsBusinessProcedures, accountsPublicProcedures } from './areas/accounts/index.js';
import { availabilityAdminProcedures, availabilityPublicProcedures } from './areas/availability/index.js';
import { backupsAdminProcedures } from './areas/backups/index.js';
import { billingAdminProcedures, billingBusinessProcedures, billingPublicProcedures } from './areas/billing/index.js';
import { bookingsAdminProcedures, bookingsBusinessBookingProcedures } from './areas/bookings/index.js';
import { businessesAdminProcedures, businessesBusinessProcedures, businessesPublicProcedures } from './areas/businesses/index.js';
import { chefsAdminProcedures, chefsChefProcedures, chefsPublicProcedures } from './areas/chefs/index.js';
import { credentialsAdminProcedures, credentialsChefProcedures } from './areas/credentials/index.js';
import { inboxAdminProcedures, inboxPublicProcedures } from './areas/inbox/index.js';
import { payoutsAdminProcedures, payoutsChefProcedures } from './areas/payouts/index.js';
import { registrationPublicProcedures } from './areas/registration/index.js';
import { reliabilityChefProcedures } from './areas/reliability/index.js';
import { sessionLifeAdminProcedures, sessionLifeBusinessBookingProcedures, sessionLifeBusinessProcedures, sessionLifeChefProcedures } from './areas/session-life/index.js';
import { staffingAdminProcedures, staffingChefProcedures } from './areas/staffing/index.js';

/**
 * The four audience routers, each composed from the areas' procedure records (areas/<area>/router.ts),
 * so every procedure keeps its path: public.*, business.*, admin.*, chef.*. business.bookings holds
 * the bookings area's procedures and session life's answers to a booking (timesheet, rating).
 */
export const appRouter = router({
  public: router({ ...businessesPublicProcedures, ...registrationPublicProcedures, ...accountsPublicProcedures, ...inboxPublicProcedures, ...chefsPublicProcedures, ...availabilityPublicProcedures, ...billingPublicProcedures }),
  business: router({ ...businessesBusinessProcedures, ...accountsBusinessProcedures, ...sessionLifeBusinessProcedures, ...billingBusinessProcedures, bookings: router({ ...bookingsBusinessBookingProcedures, ...sessionLifeBusinessBookingProcedures }) }),
  admin: router({ ...businessesAdminProcedures, ...accountsAdminProcedures, ...inboxAdminProcedures, ...chefsAdminProcedures, ...availabilityAdminProcedures, ...bookingsAdminProcedures, ...sessionLifeAdminProcedures, ...staffingAdminProcedures, ...billingAdminProcedures, ...payoutsAdminProcedures, ...credentialsAdminProcedures, ...backupsAdminProcedures }),
  chef: router({ ...chefsChefProcedures, ...sessionLifeChefProcedures, ...staffingChefProcedures, ...payoutsChefProcedures, ...credentialsChefProcedures, ...reliabilityChefProcedures }),
});

/** The client imports this type only: end-to-end types with no server code in the bundle. */
export type AppRouter = typeof appRouter;

export const createCaller = createCallerFactory(appRouter);

/** Read from any router by core/trpc (which may not import this one); the security suites use it on appRouter. */
export { procedureTypes, type ProcedureType } from './core/trpc/procedure-types.js';
