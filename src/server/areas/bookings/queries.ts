/**
 * This module's SQL texts, written for any driver's placeholder (core/db/statements.ts compiles
 * them once per driver). The services run them; the benchmark's floor (scripts/bench/floor.ts)
 * imports them from here, never from a service.
 */

/**
 * A fixed text, compiled once, for the busiest write: the query builder would build and compile
 * it anew for each booking, then read the row back on SQLite. RETURNING (SQLite 3.35 and
 * PostgreSQL) yields what the database generated, so the booking is whole without a re-read.
 */
export const bookingSql = (parameter: (index: number) => string) => ({
  insert: `INSERT INTO booking ("businessId", status, "serviceType", "bookingDate", "timeSlot", duration, "serviceHours", "serviceDescription", "specialRequests", "seriesId", "createdByMemberId", "createdByName")
    VALUES (${[...Array(12).keys()].map(parameter).join(', ')}) RETURNING id, "feeHours", "createdAt"`,
});
