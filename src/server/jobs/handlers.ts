import type { Mailer } from '../mail/mailer.js';
import type { SmsTransport } from '../mail/sms.js';
import type { Services } from '../services/services.js';
import type { JobKind, JobPayloads } from './queue.js';

/** One function per kind; a throw is a failed attempt, retried with backoff (jobs/runner.ts). */
export type JobHandlers = { [K in JobKind]: (payload: JobPayloads[K]) => Promise<void> };

/**
 * Handlers may run twice for one job (a process that dies after the work but before recording
 * it): fine for an email, and every future kind must be written so that it is fine for it too.
 */
export function jobHandlers(mailer: Mailer, sms: SmsTransport, services: Services): JobHandlers {
  return {
    email: (email) => mailer.send(email),
    expireOffers: ({ offerIds }) => services.staffing.expireOffers(offerIds),
    confirmTimesheet: ({ bookingId }) => services.timesheets.confirmUnanswered(bookingId),
    sms: (message) => sms.send(message),
    remindBooking: ({ bookingId }) => services.reminders.remind(bookingId),
    alertUnstaffed: ({ bookingId }) => services.reminders.alertUnstaffed(bookingId),
    offerToEveryone: ({ bookingId }) => services.staffing.offerToEveryone(bookingId),
  };
}
