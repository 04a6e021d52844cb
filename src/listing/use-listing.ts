/**
 * The React side of a listing (the thin adapter over the headless store): a store per element
 * instance and configuration, the items loaded into it once per load function, the address kept in
 * sync from the first load on, and everything stopped when the element goes away. Components
 * subscribe to what they render, not to the whole store (`useListingState`).
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { afterPaint, nextTask } from '../core/tasks.js';
import { useStore } from 'zustand';
import { addressSearch, syncAddress, type AddressSyncOptions } from './address-sync.js';
import { createListingStore, type ListingStore } from './store.js';
import { own } from '../core/records.js';
import type { Choice, ListingConfig, ListingState, Sort } from './types.js';

export interface Loaded<Item> {
  items: readonly Item[];
  /** How the query appears in the address; built from what loaded (choices can come from the server). */
  address?: AddressSyncOptions;
  /** The filter groups' choices found with the items (kept in the store). */
  choices?: Readonly<Record<string, readonly Choice[]>>;
}

export function useListingStore<Item, K extends string>(
  config: ListingConfig<Item, K>,
  initial: { search?: string; sort?: Sort<K>; selected?: Record<string, readonly string[]> } = {},
): ListingStore<Item, K> {
  // A new configuration (language, user, clock) is a new listing; the initial query is read once.
  return useMemo(() => createListingStore(config, initial), [config]);
}

/**
 * Loads the items into the store; `load` must be stable (memoised on what it depends on). The
 * call starts in the commit of the first render, not a frame later (see `use-loaded.ts`). A load
 * that rejects (its main call could not load) is the listing's `failed` state, not an empty list
 * and never an endless 'Loading'; `retry` loads again. It subscribes to none of the store's state.
 * A load may give what is in before it is done (`partial`): the first of those is the listing's
 * first items, each later one (and the load's result) replaces them.
 */
export function useListingData<Item, K extends string>(store: ListingStore<Item, K>, load: (signal: AbortSignal, partial: (loaded: Loaded<Item>) => void) => Promise<Loaded<Item>>) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState<{ store: unknown; load: unknown; attempt: number } | null>(null);
  useLayoutEffect(() => {
    const controller = new AbortController();
    let stopSync = () => {};
    /** The latest items given, and whether the first ones are in the store (then a later one replaces them at once). */
    let latest: Loaded<Item> | null = null;
    let started = false;
    let shown = false;
    const take = async (loaded: Loaded<Item>) => {
      latest = loaded;
      if (shown) return store.getState().setItems(loaded.items, loaded.choices);
      if (started) return;
      started = true;
      // Indexing and the first render are steps of their own, after the items' parsing, and the
      // indexing is itself cut into short tasks.
      await nextTask();
      if (controller.signal.aborted) return;
      const { items, address, choices } = latest;
      if (address) stopSync = syncAddress(store, address);
      shown = true;
      // The filter groups no first result needs are indexed after the first results are painted.
      await store.getState().setItemsInSlices(items, choices, nextTask, afterPaint);
    };
    load(controller.signal, (loaded) => void take(loaded)).then(
      take,
      () => {
        if (!controller.signal.aborted) setFailed({ store, load, attempt });
      },
    );
    return () => {
      controller.abort();
      stopSync();
      store.getState().dispose();
    };
  }, [store, load, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  // A failure of an earlier load (or try) is over while the new one runs.
  return { failed: failed !== null && failed.store === store && failed.load === load && failed.attempt === attempt, retry };
}

/**
 * What a component renders of the listing's state, picked by `select` as an object of some of its
 * fields: the component renders again only when one of those changes (compared one by one), not
 * on every change of the store (a load's items, another component's facet counts).
 */
export function useListingState<Item, K extends string, T extends object>(store: ListingStore<Item, K>, select: (state: ListingState<Item, K>) => T): T {
  const last = useRef<T | null>(null);
  return useStore(store, (state) => {
    const next = select(state);
    const previous = last.current;
    const field = (picked: T, key: string) => own(picked as Record<string, unknown>, key);
    return previous && Object.keys(next).every((key) => Object.is(field(previous, key), field(next, key))) ? previous : (last.current = next);
  });
}

/** If the address names a search term, the visitor came to search: focuses the input once, on mount. */
export function useAddressSearchFocus(input: RefObject<HTMLInputElement | null>, param = 'search') {
  useEffect(() => {
    if (addressSearch(param)) input.current?.focus();
    // Only the first mount: a later change of the parameter's name is no reason to move focus.
  }, []);
}
