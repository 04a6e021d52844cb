import { useRef } from 'react';
import type { Sort } from './types.js';

/**
 * Whether the visitor has changed the listing's order since it was shown, and so whether its count
 * line says the order: a sort changes no count, and the count's live region is what a screen reader
 * follows, so without the order in it a sort would be silent. Once changed it stays so, that sorting
 * back to the first order is announced too.
 */
export function useOrderChanged(sort: Sort<string>): boolean {
  const first = useRef(sort);
  const changed = useRef(false);
  if (sort.key !== first.current.key || sort.direction !== first.current.direction) changed.current = true;
  return changed.current;
}
