import { In, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { ChefPayoutAccount } from './entities.js';

/**
 * A chef's payout account (tax details, bank account, Stripe account, balance), read and written
 * only here. A chef has no row until something is first written for them: read, they have
 * given nothing and are owed nothing.
 */

const NOTHING_GIVEN: Omit<ChefPayoutAccount, 'chefId'> = {
  balanceCents: 0,
  legalName: null,
  mailingAddress: null,
  gstNumber: null,
  taxIdCiphertext: null,
  taxIdLastDigits: null,
  bankAccountCiphertext: null,
  bankAccountLastDigits: null,
  stripeAccountId: null,
  payoutsEnabled: false,
  payoutsCheckedAt: null,
};

/** The payout accounts of the chefs named, in one query, one for each (the empty one when a chef has no row). */
export async function payoutAccountsOf(manager: EntityManager, chefIds: readonly number[]): Promise<Map<number, ChefPayoutAccount>> {
  const rows = chefIds.length === 0 ? [] : await manager.findBy(ChefPayoutAccount, { chefId: In([...new Set(chefIds)]) });
  const held = new Map(rows.map((row) => [row.chefId, row]));
  return new Map(chefIds.map((chefId) => [chefId, held.get(chefId) ?? { chefId, ...NOTHING_GIVEN }]));
}

export async function payoutAccountOf(manager: EntityManager, chefId: number): Promise<ChefPayoutAccount> {
  return (await payoutAccountsOf(manager, [chefId])).get(chefId)!;
}

/** The chef's row, made when it is not there yet so that an UPDATE has a row to act on; made twice at once, it is made once. */
export async function openPayoutAccount(manager: EntityManager, chefId: number): Promise<void> {
  await manager.createQueryBuilder().insert().into(ChefPayoutAccount).values({ chefId }).orIgnore().execute();
}

/** Changes the chef's row where `where` (beside the chef) holds, making the row first; how many rows it changed (0 or 1). */
export async function updatePayoutAccount(manager: EntityManager, chefId: number, change: Partial<Omit<ChefPayoutAccount, 'chefId'>>, where: FindOptionsWhere<ChefPayoutAccount> = {}): Promise<number> {
  await openPayoutAccount(manager, chefId);
  return (await manager.update(ChefPayoutAccount, { ...where, chefId }, change)).affected ?? 0;
}
