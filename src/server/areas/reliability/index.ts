/** Reliability: confirmation, release, the record and its score. The face other areas and the composition root import. */
import { reliabilityEmailTemplates } from './emails.js';
import { reliabilityEntities } from './entities.js';
import { defineArea } from '../../core/endpoints/area.js';
import { appealSuspension, confirmAssignment, ownReliability, releaseAssignment } from './endpoints/assignments.js';
import { reliabilityJobHandlers } from './job-handlers.js';
import { createReliabilityService } from './reliability.js';
/** Its reliability events' table, which a chef's export reads (chefs). */
export { ReliabilityEvent } from './entities.js';
export * from './reliability.js';
export * from './emails.js';

declare module '../../core/services.js' {
  interface Services {
    reliability: ReturnType<typeof createReliabilityService>;
  }
}

export const reliabilityArea = defineArea({
  name: 'reliability',
  description: 'Chef reliability: a chef confirms or releases a booking, and appeals a suspension.',
  emailTemplates: reliabilityEmailTemplates,
  entities: reliabilityEntities,
  services: { reliability: createReliabilityService },
  endpoints: [confirmAssignment, releaseAssignment, ownReliability, appealSuspension],
  jobHandlers: reliabilityJobHandlers,
});
