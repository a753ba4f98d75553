/**
 * This module's SQL texts, written for any driver's placeholder (core/db/statements.ts compiles
 * them once per driver). The services run them; the benchmark's floor (scripts/bench/bare-server.ts)
 * imports them from here, never from a service, so that it measures the app's own statements.
 */

/** The contact and the email toggle in one read (no settings row: the default, on). */
export const recipientSql = (parameter: (index: number) => string) => ({
  recipient: `SELECT contact.email, contact."firstName", settings."emailNotifications" FROM contact
    LEFT JOIN business_settings settings ON settings."businessId" = contact."businessId" WHERE contact."businessId" = ${parameter(0)} LIMIT 1`,
});
