import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** This area's job kinds and what each carries, added to core's JobPayloads as Services is filled. */
declare module '../../core/jobs/queue.js' {
  interface JobPayloads {
  /** A chef's suspension ends 14 days after the last strike (DECISIONS.md section 14). */
  liftSuspension: { chefId: number };
  /** 48 hours before the start, the assigned chef is asked to confirm (DECISIONS.md section 14). */
  askConfirmation: { bookingId: number };
  /** 12 hours before the start, still unconfirmed: the last reminder, support, a missed confirmation. */
  escalateConfirmation: { bookingId: number };
  }
}

/** A suspension's end, 14 days after the last strike, and the confirmations asked of assigned chefs. */
export function reliabilityJobHandlers(services: Services): Pick<JobHandlers, 'liftSuspension' | 'askConfirmation' | 'escalateConfirmation'> {
  return {
    askConfirmation: ({ bookingId }) => services.reliability.askConfirmation(bookingId),
    escalateConfirmation: ({ bookingId }) => services.reliability.escalateConfirmation(bookingId),
    liftSuspension: ({ chefId }) => services.reliability.endSuspension(chefId),
  };
}
