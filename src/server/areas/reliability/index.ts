/** Reliability: confirmation, release, the record and its score. The face other areas and the composition root import. */
export * from './emails.js';
export * from './job-handlers.js';
export * from './openapi.js';
export * from './reliability.js';
export * from './rest.js';
export * from './router.js';
export { reliabilityEntities } from './entities.js';

import type { createReliabilityService } from './reliability.js';

declare module '../../core/services.js' {
  interface Services {
    reliability: ReturnType<typeof createReliabilityService>;
  }
}
