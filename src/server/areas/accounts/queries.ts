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
  /** One row per business the account is an active member of (one row of nulls for none): the cookie names which it acts for. */
  business: `SELECT account."sessionVersion" AS "sessionVersion", member.id AS "memberId", member.role AS role, member."businessId" AS "businessId",
    (SELECT min(contact.id) FROM contact WHERE contact."businessId" = member."businessId") AS "contactId"
    FROM account LEFT JOIN member ON member."accountId" = account.id AND member.status = 'active' WHERE account.id = ${parameter(0)}`,
  admin: `SELECT id, username, "sessionVersion" FROM admin WHERE id = ${parameter(0)}`,
});
