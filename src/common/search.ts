/**
 * The form of a name that case-insensitive search and sorting compare: Unicode lowercase in
 * composed form, so "ÉMILIE", "Émilie" and "émilie" are one key on every engine (SQLite's
 * lower() knows only ASCII, and PostgreSQL's depends on the database's locale).
 */
export function searchKey(text: string): string {
  return text.normalize('NFC').toLowerCase();
}

/** The form under which two emails are one address: "Ann@Example.com " is ann@example.com. */
export function emailKey(email: string): string {
  return searchKey(email.trim());
}
