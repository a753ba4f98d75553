/** Contact messages, newsletter sign-ups and hours requests: the admin inbox. The face other areas and the composition root import. */
import { inboxEntities } from './entities.js';
import { defineArea } from '../../core/endpoints/area.js';
import { adminInbox, sendContactMessage, subscribeToNewsletter } from './endpoints/messages.js';
import { createInboxService } from './inbox.js';
export * from './entities.js';
export * from './inbox.js';

declare module '../../core/services.js' {
  interface Services {
    inbox: ReturnType<typeof createInboxService>;
  }
}

export const inboxArea = defineArea({
  name: 'inbox',
  description: 'Contact messages and newsletter sign-ups.',
  entities: inboxEntities,
  services: { inbox: createInboxService },
  endpoints: [sendContactMessage, subscribeToNewsletter, adminInbox],
});
