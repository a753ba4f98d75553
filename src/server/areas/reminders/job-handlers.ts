import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** This area's job kinds and what each carries, added to core's JobPayloads as Services is filled. */
declare module '../../core/jobs/queue.js' {
  interface JobPayloads {
  /** A booking's reminders, 24 hours before its start (DECISIONS.md section 10). */
  remindBooking: { bookingId: number };
  /** Support hears of a booking still without a chef 48 hours before its start. */
  alertUnstaffed: { bookingId: number };
  }
}

/** The reminder before a booking and the alert when it is still unstaffed. */
export function reminderJobHandlers(services: Services): Pick<JobHandlers, 'remindBooking' | 'alertUnstaffed'> {
  return {
    remindBooking: ({ bookingId }) => services.reminders.remind(bookingId),
    alertUnstaffed: ({ bookingId }) => services.reminders.alertUnstaffed(bookingId),
  };
}
