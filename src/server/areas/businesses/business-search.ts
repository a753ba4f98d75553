import { searchKey } from '../../../common/search.js';

/**
 * The admin search (SPEC.md section 5): a case-insensitive substring of the business name or
 * city, compared on the stored search keys (src/common/search.ts), among the open businesses
 * only (a deleted business is closed and hidden, DECISIONS.md section 24). One definition
 * serves the table, its count and the CSV exports, so an export always holds exactly the rows
 * the table showed.
 */
export function businessSearchCondition(search: string, alias = 'business') {
  const open = `"${alias}"."closedAt" IS NULL`;
  if (!search) return { clause: open, parameters: {} };
  // `%` and `_` typed in the search box are literal characters, not wildcards.
  const pattern = `%${searchKey(search).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return {
    clause: `${open} AND ("${alias}"."businessNameKey" LIKE :pattern ESCAPE '\\' OR "${alias}"."cityKey" LIKE :pattern ESCAPE '\\')`,
    parameters: { pattern },
  };
}

/** The same search for rows that belong to a business (bookings, ledger lines). */
export function ownedByMatchingBusiness(search: string, alias: string) {
  const { clause, parameters } = businessSearchCondition(search, 'owner');
  return { clause: `"${alias}"."businessId" IN (SELECT "owner"."id" FROM business "owner" WHERE ${clause})`, parameters };
}
