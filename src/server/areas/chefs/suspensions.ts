import { IsNull, LessThanOrEqual, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { Chef } from '../../core/db/entities/chef.js';
import type { ChefSuspensions } from '../../core/service-context.js';

/**
 * A chef's suspension as the chef's row holds it (DECISIONS.md sections 14 and 24): reliability
 * decides when (ServiceContext.chefSuspensions), the admin lifts one early, and each change is an
 * UPDATE here whose conditions say when it applies.
 */

/** The chef is active again where `where` still holds: a suspended chef's status and end. */
function reinstate(manager: EntityManager, where: FindOptionsWhere<Chef>) {
  return manager.update(Chef, { ...where, status: 'suspended' }, { status: 'active', suspendedUntil: null });
}

/** The admin lifting a suspension early (the caller holds the chef's row lock and knows it is suspended). */
export async function reinstateChef(manager: EntityManager, chefId: number): Promise<void> {
  await reinstate(manager, { id: chefId });
}

export const chefSuspensions: ChefSuspensions = {
  async suspend(manager, chef, until) {
    // A strike while suspended extends the suspension and its appeal stands; a new suspension may be appealed anew.
    await manager.update(Chef, { id: chef.id }, chef.status === 'active' ? { status: 'suspended', suspendedUntil: until, appealedAt: null } : { suspendedUntil: until });
  },

  async endDue(manager, chefId, now) {
    await reinstate(manager, { id: chefId, suspendedUntil: LessThanOrEqual(now) });
  },

  // The conditional UPDATE claims it: of appeals sent at once one finds it unclaimed.
  async claimAppeal(manager, chefId, at) {
    const { affected } = await manager.update(Chef, { id: chefId, status: 'suspended', appealedAt: IsNull() }, { appealedAt: at });
    return affected === 1;
  },

  async countNoShow(manager, chefId) {
    await manager.increment(Chef, { id: chefId }, 'noShows', 1);
  },
};
