/**
 * How many values one statement binds for an `IN` list at most. SQLite refuses a statement with
 * more than 32,766 bound parameters ("too many SQL variables") and PostgreSQL one with more than
 * 65,535, and a list drawn from the data (a month of bookings, a sweep's jobs) has no bound of
 * its own.
 */
const SLICE = 500;

/**
 * Runs `work` on the values a slice at a time, one after another (all on the caller's manager),
 * and gives back everything the slices gave, in their order.
 */
export async function inSlices<Value, Row>(values: readonly Value[], work: (slice: Value[]) => Promise<Row[] | void>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let start = 0; start < values.length; start += SLICE) {
    const answer = await work(values.slice(start, start + SLICE));
    for (const row of answer ?? []) rows.push(row);
  }
  return rows;
}
