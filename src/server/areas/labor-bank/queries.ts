import { columnsOf } from '../../core/db/statements.js';
import { LaborBank } from '../../core/db/entities/labor.js';

/**
 * This module's SQL texts, written for any driver's placeholder (core/db/statements.ts compiles
 * them once per driver). The services run them; the benchmark's floor (scripts/bench/floor.ts)
 * imports them from here, never from a service.
 */

/** Fixed texts, compiled once: every booking, cancel, move and purchase runs some of them. */
export const ledgerSql = (parameter: (index: number) => string) => {
  const bank = columnsOf(LaborBank);
  return {
    // What is left and the business's alert level come back with the change: a fall below the
    // level is seen without another read.
    useHours: `UPDATE labor_bank SET "usedHours" = "usedHours" + ${parameter(0)}
      WHERE "businessId" = ${parameter(1)} AND "totalHours" - "usedHours" >= ${parameter(2)}
      RETURNING "totalHours" - "usedHours" AS "availableHours", "lowBalanceHours"`,
    // A refund takes bought hours back out of the bank, only while they are still free.
    removeHours: `UPDATE labor_bank SET "totalHours" = "totalHours" - ${parameter(0)}
      WHERE "businessId" = ${parameter(1)} AND "totalHours" - "usedHours" >= ${parameter(2)}
      RETURNING "totalHours" - "usedHours" AS "availableHours", "lowBalanceHours"`,
    // Bought, granted or approved hours in, the bank read back with the change.
    addHours: `UPDATE labor_bank SET "totalHours" = "totalHours" + ${parameter(0)} WHERE "businessId" = ${parameter(1)} RETURNING ${bank}`,
    bank: `SELECT ${bank} FROM labor_bank WHERE "businessId" = ${parameter(0)}`,
    // Nothing reads the new line back: no RETURNING, and no reload of its id and date.
    ledgerLine: `INSERT INTO labor_transaction ("businessId", "bookingId", description, hours) VALUES (${parameter(0)}, ${parameter(1)}, ${parameter(2)}, ${parameter(3)})`,
  };
};
