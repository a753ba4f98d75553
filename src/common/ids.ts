/**
 * Database ids written as text, without zod: the dashboard reads its business id from the path
 * before its first paint, and zod (some 25 KiB gzip) would be loaded for that alone. The API's
 * zod schemas (schemas/fields.ts) are built from the same two constants.
 */

/** A positive database id written as text (a path, a query string, a cursor): at most ten digits, no leading zero. */
export const ID_TEXT = '[1-9][0-9]{0,9}';

/**
 * Ids are `integer` columns, 32 bits on PostgreSQL: a larger value there is a query error
 * rather than "no such row", so it is refused, the same on both engines.
 */
export const MAX_ENTITY_ID = 2_147_483_647;

const ID_PATTERN = new RegExp(`^${ID_TEXT}$`);

/**
 * The id a text names (a route's :businessId, a ?edit= query), or null when it names none: the
 * client's routes and the server's preloads read ids as the API's idParam does.
 */
export function idFrom(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || !ID_PATTERN.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ENTITY_ID ? id : null;
}
