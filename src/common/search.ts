/**
 * The form of a name that case-insensitive search and sorting compare: Unicode lowercase in
 * composed form, so "ÉMILIE", "Émilie" and "émilie" are one key on every engine (SQLite's
 * lower() knows only ASCII, and PostgreSQL's depends on the database's locale).
 */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}
