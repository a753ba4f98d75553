import type { Mailer } from './core/mail/mailer.js';
import type { SmsTransport } from './core/mail/sms.js';
import type { Services } from './services.js';
import type { JobKind, JobPayloads } from './core/jobs/queue.js';

/**
 * One function per kind; a throw is a failed attempt, retried with backoff (jobs/runner.ts).
 * The signal aborts when the attempt's time limit has passed: a handler that can stop its work
 * then (an HTTP request) should, since its result is no longer awaited.
 */
export type JobHandlers = { [K in JobKind]: (payload: JobPayloads[K], signal: AbortSignal) => Promise<void> };

/**
 * Handlers may run twice for one job (a process that dies after the work but before recording
 * it): fine for an email, and every future kind must be written so that it is fine for it too.
 */
export function jobHandlers(mailer: Mailer, sms: SmsTransport, services: Services): JobHandlers {
  return {
    email: (email, signal) => mailer.send(email, signal),
    expireOffers: ({ offerIds }) => services.staffing.expireOffers(offerIds),
    confirmTimesheet: ({ bookingId }) => services.timesheets.confirmUnanswered(bookingId),
    sms: (message, signal) => sms.send(message, signal),
    remindBooking: ({ bookingId }) => services.reminders.remind(bookingId),
    alertUnstaffed: ({ bookingId }) => services.reminders.alertUnstaffed(bookingId),
    offerToEveryone: ({ bookingId }) => services.staffing.offerToEveryone(bookingId),
  };
}
