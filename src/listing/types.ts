/** The listing engine's configuration and state types. Nothing here names a hub. */

export type Status = 'LOADING' | 'NO_RESULTS' | 'DONE';
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

export interface ListingConfig<Item, K extends string = string> {
  groups: ReadonlyArray<FilterGroup<Item>>;
  /** The texts the search matches, case-insensitive, as substrings. */
  searchText: (item: Item) => ReadonlyArray<string | null | undefined>;
  sortKeys: Record<K, SortKey<Item>>;
  defaultSort: { key: K; direction: Direction };
  /** The language whose collation orders text. */
  language?: string;
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
  search: string;
  sort: Sort<K>;
  /** Items passing filters and search, in sort order. */
  results: readonly Item[];
}
