/**
 * This module's SQL texts, written for any driver's placeholder (core/db/statements.ts compiles
 * them once per driver). The services run them; the benchmark's floor (scripts/bench/floor.ts)
 * imports them from here, never from a service.
 */

/**
 * The session checks run on every signed-in request, so they are one parameterised statement
 * each rather than find() calls: query building and entity hydration cost more CPU than SQLite
 * running them, and the fixed text hits the query runner's prepared-statement cache. Portable
 * SQL: quoted camelCase identifiers and the driver's own placeholder.
 */
export const sessionSql = (parameter: (index: number) => string) => ({
  business: `SELECT account."sessionVersion" AS "sessionVersion", contact.id AS "contactId", contact."businessId" AS "businessId"
    FROM account INNER JOIN contact ON contact.id = account."contactId" WHERE account.id = ${parameter(0)}`,
  admin: `SELECT id, username, "sessionVersion" FROM admin WHERE id = ${parameter(0)}`,
});
