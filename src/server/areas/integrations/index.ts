/** Integrators: the event feed of each business's changes and the webhooks that send them. The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { integrationEmailTemplates } from './emails.js';
import { readEventFeed } from './endpoints/events.js';
import { integrationEntities } from './entities.js';
import { createEventService } from './events.js';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, retryDelivery, sendTestEvent, updateWebhook } from './endpoints/webhooks.js';
import { integrationJobHandlers } from './job-handlers.js';
import { createWebhookService } from './webhooks.js';
export { recordEvent } from './events.js';

declare module '../../core/services.js' {
  interface Services {
    events: ReturnType<typeof createEventService>;
    webhooks: ReturnType<typeof createWebhookService>;
  }
}

export const integrationsArea = defineArea({
  name: 'integrations',
  description: 'For integrators: the event feed of every change to a business, and webhooks that deliver each event signed by the Standard Webhooks specification.',
  emailTemplates: integrationEmailTemplates,
  entities: integrationEntities,
  services: { events: createEventService, webhooks: createWebhookService },
  endpoints: [readEventFeed, createWebhook, listWebhooks, updateWebhook, deleteWebhook, listDeliveries, retryDelivery, sendTestEvent],
  jobHandlers: integrationJobHandlers,
});
