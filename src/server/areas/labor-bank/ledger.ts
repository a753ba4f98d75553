import type { EntityManager } from 'typeorm';
import { NOT_ENOUGH_HOURS } from '../../../common/messages.js';
import { AppError } from '../../core/errors.js';
import { LaborBank, type LaborTransaction } from '../../core/db/entities/labor.js';
import type { JobQueue } from '../../core/jobs/queue.js';
import { returnedRows, sqlStatements, wholeRowReader } from '../../core/db/statements.js';
import { ledgerSql } from './queries.js';

/**
 * The labor bank's arithmetic, used only inside a write transaction. Every change to the
 * bank's hours writes its ledger line in the same transaction, so a business's ledger always
 * sums to its available hours (totalHours - usedHours).
 */

const ledgerStatements = sqlStatements(ledgerSql);

const noBank = () => new AppError('NOT_FOUND', 'This business has no labor bank');

export async function bankOf(manager: EntityManager, businessId: number): Promise<LaborBank> {
  const [row] = (await manager.query(ledgerStatements(manager).bank, [businessId])) as Record<string, unknown>[];
  if (!row) throw noBank();
  return wholeRowReader(manager, LaborBank)(row);
}

export function availableHours(bank: Pick<LaborBank, 'totalHours' | 'usedHours'>): number {
  return bank.totalHours - bank.usedHours;
}

/** What a bank holds after a change, as the change's UPDATE returns it. */
interface BankAfter {
  availableHours: number;
  lowBalanceHours: number;
}

/**
 * The low-balance email of DECISIONS.md section 12, once per crossing: queued when a change
 * takes the available hours from at least the business's level to below it, so a second
 * booking while already low sends nothing, and a top-up followed by a fall sends again.
 */
async function alertOnCrossing(jobs: JobQueue, manager: EntityManager, businessId: number, hoursTaken: number, after: BankAfter): Promise<void> {
  const crossed = after.availableHours < after.lowBalanceHours && after.availableHours + hoursTaken >= after.lowBalanceHours;
  if (crossed) await jobs.enqueue(manager, 'alertLowBalance', { businessId });
}

/**
 * Books `hours` against the bank (negative gives them back), refusing to overdraw it. The
 * check is the UPDATE's own condition, so two processes booking the last hours at once cannot
 * both pass it: the second UPDATE re-reads the row the first one committed and matches nothing.
 */
export async function useHours(
  jobs: JobQueue,
  manager: EntityManager,
  businessId: number,
  hours: number,
  description: string,
  bookingId: number | null,
): Promise<void> {
  if (hours === 0) return;
  const [after] = await returnedRows<BankAfter>(manager, ledgerStatements(manager).useHours, [hours, businessId, hours]);
  if (!after) {
    await bankOf(manager, businessId);
    throw new AppError('CONFLICT', NOT_ENOUGH_HOURS);
  }
  await writeLedgerLine(manager, { businessId, bookingId, description, hours: -hours });
  await alertOnCrossing(jobs, manager, businessId, hours, after);
}

/**
 * Takes bought hours back out of the bank (a refund): its total falls, and only while the hours
 * are still free, the UPDATE's own condition as in useHours. False, with nothing written, when
 * fewer than `hours` are available.
 */
export async function removeHours(jobs: JobQueue, manager: EntityManager, businessId: number, hours: number, description: string): Promise<boolean> {
  const [after] = await returnedRows<BankAfter>(manager, ledgerStatements(manager).removeHours, [hours, businessId, hours]);
  if (!after) return false;
  await writeLedgerLine(manager, { businessId, bookingId: null, description, hours: -hours });
  await alertOnCrossing(jobs, manager, businessId, hours, after);
  return true;
}

function writeLedgerLine(manager: EntityManager, line: Pick<LaborTransaction, 'businessId' | 'bookingId' | 'description' | 'hours'>): Promise<unknown> {
  return manager.query(ledgerStatements(manager).ledgerLine, [line.businessId, line.bookingId, line.description, line.hours]);
}

/**
 * A new business's bank: holding the `opening` hours from the start, with their ledger line, or
 * empty (a group's new location: complimentary hours come once per registration).
 */
export async function openBank(manager: EntityManager, businessId: number, opening: { hours: number; description: string } | null): Promise<void> {
  await manager.insert(LaborBank, { businessId, totalHours: opening?.hours ?? 0, usedHours: 0 });
  if (opening) await writeLedgerLine(manager, { businessId, bookingId: null, ...opening });
}

/** The level below which the business is emailed (DECISIONS.md section 12). */
export async function setLowBalanceLevel(manager: EntityManager, businessId: number, lowBalanceHours: number): Promise<void> {
  await manager.update(LaborBank, { businessId }, { lowBalanceHours });
}

/** Adds purchased, granted or approved hours to the bank (an increment, never a lost update). */
export async function addHours(
  manager: EntityManager,
  businessId: number,
  hours: number,
  description: string,
): Promise<LaborBank> {
  const [row] = await returnedRows<Record<string, unknown>>(manager, ledgerStatements(manager).addHours, [hours, businessId]);
  if (!row) throw noBank();
  await writeLedgerLine(manager, { businessId, bookingId: null, description, hours });
  return wholeRowReader(manager, LaborBank)(row);
}
