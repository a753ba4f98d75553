/** Chefs: the admin's roster, chef accounts and sign-in links, and the chef portal. The face other areas and the composition root import. */
import { chefsEmailTemplates } from './emails.js';
import { chefsEntities } from './entities.js';
import { defineArea } from '../../core/endpoints/area.js';
import { createChefAccountService } from './chef-accounts.js';
import { createChefPortalService } from './chef-portal.js';
import { createChefService } from './chefs.js';
import { adminChefList, adminChefView, chefFutureAssignments, createChef, deactivateChef, getChef, inviteChef, liftChefSuspension, listChefs, updateChef } from './endpoints/admin.js';
import {
  addChefTimeOff,
  chefCalendarUrl,
  getChefCalendar,
  getChefProfile,
  listChefAssignments,
  removeChefTimeOff,
  replaceChefCalendarUrl,
  setChefAvailability,
  updateChefProfile,
} from './endpoints/portal.js';
import { exportChefData } from './endpoints/personal-data.js';
import { ourChefs } from './endpoints/roster.js';
import { createChefDataService } from './personal-data.js';
import { logInChef, logOutChef, requestChefLoginLink } from './endpoints/link-sign-in.js';
export * from './chef-accounts.js';
export * from './chef-portal.js';
export * from './chefs.js';
export * from './emails.js';
export * from './personal-data.js';
export * from './link-sign-in.js';
export { chefSuspensions } from './suspensions.js';

declare module '../../core/services.js' {
  interface Services {
    chefAccounts: ReturnType<typeof createChefAccountService>;
    chefPortal: ReturnType<typeof createChefPortalService>;
    chefData: ReturnType<typeof createChefDataService>;
    chefs: ReturnType<typeof createChefService>;
  }
}

export const chefsArea = defineArea({
  name: 'chefs',
  description: 'Chefs: the admin\'s roster and invitations, and the chef portal (sign-in, profile, availability, time off, assignments, calendar feed, export).',
  emailTemplates: chefsEmailTemplates,
  entities: chefsEntities,
  services: { chefAccounts: createChefAccountService, chefPortal: createChefPortalService, chefData: createChefDataService, chefs: createChefService },
  endpoints: [
    ourChefs,
    adminChefList,
    listChefs,
    adminChefView,
    getChef,
    createChef,
    updateChef,
    inviteChef,
    chefFutureAssignments,
    deactivateChef,
    liftChefSuspension,
    requestChefLoginLink,
    logInChef,
    logOutChef,
    getChefProfile,
    updateChefProfile,
    setChefAvailability,
    addChefTimeOff,
    removeChefTimeOff,
    listChefAssignments,
    chefCalendarUrl,
    replaceChefCalendarUrl,
    getChefCalendar,
    exportChefData,
  ],
});
