/**
 * Facet counts: how many results each filter choice would give, worked out from the same index
 * and the same conditions as the results (so a choice with none can be disabled and say so).
 */
import { queryConditions } from './query-results.js';
import type { FacetCounts, ItemIndex, Query } from './types.js';

export type { FacetCounter, FacetCounts } from './types.js';

/**
 * Facet counts: for each group and value, the items that have the value and pass every other
 * condition of the query (`queryConditions`: the other groups, the ranges, the search); a group's
 * own selection does not narrow its counts, since choosing more in a group widens it (OR). An item
 * that fails no condition counts everywhere, one that fails only its group's counts in that group.
 */
export function facetCounts<Item>(index: ItemIndex<Item>, query: Query): FacetCounts {
  const count = index.items.length;
  const fails = new Uint8Array(count);
  /** The one condition an item failed (by its group id), when it failed exactly one. */
  const failedGroup = new Array<string | undefined>(count);
  for (const { group, pass } of queryConditions(index, query)) {
    const passes = new Uint8Array(count);
    pass((position) => (passes[position] = 1));
    for (let position = 0; position < count; position += 1) {
      if (passes[position]) continue;
      fails[position] = Math.min(2, fails[position]! + 1);
      failedGroup[position] = group;
    }
  }
  return Object.fromEntries(
    index.groups.map((group) => {
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
    }),
  );
}
