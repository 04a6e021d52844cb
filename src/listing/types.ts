/** The listing engine's configuration and state types. Nothing here names a hub. */

/** `FAILED`: the listing's load could not load (the element's state, never the store's: see `useCardListing`). */
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
  /** The items are what has come so far: calls that follow the first answers are still on their way. */
  filling: boolean;
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

/** What the substring search scans: built on the first search, not before the first results. */
export interface TextIndex {
  /** The scanned search texts of every item, lowercased, each item's followed by ITEM_END. */
  text: string;
  /** Where each item's text starts in `text`. */
  starts: Uint32Array;
  /** Low-cardinality search columns: distinct lowercased text → positions of its items. */
  dictionaries: Array<Map<string, Uint32Array>>;
}

/** A listing's items, indexed once for every recompute (`index-items.ts`). */
export interface ItemIndex<Item> {
  items: readonly Item[];
  /** The search texts' index, made when first needed. */
  textIndex: () => TextIndex;
  /** Scratch space for a recompute's count of the conditions each item passed, reused to spare the allocation. */
  conditionsPassed: Uint8Array;
  /** The filter groups' ids, in the configuration's order. */
  groups: readonly string[];
  /** A group's value → positions of the items that have the value (made on first use; empty for an unknown group). */
  postings: (group: string) => ReadonlyMap<string, Uint32Array>;
  /** Positions of items in sort order, per `key:direction`. */
  orders: Map<string, Uint32Array>;
  /** The range filters' ids. */
  ranges: readonly string[];
  /** A range filter's span of each item: start and end (-Infinity / Infinity when open, NaN when none); made on first use. */
  spans: (range: string) => Spans;
  /** Pinned items (promoted) come first in every order: 1 for a pinned item. */
  pinned: Uint8Array;
  /** A remote search hit's key (URL, node id) → the position of the item it names; made when first needed. */
  keys: () => Map<string, number>;
}

/** A range filter's span of each item (`ItemIndex.spans`). */
export interface Spans {
  starts: Float64Array;
  ends: Float64Array;
}

/** What a recompute applies: the selection, the ranges, the term, a remote search's matches. */
export interface Query {
  selected: Readonly<Record<string, readonly string[]>>;
  ranges: Readonly<Record<string, RangeValue>>;
  search: string;
  /** A remote search's matches in relevance order: they replace the substring search and the order. */
  remote: Uint32Array | null;
}

/** Per group, how many results each value would give if it were chosen too (or alone, in its group). */
export type FacetCounts = Readonly<Record<string, ReadonlyMap<string, number>>>;

/**
 * How a listing counts its facets. A hub that shows counts names `facetCounts` in its declaration
 * (`facets: facetCounts`), rather than the engine importing it, so that a listing without counts
 * loads none of this code.
 */
export type FacetCounter = <Item>(index: ItemIndex<Item>, query: Query) => FacetCounts;

/** A filter group in the page address (`address-sync.ts`): its parameter and how its values are written and read. */
export interface AddressGroup {
  /** The filter group id in the store. */
  group: string;
  /** The query parameter's name. */
  param: string;
  /** A stored value as it appears in the address. */
  encode: (value: string) => string;
  /** An address value to a stored value; null for an unknown one, which is ignored. */
  decode: (text: string) => string | null;
  /**
   * A choice the element's layout offers before the items have loaded (the people hub's unit, in
   * its menu): the store has it from the address from the start (`addressValues`), and the
   * visitor may change it meanwhile. Once the items are in, its value is only checked against the
   * choices, and a choice made meanwhile is written at once.
   */
  early?: boolean;
}

/** A filter choice as the filter panel shows it. */
export interface FilterOption {
  value: string;
  label: string;
  /** In a tree group: the value this choice sits under. */
  parent?: string;
  /** How many results choosing it would give (facet count); not shown when absent. */
  count?: number;
}
export interface FilterGroupView {
  id: string;
  label: string;
  options: readonly FilterOption[];
  /**
   * `checkbox` (default): any number of choices. `radio`: one choice or none, with `allLabel` as
   * the choice of none (the audience filter: all content, public only, community only).
   */
  kind?: 'checkbox' | 'radio' | 'tree';
  allLabel?: string;
}

/** A chosen filter value as a removable pill: its group, value and label. */
export interface Pill {
  group: string;
  value: string;
  label: string;
}
