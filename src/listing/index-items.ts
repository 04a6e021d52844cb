/**
 * Indexing: everything a recompute needs is worked out once, in contiguous memory, so that a filter or search change is a few linear passes over typed arrays
 * and one native string scan, with no sorting and no pointer chasing through item objects:
 * - the search texts, lowercased, by column (the i-th text of every item). A column with few
 *   distinct values (a field's name, say) becomes a dictionary: each distinct value is tested
 *   once and its items marked through their positions. The other columns go into one string,
 *   with each item's start offset, for one native scan. Built on the first search (and the keys
 *   remote search hits name items by, on the first hits), so the first results do not wait;
 * - per filter group, for each value, the positions of the items that have it (inverted index),
 *   made when a query first names the group. A listing with facet counts needs every group's on
 *   its first results, so it makes them while loading, in slices; any other listing's first
 *   results need none unless something is chosen, and making them all would hold the main
 *   thread between a large list's arrival and its first card;
 * - per date range, each item's span, made when a query first sets the range; which items are pinned;
 * - per sort key and direction, the item order (computed on first use, then kept).
 */
import type { Choice, Direction, FilterGroup, ItemIndex, ListingConfig, Query, Spans, SortKey, SortValue, TextIndex } from './types.js';
import { canonicalValues } from './choices.js';
import { collatorFor, SORT_COLLATION } from '../core/collator.js';
import { atOnce } from '../core/tasks.js';
import { own } from '../core/records.js';

export type { ItemIndex, Query, Spans, TextIndex };

/** Per id, a value made on its first use (`made` may hold some already). */
function madeOnUse<T>(made: Map<string, T>, make: (id: string) => T): (id: string) => T {
  return (id) => {
    if (!made.has(id)) made.set(id, make(id));
    return made.get(id)!;
  };
}

/** A function's value, worked out on the first call. */
function once<T>(make: () => T): () => T {
  let made: [T] | undefined;
  return () => (made ??= [make()])[0];
}

/** Separates one item's searchable texts (a query never matches across two of them). */
const FIELD_END = '\u0000';
/** Ends an item's text. Neither separator can occur in a query: control characters are dropped. */
const ITEM_END = '\u0001';

/** A column becomes a dictionary when it has at most this share of distinct values. */
const DICTIONARY_RATIO = 0.25;

/** Indexing comes to a checkpoint after this many items, where a run in slices may pause. */
const CHECKPOINT = 256;

/** Positions grouped by key: key → positions of the items that have it, in item order. */
function* postingsSteps(keysOf: (position: number) => Iterable<string>, count: number): Generator<void, Map<string, Uint32Array>> {
  const lists = new Map<string, number[]>();
  for (let position = 0; position < count; position += 1) {
    for (const key of keysOf(position)) {
      let list = lists.get(key);
      if (!list) lists.set(key, (list = []));
      if (list[list.length - 1] !== position) list.push(position);
    }
    if (position % CHECKPOINT === CHECKPOINT - 1) yield;
  }
  return new Map([...lists].map(([key, list]) => [key, Uint32Array.from(list)]));
}

function postingsOf(keysOf: (position: number) => Iterable<string>, count: number): Map<string, Uint32Array> {
  return atOnce(postingsSteps(keysOf, count));
}

function textIndexOf<Item>(items: readonly Item[], config: ListingConfig<Item>): TextIndex {
  const columns: string[][] = [];
  items.forEach((item, position) => {
    config.searchText(item).forEach((text, column) => {
      (columns[column] ??= new Array<string>(items.length).fill(''))[position] = (text ?? '').toLowerCase();
    });
  });
  const isDictionary = columns.map((values) => new Set(values).size <= Math.max(1, items.length * DICTIONARY_RATIO));
  const dictionaries = columns
    .filter((_, column) => isDictionary[column])
    .map((values) => postingsOf((position) => (values[position] ? [values[position]] : []), items.length));
  const scanned = columns.filter((_, column) => !isDictionary[column]);

  const starts = new Uint32Array(items.length);
  const parts: string[] = [];
  let offset = 0;
  for (let position = 0; position < items.length; position += 1) {
    const text = scanned.map((values) => values[position]).filter(Boolean).join(FIELD_END) + ITEM_END;
    starts[position] = offset;
    offset += text.length;
    parts.push(text);
  }
  return { text: parts.join(''), starts, dictionaries };
}

/** How deep a tree of choices is followed up from a value (a cycle or a runaway tree stops there). */
export const MAX_TREE_DEPTH = 32;

/** A value with its ancestors (nearest first), for a tree group: choosing a parent matches its descendants. */
export function withAncestors(values: readonly string[], parents: ReadonlyMap<string, string>): string[] {
  const out = new Set<string>();
  for (const value of values) {
    let at: string | undefined = value;
    for (let depth = 0; at !== undefined && depth <= MAX_TREE_DEPTH && !out.has(at); depth += 1) {
      out.add(at);
      at = parents.get(at);
    }
  }
  return [...out];
}

/**
 * Indexes items. `choices` are the groups' choices: an item's values are taken as the choices
 * name them (`canonicalValues`: regardless of case and surrounding space, or by a spelling), and
 * in a tree group (choices with a `parent`) an item counts as having every ancestor of its own
 * values too.
 */
export function indexItems<Item>(items: readonly Item[], config: ListingConfig<Item>, choices: Readonly<Record<string, readonly Choice[]>> = {}): ItemIndex<Item> {
  return atOnce(indexSteps(items, config, choices));
}

/** Per tree group, each choice's parent (a choice with a `parent` makes its group a tree). */
function treeOf(choices: readonly Choice[]): ReadonlyMap<string, string> {
  return new Map(choices.filter((c) => c.parent !== undefined && c.parent !== c.value).map((c) => [c.value, c.parent!] as const));
}

/** Indexing as steps with a checkpoint every CHECKPOINT items: `indexItems` runs them at once, a first load in slices (`inSlices`). */
export function* indexSteps<Item>(items: readonly Item[], config: ListingConfig<Item>, choices: Readonly<Record<string, readonly Choice[]>>): Generator<void, ItemIndex<Item>> {
  const count = items.length;
  const keysOf = ({ id, values }: FilterGroup<Item>) => {
    const known = own(choices, id);
    if (!known?.length) return (position: number) => values(items[position]!);
    const tree = treeOf(known);
    const named = (position: number) => canonicalValues(values(items[position]!), known);
    return tree.size ? (position: number) => withAncestors(named(position), tree) : named;
  };
  const postingsMade = new Map<string, ReadonlyMap<string, Uint32Array>>();
  // Facet counts read every group on the first results: made now, in the load's slices.
  if (config.facets) for (const group of config.groups) postingsMade.set(group.id, yield* postingsSteps(keysOf(group), count));
  const postings = madeOnUse(postingsMade, (id) => {
    const group = config.groups.find((g) => g.id === id);
    return group ? postingsOf(keysOf(group), count) : new Map<string, Uint32Array>();
  });
  const spans = madeOnUse(new Map<string, Spans>(), (id) => {
    // An unknown range's items have no span (NaN never passes).
    const span = config.ranges?.find((r) => r.id === id)?.span ?? (() => null);
    const made = { starts: new Float64Array(count), ends: new Float64Array(count) };
    for (let position = 0; position < count; position += 1) {
      const value = span(items[position]!);
      made.starts[position] = value ? (value[0] ?? -Infinity) : NaN;
      made.ends[position] = value ? (value[1] ?? Infinity) : NaN;
    }
    return made;
  });
  const pinned = new Uint8Array(count);
  if (config.pinned) {
    for (let position = 0; position < count; position += 1) {
      pinned[position] = config.pinned(items[position]!) ? 1 : 0;
      if (position % CHECKPOINT === CHECKPOINT - 1) yield;
    }
  }
  const keys = once(() => {
    const map = new Map<string, number>();
    items.forEach((item, position) => {
      for (const key of config.remoteSearch?.keys(item) ?? []) if (key && !map.has(key)) map.set(key, position);
    });
    return map;
  });
  const textIndex = once(() => textIndexOf(items, config));
  const groups = config.groups.map((g) => g.id);
  const ranges = (config.ranges ?? []).map((r) => r.id);
  return { items, textIndex, conditionsMet: new Uint8Array(count), groups, postings, orders: new Map(), ranges, spans, pinned, keys };
}

/** The positions of the items a remote search's hits name, in hit order, each once. */
export function positionsOfKeys<Item>(index: ItemIndex<Item>, hits: readonly string[]): Uint32Array {
  const seen = new Set<number>();
  for (const key of hits) {
    const position = index.keys().get(key);
    if (position !== undefined) seen.add(position);
  }
  return Uint32Array.from(seen);
}

type Normalised = string | number | null;

function normalise(kind: SortKey<unknown>['kind'], value: SortValue): Normalised {
  if (value === null || value === undefined) return null;
  if (kind === 'number' || kind === 'date') return typeof value === 'number' && Number.isFinite(value) ? value : null;
  const text = Array.isArray(value) ? value.join(', ') : String(value);
  return text === '' ? null : text.toLowerCase();
}

/**
 * The order of items for a sort key and direction: stable, missing values last either way, and
 * pinned items before all others.
 */
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
  // Numbers and dates compare as numbers: no collator to make for them.
  const collator = sortKey.kind === 'number' || sortKey.kind === 'date' ? null : collatorFor(language, SORT_COLLATION);
  const sign = direction === 'asc' ? 1 : -1;
  const positions = Array.from(values.keys());
  const { pinned } = index;
  positions.sort((a, b) => {
    if (pinned[a] !== pinned[b]) return pinned[b]! - pinned[a]!;
    const va = values[a]!;
    const vb = values[b]!;
    if (va === null || vb === null) return va === vb ? a - b : va === null ? 1 : -1;
    const diff = typeof va === 'number' ? va - (vb as number) : collator!.compare(va, vb as string);
    return diff === 0 ? a - b : sign * diff;
  });
  const order = Uint32Array.from(positions);
  index.orders.set(cacheKey, order);
  return order;
}

/** The term as the substring search looks for it: no control characters, trimmed, lowercased. */
// eslint-disable-next-line no-control-regex -- a search term drops the control characters it carries.
export const searchTerm = (search: string) => search.replace(/[\u0000-\u001f]/g, '').trim().toLowerCase();

/**
 * Finds the items whose search texts contain the term: dictionary columns hand over the positions
 * of each matching value at once (`matchedAll`), the scanned text each matching item once, in
 * order (`matched`; an item may also have come through a dictionary).
 */
export function forEachMatch<Item>(index: ItemIndex<Item>, term: string, matchedAll: (positions: Uint32Array) => void, matched: (position: number) => void) {
  const { text, starts, dictionaries } = index.textIndex();
  for (const dictionary of dictionaries) {
    for (const [value, positions] of dictionary) if (value.includes(term)) matchedAll(positions);
  }
  // Matches come in text order, so the item a match falls in is found by walking forward.
  let position = 0;
  let at = text.indexOf(term);
  while (at >= 0) {
    while (position + 1 < starts.length && starts[position + 1]! <= at) position += 1;
    matched(position);
    // One match is enough: go on from the next item's text.
    if (position + 1 >= starts.length) break;
    at = text.indexOf(term, starts[position + 1]);
  }
}

/** A condition of a query: `pass(mark)` marks every item that passes it (an item may be marked twice). */
export interface Condition {
  /** The filter group it is, when it is one. */
  group?: string;
  pass: (mark: (position: number) => void) => void;
}

/**
 * The conditions of a query, in order: each group with a choice (an item passes with any of the
 * chosen values: OR within a group), each date range (an item whose span overlaps it), and the
 * search (a case-insensitive substring of any one search text; for a remote search, the items its
 * hits name). An item is a result when it passes every one (AND across them); facet counts read
 * the same conditions (`facets.ts`).
 */
export function queryConditions<Item>(index: ItemIndex<Item>, query: Query): Condition[] {
  const conditions: Condition[] = [];
  for (const group of index.groups) {
    const chosen = own(query.selected, group);
    if (!chosen || chosen.length === 0) continue;
    const postings = index.postings(group);
    conditions.push({
      group,
      pass: (mark) => {
        for (const value of chosen) {
          const positions = postings.get(value);
          if (positions) for (let i = 0; i < positions.length; i += 1) mark(positions[i]!);
        }
      },
    });
  }
  for (const id of index.ranges) {
    const range = own(query.ranges, id);
    if (!range || (range.from === null && range.to === null)) continue;
    const { starts: from, ends: to } = index.spans(id);
    const low = range.from ?? -Infinity;
    const high = range.to ?? Infinity;
    // Overlap: the item starts before the range ends and ends after it starts (NaN never passes).
    conditions.push({
      pass: (mark) => {
        for (let position = 0; position < from.length; position += 1) if (from[position]! <= high && to[position]! >= low) mark(position);
      },
    });
  }
  const { remote } = query;
  const term = searchTerm(query.search);
  if (remote) {
    conditions.push({
      pass: (mark) => {
        for (let i = 0; i < remote.length; i += 1) mark(remote[i]!);
      },
    });
  } else if (term !== '') {
    conditions.push({
      pass: (mark) =>
        forEachMatch(index, term, (positions) => {
          for (let i = 0; i < positions.length; i += 1) mark(positions[i]!);
        }, mark),
    });
  }
  return conditions;
}

/**
 * The filtered, searched, sorted results: the items that pass every condition of the query
 * (`queryConditions`), in the sort's order (or, for a remote search, the hits' order).
 *
 * Each item's counter says how many conditions it has passed so far; a condition only advances
 * items that passed all the earlier ones, once each, so an item passes when its counter reaches
 * the number of conditions.
 */
export function computeResults<Item>(index: ItemIndex<Item>, query: Query, sortedOrder: Uint32Array): Item[] {
  const { items, conditionsMet } = index;
  const conditions = queryConditions(index, query);
  conditionsMet.fill(0);
  conditions.forEach((condition, passed) =>
    condition.pass((position) => {
      if (conditionsMet[position] === passed) conditionsMet[position] = passed + 1;
    }),
  );
  const all = conditions.length;
  // Counted first, so the results array is made at its size instead of growing.
  let count = 0;
  for (let position = 0; position < conditionsMet.length; position += 1) if (conditionsMet[position] === all) count += 1;
  const results = new Array<Item>(count);
  const order = query.remote ?? sortedOrder;
  let next = 0;
  for (let i = 0; i < order.length && next < count; i += 1) {
    const position = order[i]!;
    if (conditionsMet[position] === all) results[next++] = items[position]!;
  }
  return results;
}
