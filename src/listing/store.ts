/**
 * The listing store: a vanilla zustand store per element instance (two listings on one page
 * never share state). Results are derived in the store on each change, once, not in views.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { computeResults, indexItems, sortOrder, type ItemIndex } from './index-items.js';
import type { Direction, ListingConfig, ListingState, Sort } from './types.js';

export interface ListingActions<K extends string> {
  /** The request completed: its items (empty on failure). */
  setItems(items: readonly unknown[]): void;
  toggleFilter(group: string, value: string): void;
  setFilters(selected: Readonly<Record<string, readonly string[]>>): void;
  removeFilter(group: string, value: string): void;
  clearFilters(): void;
  setSearch(text: string): void;
  /** A header click: the same key toggles the direction, a new key sorts ascending. */
  sortBy(key: K): void;
  setSort(sort: Sort<K>): void;
}

export type ListingStore<Item, K extends string = string> = StoreApi<ListingState<Item, K> & ListingActions<K>>;

export function createListingStore<Item, K extends string>(
  config: ListingConfig<Item, K>,
  initial: { selected?: Record<string, readonly string[]>; search?: string; sort?: Sort<K> } = {},
): ListingStore<Item, K> {
  let index: ItemIndex<Item> = indexItems([], config as ListingConfig<Item>);

  function derive(state: Pick<ListingState<Item, K>, 'loaded' | 'selected' | 'search' | 'sort'>) {
    const sortKey = config.sortKeys[state.sort.key];
    const order = sortOrder(index, state.sort.key, sortKey, state.sort.direction, config.language);
    const results = computeResults(index, config.groups, state.selected, state.search, order);
    const status = !state.loaded ? 'LOADING' : results.length === 0 ? 'NO_RESULTS' : 'DONE';
    return { results, status } as const;
  }

  return createStore<ListingState<Item, K> & ListingActions<K>>()((set, get) => {
    /** Applies a change to the query state and re-derives the results in the same update. */
    const update = (change: Partial<Pick<ListingState<Item, K>, 'selected' | 'search' | 'sort' | 'loaded'>>) => {
      const next = { ...get(), ...change };
      set({ ...change, ...derive(next) });
    };
    const setGroup = (group: string, values: readonly string[]) =>
      update({ selected: { ...get().selected, [group]: values } });

    return {
      status: 'LOADING',
      loaded: false,
      items: [],
      selected: initial.selected ?? {},
      search: initial.search ?? '',
      sort: initial.sort ?? config.defaultSort,
      results: [],

      setItems(items) {
        index = indexItems(items as readonly Item[], config as ListingConfig<Item>);
        set({ items: index.items });
        update({ loaded: true });
      },
      toggleFilter(group, value) {
        const current = get().selected[group] ?? [];
        setGroup(group, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
      },
      setFilters(selected) {
        update({ selected: { ...selected } });
      },
      removeFilter(group, value) {
        setGroup(group, (get().selected[group] ?? []).filter((v) => v !== value));
      },
      clearFilters() {
        update({ selected: {} });
      },
      setSearch(text) {
        update({ search: text });
      },
      sortBy(key) {
        const { sort } = get();
        const direction: Direction = sort.key === key && sort.direction === 'asc' ? 'desc' : 'asc';
        update({ sort: { key, direction } });
      },
      setSort(sort) {
        update({ sort });
      },
    };
  });
}
