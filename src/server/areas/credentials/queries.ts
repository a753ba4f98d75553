/**
 * This area's SQL texts, for any driver's placeholder (core/db/statements.ts compiles them once
 * per driver): a credential's document bytes, in credential_document, which has no entity.
 */
export const credentialDocumentSql = (parameter: (index: number) => string) => ({
  /** The new document in place of any earlier one (SQLite 3.24 and PostgreSQL both have ON CONFLICT). */
  store: `INSERT INTO credential_document ("credentialId", bytes) VALUES (${parameter(0)}, ${parameter(1)})
    ON CONFLICT ("credentialId") DO UPDATE SET bytes = excluded.bytes`,
  read: `SELECT bytes FROM credential_document WHERE "credentialId" = ${parameter(0)}`,
});
