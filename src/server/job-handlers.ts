import { backupsJobHandlers } from './areas/backups/index.js';
import { billingJobHandlers } from './areas/billing/index.js';
import { credentialsJobHandlers } from './areas/credentials/index.js';
import { payoutsJobHandlers } from './areas/payouts/index.js';
import { reliabilityJobHandlers } from './areas/reliability/index.js';
import { reminderJobHandlers } from './areas/reminders/index.js';
import { sessionLifeJobHandlers } from './areas/session-life/index.js';
import { staffingJobHandlers } from './areas/staffing/index.js';
import type { JobHandlers } from './core/jobs/handlers.js';
import { mailJobHandlers } from './core/mail/job-handlers.js';
import type { Site } from './core/mail/layout.js';
import type { Mailer } from './core/mail/mailer.js';
import type { SmsTransport } from './core/mail/sms.js';
import type { Services } from './services.js';

export type { JobHandlers };

/** Every kind's handler, from core's outbox and the areas that own the other kinds (a missing kind is a type error). */
export function jobHandlers(mailer: Mailer, sms: SmsTransport, services: Services, site: Site): JobHandlers {
  return {
    ...mailJobHandlers(mailer, sms, site),
    ...staffingJobHandlers(services),
    ...sessionLifeJobHandlers(services),
    ...reminderJobHandlers(services),
    ...billingJobHandlers(services),
    ...payoutsJobHandlers(services),
    ...credentialsJobHandlers(services),
    ...reliabilityJobHandlers(services),
    ...backupsJobHandlers(services),
  };
}
