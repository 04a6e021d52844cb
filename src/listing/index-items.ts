/**
 * Indexing: everything a recompute needs is worked out once per item when the items arrive, so
 * a filter or search change is one linear pass over precomputed data with no sorting:
 * - each item's search text, lowercased and joined;
 * - each item's values per filter group;
 * - for each sort key and direction, the item order (computed on first use, then kept).
 */
import type { Direction, FilterGroup, ListingConfig, SortKey, SortValue } from './types.js';

export interface ItemIndex<Item> {
  items: readonly Item[];
  haystacks: string[];
  groupValues: Map<string, Array<readonly string[]>>;
  /** Positions of items in sort order, per `key:direction`. */
  orders: Map<string, Uint32Array>;
}

/** Separates the searchable texts so that a query never matches across two of them. */
const FIELD_SEPARATOR = '\u0000';

export function indexItems<Item>(items: readonly Item[], config: ListingConfig<Item>): ItemIndex<Item> {
  const haystacks = items.map((item) =>
    config.searchText(item).filter(Boolean).join(FIELD_SEPARATOR).toLowerCase(),
  );
  const groupValues = new Map<string, Array<readonly string[]>>();
  for (const group of config.groups) groupValues.set(group.id, items.map((item) => group.values(item)));
  return { items, haystacks, groupValues, orders: new Map() };
}

type Normalised = string | number | null;

function normalise(kind: SortKey<unknown>['kind'], value: SortValue): Normalised {
  if (value === null || value === undefined) return null;
  if (kind === 'number' || kind === 'date') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return text === '' ? null : text.toLowerCase();
}

/** The order of items for a sort key and direction: stable, missing values last either way. */
export function sortOrder<Item>(
  index: ItemIndex<Item>,
  key: string,
  sortKey: SortKey<Item>,
  direction: Direction,
  language = 'en',
): Uint32Array {
  const cacheKey = `${key}:${direction}`;
  const cached = index.orders.get(cacheKey);
  if (cached) return cached;
  const values = index.items.map((item) => normalise(sortKey.kind, sortKey.value(item)));
  const collator = new Intl.Collator(language, { numeric: true });
  const sign = direction === 'asc' ? 1 : -1;
  const positions = Array.from(values.keys());
  positions.sort((a, b) => {
    const va = values[a]!;
    const vb = values[b]!;
    if (va === null || vb === null) return va === vb ? a - b : va === null ? 1 : -1;
    const diff = typeof va === 'number' ? va - (vb as number) : collator.compare(va, vb as string);
    return diff === 0 ? a - b : sign * diff;
  });
  const order = Uint32Array.from(positions);
  index.orders.set(cacheKey, order);
  return order;
}

/**
 * The filtered, searched, sorted results: AND across groups, OR within a group; the search is a
 * case-insensitive substring of any search text.
 */
export function computeResults<Item>(
  index: ItemIndex<Item>,
  groups: ReadonlyArray<FilterGroup<Item>>,
  selected: Readonly<Record<string, readonly string[]>>,
  search: string,
  order: Uint32Array,
): Item[] {
  const active: Array<[Array<readonly string[]>, Set<string>]> = [];
  for (const group of groups) {
    const chosen = selected[group.id];
    if (chosen && chosen.length > 0) active.push([index.groupValues.get(group.id)!, new Set(chosen)]);
  }
  const query = search.trim().toLowerCase();
  const { items, haystacks } = index;
  const results: Item[] = [];
  outer: for (let i = 0; i < order.length; i += 1) {
    const position = order[i]!;
    if (query !== '' && !haystacks[position]!.includes(query)) continue;
    for (const [values, chosen] of active) {
      const itemValues = values[position]!;
      let hit = false;
      for (let v = 0; v < itemValues.length; v += 1) {
        if (chosen.has(itemValues[v]!)) {
          hit = true;
          break;
        }
      }
      if (!hit) continue outer;
    }
    results.push(items[position]!);
  }
  return results;
}
