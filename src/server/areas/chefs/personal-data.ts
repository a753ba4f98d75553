import type { EntityManager } from 'typeorm';
import { Assignment, Offer } from '../../core/db/entities/assignment.js';
import { Chef } from '../../core/db/entities/chef.js';
import { heldRow, heldRows } from '../../core/db/rows.js';
import type { ChefPrincipal, ServiceContext } from '../../core/service-context.js';
import type { ChefExportAnswer } from '../../../common/schemas/answers/chefs.js';
import { Credential } from '../credentials/index.js';
import { ChefLedgerLine, heldPayoutAccount, Payout } from '../payouts/index.js';
import { ReliabilityEvent } from '../reliability/index.js';
import { Rating, Timesheet } from '../after-session/index.js';
import { ChefAvailability, ChefTimeOff } from './entities.js';

/**
 * The chef's row and their payout account as one object, its fields in the order an export has
 * always had them (the payout account's among the chef's, before the timestamps and the masked
 * tax id and bank account), so a chef comparing two exports sees no change but their data.
 */
async function heldChef(manager: EntityManager, chef: Chef): Promise<Record<string, unknown>> {
  const { createdAt, updatedAt, ...profile } = heldRow(chef, ['nameKey', 'emailKey', 'sessionVersion', 'calendarToken']);
  const { taxId, bankAccount, ...payoutAccount } = await heldPayoutAccount(manager, chef.id);
  return { ...profile, ...payoutAccount, createdAt, updatedAt, taxId, bankAccount };
}

/** A chef's own data (DECISIONS.md section 21). */
export function createChefDataService(ctx: ServiceContext) {
  return {
    /**
     * Everything held about the signed-in chef: no session version, calendar token, sealed tax id
     * or sealed bank account (each as the chef is shown it, masked), and their sign-in links left out as tokens.
     */
    exportChef(principal: ChefPrincipal): Promise<ChefExportAnswer> {
      return ctx.db.read(async (manager) => {
        const chefId = principal.chefId;
        const byId = { where: { chefId }, order: { id: 'ASC' as const } };
        const chef = await manager.findOneByOrFail(Chef, { id: chefId });
        return {
          exportedAt: ctx.now().toISOString(),
          chef: await heldChef(manager, chef),
          availability: heldRows(await manager.find(ChefAvailability, { where: { chefId } }), ['chefId']),
          timeOff: heldRows(await manager.find(ChefTimeOff, byId)),
          credentials: heldRows(await manager.find(Credential, byId)),
          assignments: heldRows(await manager.find(Assignment, byId)),
          offers: heldRows(await manager.find(Offer, byId)),
          timesheets: heldRows(await manager.find(Timesheet, { where: { chefId }, order: { bookingId: 'ASC' } })),
          ratings: heldRows(await manager.find(Rating, byId)),
          ledgerLines: heldRows(await manager.find(ChefLedgerLine, byId)),
          payouts: heldRows(await manager.find(Payout, byId)),
          reliabilityEvents: heldRows(await manager.find(ReliabilityEvent, byId)),
        };
      });
    },
  };
}
