/** Reliability: confirmation, release, the record and its score. The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { reliabilityJobHandlers } from './job-handlers.js';
import { reliabilityOperations } from './openapi.js';
import { createReliabilityService } from './reliability.js';
import { reliabilityChefApiRoutes } from './rest.js';
import { reliabilityChefProcedures } from './router.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './reliability.js';
export * from './rest.js';
export * from './router.js';

declare module '../../core/services.js' {
  interface Services {
    reliability: ReturnType<typeof createReliabilityService>;
  }
}

export const reliabilityArea = defineArea({
  name: 'reliability',
  services: { reliability: createReliabilityService },
  jobHandlers: reliabilityJobHandlers,
  handWritten: {
    procedures: { chef: reliabilityChefProcedures },
    rest: [{ at: '/api/chef', routes: reliabilityChefApiRoutes }],
    operations: reliabilityOperations,
  },
});
