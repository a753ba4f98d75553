import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** A timesheet the business leaves unanswered confirms itself. */
export function sessionLifeJobHandlers(services: Services): Pick<JobHandlers, 'confirmTimesheet'> {
  return {
    confirmTimesheet: ({ bookingId }) => services.timesheets.confirmUnanswered(bookingId),
  };
}
