/** Reminders before a booking and the alert when one is still unstaffed. The face other areas and the composition root import. */
import { remindersEmailTemplates } from './emails.js';
import { defineArea } from '../../core/endpoints/area.js';
import { reminderJobHandlers } from './job-handlers.js';
import { createReminderService } from './reminders.js';
export * from './emails.js';
export * from './job-handlers.js';
export * from './reminders.js';

declare module '../../core/services.js' {
  interface Services {
    reminders: ReturnType<typeof createReminderService>;
  }
}

export const remindersArea = defineArea({
  name: 'reminders',
  emailTemplates: remindersEmailTemplates,
  services: { reminders: createReminderService },
  jobHandlers: reminderJobHandlers,
});
