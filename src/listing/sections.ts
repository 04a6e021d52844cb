/**
 * Results in sections by a key, such as a service's category (the A–Z indexes' sections by letter
 * are in `letters.ts`). Pure functions over the engine's results (they keep the results' order
 * within a section), so a grouped layout needs no state of its own.
 */

export interface Section<Item> {
  /** The section's key: its letter, or the value it groups by. */
  key: string;
  items: Item[];
}

/**
 * Items in sections by a key (an item with several keys stands in each of them), the sections in
 * the order given (keys not in it follow, in first-seen order); items keep their order.
 */
export function sectionsBy<Item>(items: readonly Item[], keys: (item: Item) => readonly string[], order: readonly string[] = []): Array<Section<Item>> {
  const byKey = new Map<string, Item[]>(order.map((key) => [key, []]));
  for (const item of items) {
    for (const key of new Set(keys(item))) {
      let list = byKey.get(key);
      if (!list) byKey.set(key, (list = []));
      list.push(item);
    }
  }
  return [...byKey].filter(([, list]) => list.length > 0).map(([key, list]) => ({ key, items: list }));
}
