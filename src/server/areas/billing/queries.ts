/** This area's SQL texts, for any driver's placeholder (core/db/statements.ts compiles them once per driver). */
export const billingSql = (parameter: (index: number) => string) => ({
  // The counter row's UPDATE waits for any other document of the series and year to commit: numbers never repeat or skip.
  nextDocumentNumber: `UPDATE document_counter SET "lastNumber" = "lastNumber" + 1 WHERE series = ${parameter(0)} AND year = ${parameter(1)} RETURNING "lastNumber"`,
  // A row only for the first delivery of an event; a concurrent one waits on the key, then inserts nothing.
  firstDelivery: `INSERT INTO payment_event (id, type) VALUES (${parameter(0)}, ${parameter(1)}) ON CONFLICT (id) DO NOTHING RETURNING id`,
});
