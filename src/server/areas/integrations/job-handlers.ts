import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';
import './deliveries.js';
import './events.js';

/** Each attempt of a webhook delivery, its body read as the feed reads it; the daily purge of what is older than 30 days. */
export function integrationJobHandlers(services: Services): Pick<JobHandlers, 'webhookDelivery' | 'purgeIntegrationHistory'> {
  return {
    webhookDelivery: ({ deliveryId }, signal) => services.webhooks.attempt(deliveryId, services.integratorReads, signal),
    purgeIntegrationHistory: (_payload, signal) => services.events.purgeExpired(signal),
  };
}
