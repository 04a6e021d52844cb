/**
 * The React side of a listing's store (the thin adapter over the headless store): a store per
 * element instance and configuration, to which components subscribe for what they render, not the
 * whole store (`useListingState`). The items are loaded into it by `use-card-listing.ts`.
 */
import { useEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import { addressSearch } from './address-sync.js';
import { createListingStore, type ListingStore } from './store.js';
import { own } from '../core/records.js';
import type { ListingConfig, ListingState, Sort } from './types.js';

export function useListingStore<Item, K extends string>(
  config: ListingConfig<Item, K>,
  initial: { search?: string; sort?: Sort<K>; selected?: Record<string, readonly string[]> } = {},
): ListingStore<Item, K> {
  // A new configuration (language, user, clock) is a new listing; the initial query is read once.
  return useMemo(() => createListingStore(config, initial), [config]);
}

/**
 * What a component renders of the listing's state, picked by `select` as an object of some of its
 * fields: the component renders again only when one of those changes (compared one by one), not
 * on every change of the store (a load's items, another component's facet counts).
 */
export function useListingState<Item, K extends string, T extends object>(store: ListingStore<Item, K>, select: (state: ListingState<Item, K>) => T): T {
  const last = useRef<T>(undefined);
  const pick = (state: ListingState<Item, K>) => {
    const next = select(state);
    const kept = last.current;
    return kept && sameFields(kept, next) ? kept : (last.current = next);
  };
  // zustand's useStore is this call, and a useDebugValue that only React's devtools read.
  return useSyncExternalStore(
    store.subscribe,
    () => pick(store.getState()),
    () => pick(store.getInitialState()),
  );
}

/**
 * The same fields with the same values (`Object.is`), as zustand's `useShallow` compares two
 * plain objects: a selection is always an object literal of a few fields, never a Map or an array,
 * so the iterables' comparison that `shallow` carries is left out.
 */
function sameFields(kept: object, next: object): boolean {
  const keys = Object.keys(next);
  return keys.length === Object.keys(kept).length && keys.every((key) => Object.hasOwn(kept, key) && Object.is(own(kept, key), own(next, key)));
}

/** If the address names a search term, the visitor came to search: focuses the input once, on mount. */
export function useAddressSearchFocus(input: RefObject<HTMLInputElement | null>, param = 'search') {
  useEffect(() => {
    if (addressSearch(param)) input.current?.focus();
    // Only the first mount: a later change of the parameter's name is no reason to move focus.
  }, []);
}
