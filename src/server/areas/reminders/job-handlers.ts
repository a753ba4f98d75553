import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';

/** The reminder before a booking and the alert when it is still unstaffed. */
export function reminderJobHandlers(services: Services): Pick<JobHandlers, 'remindBooking' | 'alertUnstaffed'> {
  return {
    remindBooking: ({ bookingId }) => services.reminders.remind(bookingId),
    alertUnstaffed: ({ bookingId }) => services.reminders.alertUnstaffed(bookingId),
  };
}
