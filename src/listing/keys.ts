/** React keys for lists whose items may repeat a key (or have none). */

/** Row keys made unique: keys from data may repeat or be empty, so repeats get a running number. */
export function uniqueKeys<Item>(rows: readonly Item[], rowKey: (item: Item) => string): string[] {
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const key = rowKey(row);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return `${key}#${n}`;
  });
}
