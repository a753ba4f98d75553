/** Reliability: confirmation, release, the record and its score. The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { appealSuspension, confirmAssignment, ownReliability, releaseAssignment } from './endpoints/assignments.js';
import { reliabilityJobHandlers } from './job-handlers.js';
import { createReliabilityService } from './reliability.js';
export * from './reliability.js';

declare module '../../core/services.js' {
  interface Services {
    reliability: ReturnType<typeof createReliabilityService>;
  }
}

export const reliabilityArea = defineArea({
  name: 'reliability',
  services: { reliability: createReliabilityService },
  endpoints: [confirmAssignment, releaseAssignment, ownReliability, appealSuspension],
  jobHandlers: reliabilityJobHandlers,
});
