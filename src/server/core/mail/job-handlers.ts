import type { JobHandlers } from '../jobs/handlers.js';
import type { Site } from './layout.js';
import type { Mailer } from './mailer.js';
import type { EmailRenderer } from './render.js';
import type { SmsTransport } from './sms.js';

/** The outbox's kinds: an email or a text message, drawn from its template now, sent once the transaction that queued it commits. */
export function mailJobHandlers(mailer: Mailer, sms: SmsTransport, site: Site, emails: EmailRenderer): Pick<JobHandlers, 'email' | 'sms'> {
  // Loaded now, in the background, so that the first email after start does not wait a second
  // for them; a failure to load shows on the first email's attempt instead.
  emails.load().catch(() => undefined);
  return {
    email: async (email, signal) => {
      // An erased person has no address left (DECISIONS.md section 21): what a job composed for them at run time goes nowhere.
      if (!email.to) return;
      // Drawn and composed in the render thread: this thread only writes or sends the message.
      await mailer.send(await emails.render(email, site, { compose: true }), signal);
    },
    sms: async ({ to, sameTextAs }, signal) => sms.send({ to, text: (await emails.render(sameTextAs, site)).text }, signal),
  };
}
