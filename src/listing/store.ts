/**
 * The listing store: a vanilla zustand store per element instance (two listings on one page
 * never share state). Results are derived in the store on each change, once, not in views.
 *
 * A listing with a remote search (a search cluster) asks it for each new term; until the answer
 * comes, the previous results stay and `searching` is true. A newer term aborts the older request,
 * and an answer for a term no longer current is dropped. A failed remote search falls back to the
 * substring search over the listing's own items. A listing whose calls take the term too loads its
 * items again for it (`server-query.ts`): the results then wait for both answers, so that they
 * change (and the count is announced) once, not first to the search's answer alone.
 */
import { createStore, type StoreApi } from 'zustand/vanilla';
import { indexItems, indexSteps, positionsOfKeys, type ItemIndex } from './index-items.js';
import { computeResults, sortOrder } from './query-results.js';
import { inSlices } from '../core/tasks.js';
import { CHECKPOINT } from './postings.js';
import type { Choice, Direction, ListingConfig, ListingState, RangeValue, Sort } from './types.js';
import { createLatestSearch } from '../core/search/latest.js';
import { own } from '../core/records.js';

export interface ListingActions<K extends string> {
  /**
   * The request completed: its items (empty on failure) and the choices of the filter groups found
   * with them. A choice with a `parent` makes its group a tree: choosing the parent matches it too.
   */
  setItems(items: readonly unknown[], choices?: Readonly<Record<string, readonly Choice[]>>): void;
  /**
   * The same as `setItems`, with the indexing and the current order worked out in slices of a few
   * milliseconds, `pause` awaited between them: thousands of items are then short tasks, not one
   * long one before the first results. A later `setItems` (or `dispose`) supersedes it.
   *
   * Given `later`, the filter groups' positions that the first results did not need are then made
   * one group a task, each after `later`, so that a visitor's first choice finds them made.
   */
  setItemsInSlices(
    items: readonly unknown[],
    choices: Readonly<Record<string, readonly Choice[]>> | undefined,
    pause: () => Promise<void>,
    later?: () => Promise<void>,
  ): Promise<void>;
  toggleFilter(this: void, group: string, value: string): void;
  /** Sets one group's selection (a single-choice group such as the audience). */
  setGroup(this: void, group: string, values: readonly string[]): void;
  setFilters(this: void, selected: Readonly<Record<string, readonly string[]>>): void;
  removeFilter(this: void, group: string, value: string): void;
  clearFilters(this: void): void;
  setRange(this: void, range: string, value: RangeValue): void;
  setRanges(this: void, ranges: Readonly<Record<string, RangeValue>>): void;
  setSearch(this: void, text: string): void;
  /** A header click: the same key toggles the direction, a new key sorts ascending. */
  sortBy(this: void, key: K): void;
  setSort(this: void, sort: Sort<K>): void;
  /** Shows one more page of results. */
  showMore(this: void): void;
  /** Shows this many pages (restoring an address); kept within the pages there are. */
  setPage(this: void, page: number): void;
  /**
   * The items are being loaded again for `term` (a listing whose calls take the query), or no
   * longer (null: that load failed or was dropped): a remote search's answer for the term waits
   * for them.
   */
  itemsComing(this: void, term: string | null): void;
  /** Aborts a remote search in flight (the element went away). */
  dispose(this: void): void;
}

export type ListingStore<Item, K extends string = string> = StoreApi<ListingState<Item, K> & ListingActions<K>>;
type QueryState<K extends string> = Pick<ListingState<unknown, K>, 'loaded' | 'selected' | 'ranges' | 'search' | 'sort'>;

/** The number of pages results fill at a page size (at least 1). */
export function pageCount(results: number, pageSize: number | undefined): number {
  return pageSize ? Math.max(1, Math.ceil(results / pageSize)) : 1;
}

/** The results on the pages shown. */
export function visibleResults<Item>(state: Pick<ListingState<Item>, 'results' | 'page'>, pageSize: number | undefined): readonly Item[] {
  return pageSize ? state.results.slice(0, state.page * pageSize) : state.results;
}

export function createListingStore<Item, K extends string>(
  config: ListingConfig<Item, K>,
  initial: { selected?: Record<string, readonly string[]>; search?: string; sort?: Sort<K> } = {},
): ListingStore<Item, K> {
  let index: ItemIndex<Item> = indexItems([], config as ListingConfig<Item>);
  /**
   * The remote search's answer for a term: the keys it named and their positions in the index, or
   * null when it failed. The keys outlive a reload of the items (a server-filtered listing loads
   * again as its filters change), so the term is not asked for again.
   */
  let remote: { term: string; hits: readonly string[] | null; positions: Uint32Array | null } | null = null;
  /** Pages asked for while a remote search was in flight, applied to its results. */
  let pendingPage = 0;
  /** Counts the loads of items: a sliced load that a later one overtook is dropped. */
  let loads = 0;

  /** The term whose items are being loaded again (`itemsComing`), if any. */
  let itemsFor: string | null = null;

  const termOf = (search: string) => search.trim();
  const awaitingItems = (state: QueryState<K>) => !!config.remoteSearch && itemsFor === termOf(state.search);
  const needsRemote = (state: QueryState<K>) =>
    config.remoteSearch !== undefined && state.loaded && termOf(state.search) !== '' && remote?.term !== termOf(state.search);

  function derive(state: QueryState<K>) {
    const sortKey = config.sortKeys[state.sort.key];
    const order = sortOrder(index, state.sort.key, sortKey, state.sort.direction, config.language);
    const useRemote = config.remoteSearch && remote?.term === termOf(state.search) ? remote.positions : null;
    const query = { selected: state.selected, ranges: state.ranges, search: state.search, remote: useRemote };
    const results = computeResults(index, query, order);
    const status = !state.loaded ? 'LOADING' : results.length === 0 ? 'NO_RESULTS' : 'DONE';
    const counts = config.facets && state.loaded ? config.facets(index, query) : null;
    return { results, status, counts, searching: false } as const;
  }

  return createStore<ListingState<Item, K> & ListingActions<K>>()((set, get) => {
    /**
     * Applies a change to the query state and re-derives the results in the same update; any
     * change but paging goes back to the first page. A term the remote search has not answered
     * yet is asked for, and the results wait for its answer.
     */
    const update = (change: Partial<QueryState<K>>) => {
      pendingPage = 0;
      const next = { ...get(), ...change };
      if (needsRemote(next) || awaitingItems(next)) {
        set({ ...change, page: 1, searching: true });
        if (needsRemote(next)) askRemote(termOf(next.search));
        return;
      }
      set({ ...change, page: 1, ...derive(next) });
    };

    // One request for the latest term only: a newer term aborts the older, a late answer is dropped.
    const remoteSearch =
      config.remoteSearch &&
      createLatestSearch({
        search: config.remoteSearch.search,
        onResult: (term, hits) => {
          if (termOf(get().search) !== term) return;
          remote = { term, hits, positions: hits ? positionsOfKeys(index, hits) : null };
          if (!awaitingItems(get())) showAnswer();
        },
      });
    /** The results of a term whose answers are all in; the pages asked for meanwhile. */
    const showAnswer = () => {
      set({ ...derive(get()) });
      if (pendingPage > 1) get().setPage(pendingPage);
      pendingPage = 0;
    };
    // A filter change while the term's answer is on its way needs no second request.
    const askRemote = (term: string) => remoteSearch?.request(term);

    const setGroup = (group: string, values: readonly string[]) => update({ selected: { ...get().selected, [group]: values } });

    const useIndex = (built: ItemIndex<Item>, choices: Readonly<Record<string, readonly Choice[]>>) => {
      index = built;
      itemsFor = null;
      // Positions of an earlier answer name other items now: found again by the answer's keys.
      if (remote?.hits) remote.positions = positionsOfKeys(index, remote.hits);
      set({ items: index.items, choices });
      update({ loaded: true });
    };

    return {
      status: 'LOADING',
      loaded: false,
      items: [],
      selected: initial.selected ?? {},
      ranges: {},
      search: initial.search ?? '',
      sort: initial.sort ?? config.defaultSort,
      page: 1,
      searching: false,
      filling: false,
      results: [],
      choices: {},
      counts: null,

      setItems(items, choices = {}) {
        loads += 1;
        useIndex(indexItems(items as readonly Item[], config as ListingConfig<Item>, choices), choices);
      },
      async setItemsInSlices(items, choices = {}, pause, later) {
        const load = (loads += 1);
        const built = await inSlices(indexSteps(items as readonly Item[], config as ListingConfig<Item>, choices), pause);
        if (load !== loads) return;
        // The current order in a task of its own too (the first sort of thousands of items; a few
        // items' is no task's worth).
        const { sort } = get();
        const sortKey = config.sortKeys[sort.key];
        if (sortKey) sortOrder(built, sort.key, sortKey, sort.direction, config.language);
        if (items.length > CHECKPOINT) await pause();
        if (load !== loads) return;
        useIndex(built, choices);
        // A listing with facet counts made every group while loading.
        if (!later || config.facets) return;
        void (async () => {
          for (const group of built.groups) {
            await later();
            if (load !== loads) return;
            built.postings(group);
          }
        })();
      },
      toggleFilter(group, value) {
        const current = own(get().selected, group) ?? [];
        setGroup(group, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
      },
      setGroup,
      setFilters(selected) {
        update({ selected: { ...selected } });
      },
      removeFilter(group, value) {
        setGroup(
          group,
          (own(get().selected, group) ?? []).filter((v) => v !== value),
        );
      },
      clearFilters() {
        update({ selected: {}, ranges: {} });
      },
      setRange(range, value) {
        update({ ranges: { ...get().ranges, [range]: value } });
      },
      setRanges(ranges) {
        update({ ranges: { ...ranges } });
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
      showMore() {
        get().setPage(get().page + 1);
      },
      setPage(page) {
        if (get().searching) {
          pendingPage = page;
          return;
        }
        const pages = pageCount(get().results.length, config.pageSize);
        const next = Math.min(Math.max(1, Math.floor(page) || 1), pages);
        if (next !== get().page) set({ page: next });
      },
      itemsComing(term) {
        itemsFor = term && termOf(term);
        if (term === null && get().searching && !needsRemote(get())) showAnswer();
      },
      dispose() {
        loads += 1;
        remoteSearch?.cancel();
      },
    };
  });
}
