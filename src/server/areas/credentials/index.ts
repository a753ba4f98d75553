/** Chefs' credentials: documents, the admin's review, reminders and expiry, and the staffing settings that rest on them. The face other areas and the composition root import. */
import { credentialsEmailTemplates } from './emails.js';
import { credentialsEntities } from './entities.js';
import { defineArea } from '../../core/endpoints/area.js';
import { createCredentialService } from './credentials.js';
import { credentialsJobHandlers } from './job-handlers.js';
import { getCredentialDocument, getStaffingSettings, listCredentials, rejectCredential, updateStaffingSettings, verifyCredential } from './endpoints/admin.js';
import { addChefCredential, listChefCredentials, updateChefCredential, uploadCredentialDocument } from './endpoints/chef.js';
/** Its credentials' table, which a chef's export reads (chefs). */
export { Credential } from './entities.js';
export * from './credentials.js';
export * from './documents.js';
export * from './emails.js';
export * from './job-handlers.js';

declare module '../../core/services.js' {
  interface Services {
    credentials: ReturnType<typeof createCredentialService>;
  }
}

export const credentialsArea = defineArea({
  name: 'credentials',
  description: 'Chefs\' credentials (Red Seal, FOODSAFE and others): the chef adds documents, the admin verifies or rejects them and sets whether in-person bookings need FOODSAFE.',
  emailTemplates: credentialsEmailTemplates,
  entities: credentialsEntities,
  services: { credentials: createCredentialService },
  jobHandlers: credentialsJobHandlers,
  endpoints: [
    listChefCredentials,
    addChefCredential,
    updateChefCredential,
    uploadCredentialDocument,
    listCredentials,
    getCredentialDocument,
    verifyCredential,
    rejectCredential,
    getStaffingSettings,
    updateStaffingSettings,
  ],
});
