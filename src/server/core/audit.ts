import type { EntityManager } from 'typeorm';
import { AuditLog } from './db/entities/audit-log.js';
import { Business } from './db/entities/business.js';
import type { AdminPrincipal } from './service-context.js';

/** Records an admin action (null: one the system took by itself) in the same transaction as the action itself. */
export async function recordAudit(
  manager: EntityManager,
  admin: AdminPrincipal | null,
  businessId: number | null,
  action: string,
  detail: string,
): Promise<void> {
  const business = businessId === null ? null : await manager.findOneBy(Business, { id: businessId });
  await manager.insert(AuditLog, {
    adminId: admin?.adminId ?? null,
    businessId,
    businessName: business?.businessName ?? null,
    action,
    detail,
  });
}
