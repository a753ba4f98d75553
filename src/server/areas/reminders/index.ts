/** Reminders before a booking and the alert when one is still unstaffed. The face other areas and the composition root import. */
export * from './emails.js';
export * from './job-handlers.js';
export * from './reminders.js';

import type { createReminderService } from './reminders.js';

declare module '../../core/services.js' {
  interface Services {
    reminders: ReturnType<typeof createReminderService>;
  }
}
