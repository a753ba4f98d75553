/** This area's SQL texts, for any driver's placeholder (core/db/statements.ts compiles them once per driver). */
export const billingSql = (parameter: (index: number) => string) => ({
  // The counter row's UPDATE waits for any other order of the year to commit: numbers never repeat or skip.
  nextInvoiceNumber: `UPDATE invoice_counter SET "lastNumber" = "lastNumber" + 1 WHERE year = ${parameter(0)} RETURNING "lastNumber"`,
  // A row only for the first delivery of an event; a concurrent one waits on the key, then inserts nothing.
  firstDelivery: `INSERT INTO payment_event (id, type) VALUES (${parameter(0)}, ${parameter(1)}) ON CONFLICT (id) DO NOTHING RETURNING id`,
});
