import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** A suspension's end, 14 days after the last strike, and the confirmations asked of assigned chefs. */
export function reliabilityJobHandlers(services: Services): Pick<JobHandlers, 'liftSuspension' | 'askConfirmation' | 'escalateConfirmation'> {
  return {
    askConfirmation: ({ bookingId }) => services.reliability.askConfirmation(bookingId),
    escalateConfirmation: ({ bookingId }) => services.reliability.escalateConfirmation(bookingId),
    liftSuspension: ({ chefId }) => services.reliability.endSuspension(chefId),
  };
}
