import type { EntityManager } from 'typeorm';
import { NOT_ENOUGH_HOURS } from '../../common/messages.js';
import { AppError } from '../errors.js';
import { LaborBank, LaborTransaction } from '../db/entities/labor.js';

/**
 * The labor bank's arithmetic, used only inside a write transaction. Every change to the
 * bank's hours writes its ledger line in the same transaction, so a business's ledger always
 * sums to its available hours (totalHours - usedHours).
 */

export async function bankOf(manager: EntityManager, businessId: number): Promise<LaborBank> {
  const bank = await manager.findOneBy(LaborBank, { businessId });
  if (!bank) throw new AppError('NOT_FOUND', 'This business has no labor bank');
  return bank;
}

export function availableHours(bank: Pick<LaborBank, 'totalHours' | 'usedHours'>): number {
  return bank.totalHours - bank.usedHours;
}

/**
 * Books `hours` against the bank (negative gives them back), refusing to overdraw it. The
 * check is the UPDATE's own condition, so two processes booking the last hours at once cannot
 * both pass it: the second UPDATE re-reads the row the first one committed and matches nothing.
 */
export async function useHours(
  manager: EntityManager,
  businessId: number,
  hours: number,
  description: string,
  bookingId: number | null,
): Promise<void> {
  if (hours === 0) return;
  const { affected } = await manager
    .createQueryBuilder()
    .update(LaborBank)
    .set({ usedHours: () => '"usedHours" + :hours' })
    .where('"businessId" = :businessId AND "totalHours" - "usedHours" >= :hours', { businessId, hours })
    .execute();
  if (!affected) {
    await bankOf(manager, businessId);
    throw new AppError('CONFLICT', NOT_ENOUGH_HOURS);
  }
  await writeLedgerLine(manager, { businessId, bookingId, description, hours: -hours });
}

/**
 * Nothing reads the new line back, so the INSERT skips TypeORM's reload of its generated id
 * and date: on SQLite, which has no RETURNING for TypeORM, that reload is a second SELECT
 * through the query builder, in every booking's transaction.
 */
function writeLedgerLine(manager: EntityManager, line: Pick<LaborTransaction, 'businessId' | 'bookingId' | 'description' | 'hours'>): Promise<unknown> {
  return manager.createQueryBuilder().insert().into(LaborTransaction).values(line).updateEntity(false).execute();
}

/** Adds purchased, granted or approved hours to the bank (an increment, never a lost update). */
export async function addHours(
  manager: EntityManager,
  businessId: number,
  hours: number,
  description: string,
): Promise<LaborBank> {
  const { affected } = await manager.increment(LaborBank, { businessId }, 'totalHours', hours);
  if (!affected) await bankOf(manager, businessId);
  await writeLedgerLine(manager, { businessId, bookingId: null, description, hours });
  return bankOf(manager, businessId);
}
