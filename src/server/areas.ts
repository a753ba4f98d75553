import { afterSessionArea } from './areas/after-session/index.js';
import { accountsArea } from './areas/accounts/index.js';
import { assignmentsArea } from './areas/assignments/index.js';
import { availabilityArea } from './areas/availability/index.js';
import { backupsArea } from './areas/backups/index.js';
import { billingArea } from './areas/billing/index.js';
import { bookingsArea } from './areas/bookings/index.js';
import { businessesArea } from './areas/businesses/index.js';
import { chefsArea } from './areas/chefs/index.js';
import { credentialsArea } from './areas/credentials/index.js';
import { inboxArea } from './areas/inbox/index.js';
import { integrationsArea } from './areas/integrations/index.js';
import { locationsArea } from './areas/locations/index.js';
import { payoutsArea } from './areas/payouts/index.js';
import { registrationArea } from './areas/registration/index.js';
import { reliabilityArea } from './areas/reliability/index.js';
import { remindersArea } from './areas/reminders/index.js';
import { staffingArea } from './areas/staffing/index.js';
import { teamArea } from './areas/team/index.js';
import type { AreaDescriptor } from './core/endpoints/area.js';
import { restRoutesOf, type RestRoute } from './core/endpoints/define.js';

/**
 * The areas, listed once (ARCHITECTURE.md, "One definition per endpoint"). The services
 * (services.ts), the app router (router.ts), the REST routes (app.ts), the OpenAPI document
 * (openapi.ts), the job handlers (job-handlers.ts), the email templates (email-templates.ts),
 * the entities (entities.ts) and the Stripe webhook's dispatch (stripe-webhook.ts) are derived
 * from this list, so an area added here is everywhere and one left out is nowhere. The labor
 * bank is a library of the others, with nothing of its own to compose; assignments, a library
 * too, words emails of its own. The REST routes derived from the endpoints are sorted by path (a
 * literal segment before a parameter), whatever the order here.
 */
export const areas = [
  billingArea,
  payoutsArea,
  businessesArea,
  registrationArea,
  accountsArea,
  teamArea,
  locationsArea,
  inboxArea,
  chefsArea,
  availabilityArea,
  bookingsArea,
  afterSessionArea,
  staffingArea,
  credentialsArea,
  reliabilityArea,
  remindersArea,
  backupsArea,
  assignmentsArea,
  integrationsArea,
] as const;

/**
 * The descriptors again, by name: the declaration output of this module then imports every
 * area's face, and with it the area's part of Services (declaration merging), for whoever
 * imports Services from src/server/services.ts (tests, scripts).
 */
export { accountsArea, afterSessionArea, assignmentsArea, availabilityArea, backupsArea, billingArea, bookingsArea, businessesArea, chefsArea, credentialsArea, inboxArea, integrationsArea, locationsArea, payoutsArea, registrationArea, reliabilityArea, remindersArea, staffingArea, teamArea };

/** Any of the areas, with its own descriptor's type. */
export type Area = (typeof areas)[number];

/** The areas as their common descriptor, for code that reads every area alike. */
export const areaDescriptors: readonly AreaDescriptor[] = areas;

/** Every REST route defined by the areas' endpoints, each area's in its order. */
export const endpointRestRoutes: readonly RestRoute[] = areaDescriptors.flatMap((area) => restRoutesOf(area.endpoints ?? [], area.sharedRestRoutes ?? []));
