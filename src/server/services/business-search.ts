/**
 * The admin search (SPEC.md section 5): a case-insensitive substring of the business name or
 * city. One definition serves the table, its count and the CSV exports, so an export always
 * holds exactly the rows the table showed.
 */
export function businessSearchCondition(search: string, alias = 'business') {
  if (!search) return { clause: '1 = 1', parameters: {} };
  // `%` and `_` typed in the search box are literal characters, not wildcards.
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return {
    clause: `(lower(${alias}.businessName) LIKE :pattern ESCAPE '\\' OR lower(${alias}.city) LIKE :pattern ESCAPE '\\')`,
    parameters: { pattern },
  };
}

/** The same search for rows that belong to a business (bookings, ledger lines). */
export function ownedByMatchingBusiness(search: string, alias: string) {
  if (!search) return { clause: '1 = 1', parameters: {} };
  const { clause, parameters } = businessSearchCondition(search, 'owner');
  return { clause: `${alias}.businessId IN (SELECT owner.id FROM business owner WHERE ${clause})`, parameters };
}
