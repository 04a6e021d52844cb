/**
 * Keeps a listing's filters and search in the page address (query parameters): restored once
 * the items have loaded (choices can come from the server), written back with replaceState,
 * debounced, only after loading and only when different. Other parameters and the hash stay.
 */
import { readList, readQuery, writeQuery } from '../core/query-state.js';
import type { ListingStore } from './store.js';

export interface AddressGroup {
  /** The filter group id in the store. */
  group: string;
  /** The query parameter's name. */
  param: string;
  /** A stored value as it appears in the address. */
  encode: (value: string) => string;
  /** An address value to a stored value; null for an unknown one, which is ignored. */
  decode: (text: string) => string | null;
}

export interface AddressSyncOptions {
  groups: readonly AddressGroup[];
  searchParam?: string;
  debounceMs?: number;
}

export const ADDRESS_DEBOUNCE_MS = 250;

/** The search term in the address now (to restore, and to focus the search input). */
export function addressSearch(param = 'search'): string {
  return readQuery().get(param)?.trim() ?? '';
}

/** The filter selection the address names, unknown values dropped. */
export function addressSelection(groups: readonly AddressGroup[]): Record<string, string[]> {
  const params = readQuery();
  const selected: Record<string, string[]> = {};
  for (const { group, param, decode } of groups) {
    const values = readList(params, param)
      .map(decode)
      .filter((v): v is string => v !== null);
    if (values.length) selected[group] = [...new Set(values)];
  }
  return selected;
}

/** Starts syncing; returns the function that stops it. */
export function syncAddress<Item, K extends string>(store: ListingStore<Item, K>, options: AddressSyncOptions): () => void {
  const { groups, searchParam = 'search', debounceMs = ADDRESS_DEBOUNCE_MS } = options;
  const keys = [...groups.map((g) => g.param), searchParam];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const write = () => {
    const { selected, search } = store.getState();
    const values: Record<string, string> = { [searchParam]: search.trim() };
    for (const { group, param, encode } of groups) values[param] = (selected[group] ?? []).map(encode).join(',');
    writeQuery(values, keys);
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (!state.loaded) return;
    if (!previous.loaded) {
      // First load: the address is the source of truth; nothing to write back yet.
      store.getState().setFilters(addressSelection(groups));
      return;
    }
    if (state.selected === previous.selected && state.search === previous.search) return;
    clearTimeout(timer);
    timer = setTimeout(write, debounceMs);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
