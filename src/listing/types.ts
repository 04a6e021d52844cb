/** The listing engine's configuration and state types. Nothing here names a hub. */
import type { FacetCounter, FacetCounts } from './facets.js';

/** `FAILED`: the listing's load could not load (the element's state, never the store's: see `useListingData`). */
export type Status = 'LOADING' | 'NO_RESULTS' | 'DONE' | 'FAILED';
export type Direction = 'asc' | 'desc';
export type SortValue = string | number | readonly string[] | null;

/**
 * How a sort key compares: text lowercased (in the language's collation), lists joined then
 * lowercased, numbers as numbers, dates (instants) in time order. Missing values sort last.
 */
export type SortKind = 'text' | 'list' | 'number' | 'date';

export interface SortKey<Item> {
  kind: SortKind;
  value: (item: Item) => SortValue;
}

export interface FilterGroup<Item> {
  id: string;
  /** The values an item has in this group; an item matches when it has any selected value. */
  values: (item: Item) => readonly string[];
}

/** A time span an item covers (an event's dates, a news item's day); null ends are open. */
export type Span = readonly [start: number | null, end: number | null];

/** A date range condition: items whose span overlaps the chosen range pass. */
export interface RangeFilter<Item> {
  id: string;
  /** The item's span; null when it has none (it never passes an active range). */
  span: (item: Item) => Span | null;
}

/** A chosen range; a null end is open. */
export interface RangeValue {
  from: number | null;
  to: number | null;
}

/**
 * A search that another service answers (a search cluster): it resolves to the keys of the
 * matching items in relevance order, or null when the service failed (the listing then searches
 * its own items as if there were no service).
 */
export interface RemoteSearch<Item> {
  search: (term: string, signal: AbortSignal) => Promise<readonly string[] | null>;
  /** The keys a hit may name an item by (its URL, its node id). */
  keys: (item: Item) => ReadonlyArray<string | null>;
}

export interface ListingConfig<Item, K extends string = string> {
  groups: ReadonlyArray<FilterGroup<Item>>;
  /** The texts the search matches, case-insensitive, as substrings. */
  searchText: (item: Item) => ReadonlyArray<string | null | undefined>;
  sortKeys: Record<K, SortKey<Item>>;
  defaultSort: { key: K; direction: Direction };
  /** The language whose collation orders text. */
  language?: string;
  /** Items that come first in every sort order (promoted content), keeping that order among them. */
  pinned?: (item: Item) => boolean;
  ranges?: ReadonlyArray<RangeFilter<Item>>;
  /** Results shown per page ('Show more' adds a page); all at once when absent. */
  pageSize?: number;
  remoteSearch?: RemoteSearch<Item>;
  /** Works out facet counts (how many results each choice would give) on every change. */
  facets?: FacetCounter;
}

export interface Sort<K extends string = string> {
  key: K;
  direction: Direction;
}

export interface ListingState<Item, K extends string = string> {
  status: Status;
  /** True once the request completed (even when it failed or brought nothing). */
  loaded: boolean;
  items: readonly Item[];
  /** Selected values per group id. */
  selected: Readonly<Record<string, readonly string[]>>;
  /** Chosen date ranges per range id. */
  ranges: Readonly<Record<string, RangeValue>>;
  search: string;
  sort: Sort<K>;
  /** Pages of results shown (1 and up); any change of the query goes back to 1. */
  page: number;
  /** A remote search for the current term is in flight; the results are still the previous ones. */
  searching: boolean;
  /** Items passing filters and search, in sort order (or in relevance order for a remote search). */
  results: readonly Item[];
  /** The choices of each filter group found at load time (from the items or the server). */
  choices: Readonly<Record<string, readonly Choice[]>>;
  /** Facet counts per group and value, when the configuration asks for them; null before loading. */
  counts: FacetCounts | null;
}

export interface Choice {
  value: string;
  label: string;
  /** In a tree group: the value of the choice this one sits under (choosing that matches this too). */
  parent?: string;
  /**
   * Other texts an item's value may name this choice by (a server's label, the specification's
   * spelling of a key). Every match ignores case and surrounding space.
   */
  spellings?: readonly string[];
}
