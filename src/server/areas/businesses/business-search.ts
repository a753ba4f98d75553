import { searchKey } from '../../../common/search.js';

/**
 * The admin search (SPEC.md section 5): a case-insensitive substring of the business name or
 * city, compared on the stored search keys (src/common/search.ts). One definition serves the
 * table, its count and the CSV exports, so an export always holds exactly the rows the table
 * showed.
 */
export function businessSearchCondition(search: string, alias = 'business') {
  if (!search) return { clause: '1 = 1', parameters: {} };
  // `%` and `_` typed in the search box are literal characters, not wildcards.
  const pattern = `%${searchKey(search).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return {
    clause: `("${alias}"."businessNameKey" LIKE :pattern ESCAPE '\\' OR "${alias}"."cityKey" LIKE :pattern ESCAPE '\\')`,
    parameters: { pattern },
  };
}

/** The same search for rows that belong to a business (bookings, ledger lines). */
export function ownedByMatchingBusiness(search: string, alias: string) {
  if (!search) return { clause: '1 = 1', parameters: {} };
  const { clause, parameters } = businessSearchCondition(search, 'owner');
  return { clause: `"${alias}"."businessId" IN (SELECT "owner"."id" FROM business "owner" WHERE ${clause})`, parameters };
}
