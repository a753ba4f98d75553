import type { EntityManager } from 'typeorm';
import { formatDay } from '../../../common/dates.js';
import { sessionPayCents } from '../../../common/money.js';
import type { ChefLineKind } from '../../../common/schemas/payouts.js';
import { Assignment } from '../../core/db/entities/assignment.js';
import type { Booking } from '../../core/db/entities/booking.js';
import { Business } from '../../core/db/entities/business.js';
import { returnedRows, sqlStatements } from '../../core/db/statements.js';
import { AppError } from '../../core/errors.js';
import { ChefLedgerLine } from './entities.js';
import { chefLedgerSql } from './queries.js';
import { openPayoutAccount } from './account-rows.js';

/**
 * A chef's ledger (DECISIONS.md section 13), written only inside the transaction of what causes
 * each line: a completion, a late cancellation, an adjustment, a payout. The chef's balance
 * moves by the line's amount in the same transaction, and only while it stays at or above zero
 * (the UPDATE's own condition, so two processes cannot both spend the last of it).
 */

export const BALANCE_BELOW_ZERO = "This would take the chef's balance below zero";

const statements = sqlStatements(chefLedgerSql);

/** A session's line also carries its hours and rate; the others leave them out. */
export type NewChefLine = Pick<ChefLedgerLine, 'chefId' | 'kind' | 'amountCents' | 'description' | 'bookingId' | 'payoutId' | 'createdAt'> & Partial<Pick<ChefLedgerLine, 'hours' | 'hourlyRateCents'>>;

/** Writes the line and moves the balance; 409 when the balance would fall below zero. The balance after it. */
export async function writeChefLine(manager: EntityManager, line: NewChefLine): Promise<{ line: ChefLedgerLine; balanceCents: number }> {
  await openPayoutAccount(manager, line.chefId);
  const [chef] = await returnedRows<{ balanceCents: number }>(manager, statements(manager).moveBalance, [line.amountCents, line.chefId, line.amountCents]);
  if (!chef) throw new AppError('CONFLICT', BALANCE_BELOW_ZERO);
  const { identifiers } = await manager.insert(ChefLedgerLine, line);
  return { line: await manager.findOneByOrFail(ChefLedgerLine, { id: identifiers[0]!.id as number }), balanceCents: Number(chef.balanceCents) };
}

const WHAT: Record<Extract<ChefLineKind, 'earning' | 'late-cancel'>, string> = { earning: 'Session', 'late-cancel': 'Late cancellation' };

/**
 * What a booking's chef earns for `hours` of it at the rate of the assignment (recorded when it
 * was made): a completed session's hours, or a late cancellation's fee hours. Nothing without
 * an assigned chef; once per booking and kind (a unique index holds it).
 */
export async function creditBookingEarning(
  manager: EntityManager,
  booking: Pick<Booking, 'id' | 'businessId' | 'bookingDate'>,
  kind: 'earning' | 'late-cancel',
  hours: number,
  now: Date,
): Promise<void> {
  const assignment = await manager.findOneBy(Assignment, { bookingId: booking.id });
  const amountCents = assignment ? sessionPayCents(hours, assignment.hourlyRateCents) : 0;
  if (!assignment || amountCents <= 0) return;
  const business = await manager.findOneByOrFail(Business, { id: booking.businessId });
  await writeChefLine(manager, {
    chefId: assignment.chefId,
    kind,
    amountCents,
    description: `${WHAT[kind]}: ${business.businessName}, ${formatDay(booking.bookingDate)}`,
    hours,
    hourlyRateCents: assignment.hourlyRateCents,
    bookingId: booking.id,
    payoutId: null,
    createdAt: now,
  });
}
