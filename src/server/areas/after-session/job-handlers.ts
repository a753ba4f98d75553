import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** This area's job kinds and what each carries, added to core's JobPayloads as Services is filled. */
declare module '../../core/jobs/queue.js' {
  interface JobPayloads {
  /** A timesheet nobody answered is confirmed 72 hours after it was submitted (DECISIONS.md section 10). */
  confirmTimesheet: { bookingId: number };
  }
}

/** A timesheet the business leaves unanswered confirms itself. */
export function afterSessionJobHandlers(services: Services): Pick<JobHandlers, 'confirmTimesheet'> {
  return {
    confirmTimesheet: ({ bookingId }) => services.timesheets.confirmUnanswered(bookingId),
  };
}
