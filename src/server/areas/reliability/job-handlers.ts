import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** A suspension's end, 14 days after the last strike. */
export function reliabilityJobHandlers(services: Services): Pick<JobHandlers, 'liftSuspension'> {
  return {
    liftSuspension: ({ chefId }) => services.reliability.endSuspension(chefId),
  };
}
