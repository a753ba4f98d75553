/**
 * This module's SQL texts, written for any driver's placeholder (core/db/statements.ts compiles
 * them once per driver). The services run them; the benchmark's floor (scripts/bench/bare-server.ts)
 * imports them from here, never from a service, so that it measures the app's own statements.
 */

/**
 * Fixed texts: most writes enqueue a job, a booking three, and the query builder would make
 * and compile a new statement for each one.
 */
export const jobSql = (parameter: (index: number) => string) => ({
  insert: `INSERT INTO job (kind, payload, state, "runAt", attempts, "lastError", "jobKey", "leaseUntil", "createdAt", "updatedAt")
    VALUES (${parameter(0)}, ${parameter(1)}, 'queued', ${parameter(2)}, 0, NULL, ${parameter(3)}, NULL, ${parameter(4)}, ${parameter(5)})`,
  unschedule: `DELETE FROM job WHERE "jobKey" = ${parameter(0)} AND state = 'queued'`,
  /** Done jobs last changed before a moment (core/jobs/runner.ts keeps a week of them). */
  pruneDone: `DELETE FROM job WHERE state = 'done' AND "updatedAt" < ${parameter(0)}`,
});
