/**
 * The actor's SQL text, written for any driver's placeholder (core/db/statements.ts compiles it
 * once per driver). core/actor.ts runs it; the benchmark's floor (scripts/bench/floor.ts)
 * imports it from here.
 */

/** The member's name, read in the transaction of every booking and order a person makes; the business still open, in each booking's and order's. */
export const actorSql = (parameter: (index: number) => string) => ({
  actor: `SELECT "firstName", "lastName" FROM member WHERE id = ${parameter(0)} AND "businessId" = ${parameter(1)}`,
  openBusiness: `SELECT id FROM business WHERE id = ${parameter(0)} AND "closedAt" IS NULL`,
  // PostgreSQL: the row read FOR KEY SHARE, which a close's lock for update waits for. The
  // weakest lock that does: the booking's own foreign key takes the same one, so a booking
  // load on one business shares one lock mode on its row rather than two.
  openBusinessShared: `SELECT id FROM business WHERE id = ${parameter(0)} AND "closedAt" IS NULL FOR KEY SHARE`,
});
