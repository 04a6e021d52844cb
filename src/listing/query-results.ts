/**
 * A query's results over the item index (`index-items.ts`): its conditions, the items that pass
 * them all, and the sort orders they come in. A few linear passes over typed arrays and one native
 * string scan per recompute.
 */
import type { Direction, ItemIndex, Query, SortKey, SortValue } from './types.js';
import { forEachMatch, searchTerm } from './text-index.js';
import { collatorFor, SORT_COLLATION } from '../core/collator.js';
import { own } from '../core/records.js';
import { kept } from '../core/kept.js';

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
export function sortOrder<Item>(index: ItemIndex<Item>, key: string, sortKey: SortKey<Item>, direction: Direction, language = 'en'): Uint32Array {
  return kept(index.orders, `${key}:${direction}`, () =>
    Uint32Array.from(Array.from(index.items.keys()).sort(comparePositions(index, sortKey, direction, language))),
  );
}

/** How two positions of an index compare in a sort key's order (`sortOrder`), as `Array.prototype.sort` takes it: never equal (the earlier first). */
export function comparePositions<Item>(
  index: ItemIndex<Item>,
  sortKey: SortKey<Item>,
  direction: Direction,
  language: string,
): (a: number, b: number) => number {
  const values = index.items.map((item) => normalise(sortKey.kind, sortKey.value(item)));
  // Numbers and dates compare as numbers: no collator to make for them.
  const collator = sortKey.kind === 'number' || sortKey.kind === 'date' ? null : collatorFor(language, SORT_COLLATION);
  const sign = direction === 'asc' ? 1 : -1;
  const { pinned } = index;
  return (a, b) => {
    if (pinned[a] !== pinned[b]) return pinned[b]! - pinned[a]!;
    const va = values[a]!;
    const vb = values[b]!;
    if (va === null || vb === null) return va === vb ? a - b : va === null ? 1 : -1;
    const diff = typeof va === 'number' ? va - (vb as number) : collator!.compare(va, vb as string);
    return diff === 0 ? a - b : sign * diff;
  };
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
        forEachMatch(
          index,
          term,
          (positions) => {
            for (let i = 0; i < positions.length; i += 1) mark(positions[i]!);
          },
          mark,
        ),
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
  const { items, conditionsPassed } = index;
  const conditions = queryConditions(index, query);
  conditionsPassed.fill(0);
  conditions.forEach((condition, passed) =>
    condition.pass((position) => {
      if (conditionsPassed[position] === passed) conditionsPassed[position] = passed + 1;
    }),
  );
  const all = conditions.length;
  // Counted first, so the results array is made at its size instead of growing.
  let count = 0;
  for (let position = 0; position < conditionsPassed.length; position += 1) if (conditionsPassed[position] === all) count += 1;
  const results = new Array<Item>(count);
  const order = query.remote ?? sortedOrder;
  let next = 0;
  for (let i = 0; i < order.length && next < count; i += 1) {
    const position = order[i]!;
    if (conditionsPassed[position] === all) results[next++] = items[position]!;
  }
  return results;
}
