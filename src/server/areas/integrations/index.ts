/** Integrators: the event feed of each business's changes and the webhooks that send them. The face other areas and the composition root import. */
import { defineArea } from '../../core/endpoints/area.js';
import { createApiKeyService } from './api-keys.js';
import { integrationEmailTemplates } from './emails.js';
import { createApiKey, listApiKeys, revokeApiKey } from './endpoints/api-keys.js';
import { readEventFeed } from './endpoints/events.js';
import { integrationEntities } from './entities.js';
import { createEventService } from './events.js';
import { createWebhook, deleteWebhook, listDeliveries, listWebhooks, retryDelivery, sendTestEvent, updateWebhook } from './endpoints/webhooks.js';
import { integrationJobHandlers } from './job-handlers.js';
import { createWebhookService } from './webhooks.js';
export { recordEvent } from './events.js';
export { closeIntegrationsOf } from './closing.js';
export { API_KEY_CALLS_PER_WINDOW } from './api-keys.js';

declare module '../../core/services.js' {
  interface Services {
    events: ReturnType<typeof createEventService>;
    webhooks: ReturnType<typeof createWebhookService>;
    apiKeys: ReturnType<typeof createApiKeyService>;
  }
}

export const integrationsArea = defineArea({
  name: 'integrations',
  description: 'For integrators: API keys that act for a business in a role, the event feed of every change to a business, and webhooks that deliver each event signed by the Standard Webhooks specification.',
  emailTemplates: integrationEmailTemplates,
  entities: integrationEntities,
  services: { events: createEventService, webhooks: createWebhookService, apiKeys: createApiKeyService },
  endpoints: [createApiKey, listApiKeys, revokeApiKey, readEventFeed, createWebhook, listWebhooks, updateWebhook, deleteWebhook, listDeliveries, retryDelivery, sendTestEvent],
  jobHandlers: integrationJobHandlers,
});
