/**
 * The form of a name that case-insensitive search and sorting compare: Unicode lowercase in
 * composed form, so "ÉMILIE", "Émilie" and "émilie" are one key on every engine (SQLite's
 * lower() knows only ASCII, and PostgreSQL's depends on the database's locale).
 */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** The width of a stored key's column: the names' own limit. */
const STORED_KEY_LENGTH = 200;

/**
 * A name's key as stored beside it. Lower case can be longer than the name ("İ" lowers to two
 * characters), and a key is only ever searched and sorted, so what passes its column's width is
 * dropped rather than the name refused; counted in characters, as the column counts them.
 */
export function storedSearchKey(name: string): string {
  const key = searchKey(name);
  return key.length <= STORED_KEY_LENGTH ? key : Array.from(key).slice(0, STORED_KEY_LENGTH).join('');
}

/** The form under which two emails are one address: "Ann@Example.com " is ann@example.com. */
export function emailKey(email: string): string {
  return searchKey(email.trim());
}
