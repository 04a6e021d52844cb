/**
 * Facet counts: how many results each filter choice would give, worked out from the same index
 * as the results (so a choice with none can be disabled and say so).
 */
import { forEachMatch, searchTerm } from './index-items.js';
import type { FacetCounts, ItemIndex, Query } from './types.js';
import { own } from '../core/records.js';

export type { FacetCounter, FacetCounts } from './types.js';



/**
 * Facet counts: for each group and value, the items that have the value and pass every other
 * condition (the other groups, the ranges, the search); a group's own selection does not narrow
 * its counts, since choosing more in a group widens it (OR). Each condition marks the items it
 * passes; an item that fails none counts everywhere, one that fails only its group's condition
 * counts in that group.
 */
export function facetCounts<Item>(index: ItemIndex<Item>, query: Query): FacetCounts {
  const count = index.items.length;
  const fails = new Uint8Array(count);
  /** The one condition an item failed (by its group id), when it failed exactly one. */
  const failedGroup = new Array<string | undefined>(count);
  const mark = (passes: Uint8Array, group?: string) => {
    for (let position = 0; position < count; position += 1) {
      if (passes[position]) continue;
      fails[position] = Math.min(2, fails[position]! + 1);
      failedGroup[position] = group;
    }
  };
  for (const group of index.groups) {
    const chosen = own(query.selected, group);
    if (!chosen || chosen.length === 0) continue;
    const postings = index.postings(group);
    const passes = new Uint8Array(count);
    for (const value of chosen) for (const position of postings.get(value) ?? []) passes[position] = 1;
    mark(passes, group);
  }
  for (const id of index.ranges) {
    const range = own(query.ranges, id);
    if (!range || (range.from === null && range.to === null)) continue;
    const { starts: from, ends: to } = index.spans(id);
    const low = range.from ?? -Infinity;
    const high = range.to ?? Infinity;
    const passes = new Uint8Array(count);
    for (let position = 0; position < count; position += 1) passes[position] = from[position]! <= high && to[position]! >= low ? 1 : 0;
    mark(passes);
  }
  const term = searchTerm(query.search);
  if (query.remote || term !== '') {
    const passes = new Uint8Array(count);
    if (query.remote) for (const position of query.remote) passes[position] = 1;
    else forEachMatch(index, term, (positions) => positions.forEach((p) => (passes[p] = 1)), (position) => (passes[position] = 1));
    mark(passes);
  }
  return Object.fromEntries(index.groups.map((group) => {
    const byValue = new Map<string, number>();
    for (const [value, positions] of index.postings(group)) {
      let n = 0;
      for (let i = 0; i < positions.length; i += 1) {
        const position = positions[i]!;
        if (fails[position] === 0 || (fails[position] === 1 && failedGroup[position] === group)) n += 1;
      }
      byValue.set(value, n);
    }
    return [group, byValue];
  }));
}
