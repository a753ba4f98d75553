/**
 * This module's SQL texts, written for any driver's placeholder (core/db/statements.ts compiles
 * them once per driver). The services run them; the benchmark's floor (scripts/bench/bare-server.ts)
 * imports them from here, never from a service, so that it measures the app's own statements.
 */

/** Fixed texts, compiled once: every booking, cancel and move runs both. */
export const ledgerSql = (parameter: (index: number) => string) => ({
  // What is left and the business's alert level come back with the change: a fall below the
  // level is seen without another read.
  useHours: `UPDATE labor_bank SET "usedHours" = "usedHours" + ${parameter(0)}
    WHERE "businessId" = ${parameter(1)} AND "totalHours" - "usedHours" >= ${parameter(2)}
    RETURNING "totalHours" - "usedHours" AS "availableHours", "lowBalanceHours"`,
  // A refund takes bought hours back out of the bank, only while they are still free.
  removeHours: `UPDATE labor_bank SET "totalHours" = "totalHours" - ${parameter(0)}
    WHERE "businessId" = ${parameter(1)} AND "totalHours" - "usedHours" >= ${parameter(2)}
    RETURNING "totalHours" - "usedHours" AS "availableHours", "lowBalanceHours"`,
  // Nothing reads the new line back: no RETURNING, and no reload of its id and date.
  ledgerLine: `INSERT INTO labor_transaction ("businessId", "bookingId", description, hours) VALUES (${parameter(0)}, ${parameter(1)}, ${parameter(2)}, ${parameter(3)})`,
});
