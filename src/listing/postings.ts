/**
 * Postings: per key, the positions of the items that have it, in item order (an inverted index),
 * made at once or in steps with a checkpoint every CHECKPOINT items. The filter groups' values
 * (`index-items.ts`) and the search's dictionary columns (`text-index.ts`) are indexed so.
 */
import { atOnce } from '../core/tasks.js';

/** Indexing comes to a checkpoint after this many items, where a run in slices may pause. */
export const CHECKPOINT = 256;

/** Positions grouped by key: key → positions of the items that have it, in item order. */
export function* postingsSteps(keysOf: (position: number) => Iterable<string>, count: number): Generator<void, Map<string, Uint32Array>> {
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

export function postingsOf(keysOf: (position: number) => Iterable<string>, count: number): Map<string, Uint32Array> {
  return atOnce(postingsSteps(keysOf, count));
}
