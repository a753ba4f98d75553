import type { JobHandlers } from '../jobs/handlers.js';
import type { Mailer } from './mailer.js';
import type { SmsTransport } from './sms.js';

/** The outbox's kinds: an email or a text message, sent once the transaction that queued it commits. */
export function mailJobHandlers(mailer: Mailer, sms: SmsTransport): Pick<JobHandlers, 'email' | 'sms'> {
  return {
    email: (email, signal) => mailer.send(email, signal),
    sms: (message, signal) => sms.send(message, signal),
  };
}
