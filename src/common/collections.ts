/**
 * Items grouped by a key, each group in the items' order (Map.groupBy, which Node 20 lacks).
 * Reads that judge thousands of chefs at once look each chef up here instead of filtering every
 * row for every chef, which grew with the square of the roster.
 */
export function groupBy<T, K>(items: Iterable<T>, keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return groups;
}
