/**
 * This module's SQL texts, written for any driver's placeholder (core/db/statements.ts compiles
 * them once per driver). The services run them; the benchmark's floor (scripts/bench/bare-server.ts)
 * imports them from here, never from a service, so that it measures the app's own statements.
 */

/** Every booking, new or moved, reads its day's closures: a fixed text, compiled once. */
export const availabilitySql = (parameter: (index: number) => string) => ({
  blocksOn: `SELECT "timeSlot" FROM blocked_slot WHERE date = ${parameter(0)}`,
});
