import type { EntityManager } from 'typeorm';
import { ApiKey, Webhook } from './entities.js';

/**
 * A closing business's integrations (DECISIONS.md section 21), in the close's transaction: its
 * API keys revoked (deleted, as the owner's revoke does) and its webhooks deleted with their
 * deliveries, so nothing of the business is answered to a key or sent anywhere after the close.
 */
export async function closeIntegrationsOf(manager: EntityManager, businessId: number): Promise<void> {
  await manager.delete(ApiKey, { businessId });
  await manager.delete(Webhook, { businessId });
}
