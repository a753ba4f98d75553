/**
 * The actor's SQL text, written for any driver's placeholder (core/db/statements.ts compiles it
 * once per driver). core/actor.ts runs it; the benchmark's floor (scripts/bench/floor.ts)
 * imports it from here.
 */

/** The member's name, read in the transaction of every booking and order a person makes. */
export const actorSql = (parameter: (index: number) => string) => ({
  actor: `SELECT "firstName", "lastName" FROM member WHERE id = ${parameter(0)} AND "businessId" = ${parameter(1)}`,
});
