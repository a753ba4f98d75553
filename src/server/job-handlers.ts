import { accountsEmailTemplates } from './areas/accounts/index.js';
import { assignmentsEmailTemplates } from './areas/assignments/index.js';
import { billingEmailTemplates, billingJobHandlers } from './areas/billing/index.js';
import { bookingsEmailTemplates } from './areas/bookings/index.js';
import { chefsEmailTemplates } from './areas/chefs/index.js';
import { credentialsEmailTemplates, credentialsJobHandlers } from './areas/credentials/index.js';
import { payoutsEmailTemplates, payoutsJobHandlers } from './areas/payouts/index.js';
import { reliabilityEmailTemplates, reliabilityJobHandlers } from './areas/reliability/index.js';
import { reminderJobHandlers, remindersEmailTemplates } from './areas/reminders/index.js';
import { sessionLifeEmailTemplates, sessionLifeJobHandlers } from './areas/session-life/index.js';
import { staffingEmailTemplates, staffingJobHandlers } from './areas/staffing/index.js';
import type { JobHandlers } from './core/jobs/handlers.js';
import { mailJobHandlers } from './core/mail/job-handlers.js';
import { emailRenderer, type EmailTemplates } from './core/mail/render.js';
import type { Site } from './core/mail/layout.js';
import type { Mailer } from './core/mail/mailer.js';
import type { SmsTransport } from './core/mail/sms.js';
import type { Services } from './services.js';

export type { JobHandlers };

/** The modules of every area's email templates, loaded only by a process that draws an email. */
export const emailTemplateModules = [
  accountsEmailTemplates,
  assignmentsEmailTemplates,
  billingEmailTemplates,
  bookingsEmailTemplates,
  chefsEmailTemplates,
  credentialsEmailTemplates,
  payoutsEmailTemplates,
  reliabilityEmailTemplates,
  remindersEmailTemplates,
  sessionLifeEmailTemplates,
  staffingEmailTemplates,
];

/** Every area's templates by name; a name two areas used would hide one (src/server/emails.test.ts checks). */
export async function loadEmailTemplates(): Promise<EmailTemplates> {
  return Object.assign({}, ...(await Promise.all(emailTemplateModules.map((load) => load())))) as EmailTemplates;
}

/** Every kind's handler, from core's outbox and the areas that own the other kinds (a missing kind is a type error). */
export function jobHandlers(mailer: Mailer, sms: SmsTransport, services: Services, site: Site): JobHandlers {
  return {
    ...mailJobHandlers(mailer, sms, site, emailRenderer(loadEmailTemplates)),
    ...staffingJobHandlers(services),
    ...sessionLifeJobHandlers(services),
    ...reminderJobHandlers(services),
    ...billingJobHandlers(services),
    ...payoutsJobHandlers(services),
    ...credentialsJobHandlers(services),
    ...reliabilityJobHandlers(services),
  };
}
