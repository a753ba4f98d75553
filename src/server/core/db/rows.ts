/**
 * A stored row as a person's export shows it (DECISIONS.md section 21): its columns as held,
 * without those named in `left` (hashes, tokens, lookup keys). Instants become ISO strings when
 * the answer is sent as JSON.
 */
export function heldRow<Row extends object>(row: Row, left: readonly (keyof Row)[] = []): Record<string, unknown> {
  const kept: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const column of left) delete kept[column as string];
  return kept;
}

/** Each of the rows as held. */
export function heldRows<Row extends object>(rows: Row[], left: readonly (keyof Row)[] = []): Record<string, unknown>[] {
  return rows.map((row) => heldRow(row, left));
}
