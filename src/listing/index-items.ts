/**
 * Indexing: everything a recompute needs is worked out once, in contiguous memory, so that a filter or search change is a few linear passes over typed arrays
 * and one native string scan, with no sorting and no pointer chasing through item objects:
 * - the search texts (`text-index.ts`), built on the first search, and the keys remote search
 *   hits name items by, on the first hits, so the first results do not wait;
 * - per filter group, for each value, the positions of the items that have it (inverted index),
 *   made when a query first names the group. A listing with facet counts needs every group's on
 *   its first results, so it makes them while loading, in slices; any other listing's first
 *   results need none unless something is chosen, and making them all would hold the main
 *   thread between a large list's arrival and its first card;
 * - per date range, each item's span, made when a query first sets the range; which items are pinned;
 * - per sort key and direction, the item order (computed on first use, then kept).
 * The postings are `postings.ts`'s; a query's conditions, results and orders, `query-results.ts`'s.
 */
import type { Choice, FilterGroup, ItemIndex, ListingConfig, Query, Spans, TextIndex } from './types.js';
import { canonicalValues } from './choices.js';
import { CHECKPOINT, postingsOf, postingsSteps } from './postings.js';
import { textIndexOf } from './text-index.js';
import { atOnce } from '../core/tasks.js';
import { own } from '../core/records.js';
import { kept } from '../core/kept.js';

export type { ItemIndex, Query, Spans, TextIndex };

/** Per id, a value made on its first use (`made` may hold some already). */
function madeOnUse<T>(made: Map<string, T>, make: (id: string) => T): (id: string) => T {
  return (id) => kept(made, id, make);
}

/** A function's value, worked out on the first call. */
function once<T>(make: () => T): () => T {
  let made: [T] | undefined;
  return () => (made ??= [make()])[0];
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
export function indexItems<Item>(
  items: readonly Item[],
  config: ListingConfig<Item>,
  choices: Readonly<Record<string, readonly Choice[]>> = {},
): ItemIndex<Item> {
  return atOnce(indexSteps(items, config, choices));
}

/** Per tree group, each choice's parent (a choice with a `parent` makes its group a tree). */
function treeOf(choices: readonly Choice[]): ReadonlyMap<string, string> {
  return new Map(choices.filter((c) => c.parent !== undefined && c.parent !== c.value).map((c) => [c.value, c.parent!] as const));
}

/** Indexing as steps with a checkpoint every CHECKPOINT items: `indexItems` runs them at once, a first load in slices (`inSlices`). */
export function* indexSteps<Item>(
  items: readonly Item[],
  config: ListingConfig<Item>,
  choices: Readonly<Record<string, readonly Choice[]>>,
): Generator<void, ItemIndex<Item>> {
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
  return { items, textIndex, conditionsPassed: new Uint8Array(count), groups, postings, orders: new Map(), ranges, spans, pinned, keys };
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
