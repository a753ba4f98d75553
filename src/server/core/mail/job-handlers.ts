import type { JobHandlers } from '../jobs/handlers.js';
import type { Site } from './layout.js';
import type { Mailer } from './mailer.js';
import { renderEmail } from './render.js';
import { renderThread } from './render-thread.js';
import type { SmsTransport } from './sms.js';

/** The outbox's kinds: an email or a text message, drawn from its template now, sent once the transaction that queued it commits. */
export function mailJobHandlers(mailer: Mailer, sms: SmsTransport, site: Site): Pick<JobHandlers, 'email' | 'sms'> {
  // Started now, so that the first email after start does not wait for the thread and its templates.
  renderThread();
  return {
    email: async (email, signal) => {
      // An erased person has no address left (DECISIONS.md section 21): what a job composed for them at run time goes nowhere.
      if (!email.to) return;
      await mailer.send(await renderEmail(email, site), signal);
    },
    sms: async ({ to, sameTextAs }, signal) => sms.send({ to, text: (await renderEmail(sameTextAs, site)).text }, signal),
  };
}
