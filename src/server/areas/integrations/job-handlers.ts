import type { JobHandlers } from '../../core/jobs/handlers.js';
import type { Services } from '../../core/services.js';
import './deliveries.js';

/** Each attempt of a webhook delivery, its body read as the feed reads it. */
export function integrationJobHandlers(services: Services): Pick<JobHandlers, 'webhookDelivery'> {
  return {
    webhookDelivery: ({ deliveryId }, signal) => services.webhooks.attempt(deliveryId, services.integratorReads, signal),
  };
}
