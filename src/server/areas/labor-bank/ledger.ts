import type { EntityManager } from 'typeorm';
import { NOT_ENOUGH_HOURS } from '../../../common/messages.js';
import { AppError } from '../../core/errors.js';
import { LaborBank, type LaborTransaction } from '../../core/db/entities/labor.js';
import { returnedRows, sqlStatements } from '../../core/db/statements.js';
import { ledgerSql } from './queries.js';

/**
 * The labor bank's arithmetic, used only inside a write transaction. Every change to the
 * bank's hours writes its ledger line in the same transaction, so a business's ledger always
 * sums to its available hours (totalHours - usedHours).
 */

const ledgerStatements = sqlStatements(ledgerSql);

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
  const updated = await returnedRows(manager, ledgerStatements(manager).useHours, [hours, businessId, hours]);
  if (updated.length === 0) {
    await bankOf(manager, businessId);
    throw new AppError('CONFLICT', NOT_ENOUGH_HOURS);
  }
  await writeLedgerLine(manager, { businessId, bookingId, description, hours: -hours });
}

function writeLedgerLine(manager: EntityManager, line: Pick<LaborTransaction, 'businessId' | 'bookingId' | 'description' | 'hours'>): Promise<unknown> {
  return manager.query(ledgerStatements(manager).ledgerLine, [line.businessId, line.bookingId, line.description, line.hours]);
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
