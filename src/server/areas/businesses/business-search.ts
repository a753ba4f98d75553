import { searchKey } from '../../../common/search.js';
import { openBusinessesMatching } from './queries.js';

/** The admin search (queries.ts openBusinessesMatching) as a query builder's condition and parameters. */
export function businessSearchCondition(search: string, alias = 'business') {
  return { clause: openBusinessesMatching(Boolean(search), () => ':pattern', alias), parameters: search ? { pattern: businessSearchPattern(search) } : {} };
}

/** The LIKE pattern of a search typed in the admin's search box: `%` and `_` in it are literal characters, not wildcards. */
export function businessSearchPattern(search: string): string {
  return `%${searchKey(search).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The same search for rows that belong to a business (bookings, ledger lines). */
export function ownedByMatchingBusiness(search: string, alias: string) {
  const { clause, parameters } = businessSearchCondition(search, 'owner');
  return { clause: `"${alias}"."businessId" IN (SELECT "owner"."id" FROM business "owner" WHERE ${clause})`, parameters };
}
