/**
 * Keeps a listing's query in the page address (query parameters): filters, date ranges, the
 * search term, the order and the pages shown. Restored once the items have loaded (choices can come from the
 * server), written back with replaceState, debounced, only after loading and only when different.
 * Other parameters and the hash stay.
 */
import { dayEnd, dayStart, isoDay } from '../core/dates.js';
import { joinList, readList, readQuery, writeQuery } from '../core/query-state.js';
import type { ListingStore } from './store.js';
import type { AddressGroup, RangeValue, Sort } from './types.js';
import { own } from '../core/records.js';

export type { AddressGroup };

/** A date range in the address: two calendar days (`YYYY-MM-DD`, site time zone), both optional. */
export interface AddressRange {
  range: string;
  fromParam: string;
  toParam: string;
}

export interface AddressSyncOptions {
  groups: readonly AddressGroup[];
  ranges?: readonly AddressRange[];
  searchParam?: string;
  /** The parameter that carries the pages shown (only written above 1); none when absent. */
  pageParam?: string;
  /**
   * The order, when the listing has more than one: `sort=<key>` (ascending) or `sort=<key>-desc`,
   * left out for the default order; a key it does not know is ignored.
   */
  sort?: { param: string; keys: readonly string[]; default: { key: string; direction: 'asc' | 'desc' } };
  /**
   * Put before every parameter name, so that two listings on one page keep their own query
   * (`news-category=…`, `events-category=…`); '' by default.
   */
  prefix?: string;
  debounceMs?: number;
}

export const ADDRESS_DEBOUNCE_MS = 250;

/** The search term in the address now (to restore, and to focus the search input). */
export function addressSearch(param = 'search'): string {
  return readQuery().get(param)?.trim() ?? '';
}

/** A parameter's values as they are in the address now (a layout's choice, before there are choices to check them against). */
export function addressValues(param: string): string[] {
  return readList(readQuery(), param);
}

/**
 * The filter selection the address names, unknown values dropped; an early group's (`AddressGroup.early`)
 * is the store's `current` one, checked the same way.
 */
export function addressSelection(groups: readonly AddressGroup[], current: Readonly<Record<string, readonly string[]>> = {}): Record<string, string[]> {
  const params = readQuery();
  const selected = groups.map(({ group, param, decode, early }): [string, string[]] => [
    group,
    [...new Set((early ? (own(current, group) ?? []) : readList(params, param)).map(decode).filter((v): v is string => v !== null))],
  ]);
  return Object.fromEntries(selected.filter(([, values]) => values.length > 0));
}

/** The date ranges the address names; a day that is not a date is ignored. */
export function addressRanges(ranges: readonly AddressRange[]): Record<string, RangeValue> {
  const params = readQuery();
  const chosen = ranges.map(
    ({ range, fromParam, toParam }) => [range, { from: dayStart(params.get(fromParam) ?? ''), to: dayEnd(params.get(toParam) ?? '') }] as const,
  );
  return Object.fromEntries(chosen.filter(([, { from, to }]) => from !== null || to !== null));
}

/** The options with the prefix put before every parameter name. */
function withPrefix(options: AddressSyncOptions): AddressSyncOptions {
  const prefix = options.prefix ?? '';
  if (!prefix) return options;
  return {
    ...options,
    groups: options.groups.map((g) => ({ ...g, param: prefix + g.param })),
    ranges: options.ranges?.map((r) => ({ ...r, fromParam: prefix + r.fromParam, toParam: prefix + r.toParam })),
    searchParam: prefix + (options.searchParam ?? 'search'),
    pageParam: options.pageParam && prefix + options.pageParam,
    sort: options.sort && { ...options.sort, param: prefix + options.sort.param },
  };
}

/** An order as the address writes it; '' for the default order. */
export function encodeSort(sort: { key: string; direction: 'asc' | 'desc' }, byDefault: { key: string; direction: 'asc' | 'desc' }): string {
  if (sort.key === byDefault.key && sort.direction === byDefault.direction) return '';
  return sort.direction === 'desc' ? `${sort.key}-desc` : sort.key;
}

/** The order an address value names, among the known keys; null for none or an unknown one. */
export function decodeSort(text: string | null, keys: readonly string[]): { key: string; direction: 'asc' | 'desc' } | null {
  const match = /^(.+?)(-desc)?$/.exec(text?.trim() ?? '');
  return match && keys.includes(match[1]!) ? { key: match[1]!, direction: match[2] ? 'desc' : 'asc' } : null;
}

/** Starts syncing; returns the function that stops it. */
export function syncAddress<Item, K extends string>(store: ListingStore<Item, K>, unprefixed: AddressSyncOptions): () => void {
  const options = withPrefix(unprefixed);
  const { groups, ranges = [], searchParam = 'search', pageParam, sort, debounceMs = ADDRESS_DEBOUNCE_MS } = options;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // Every parameter of the listing, in the order the address writes them (writeQuery's keys are
  // the values' own): the groups', the ranges', the search term's, the page's, the order's.
  const write = () => {
    const { selected, ranges: chosen, search, page, sort: order } = store.getState();
    const values = groups.map(({ group, param, encode }): [string, string] => [param, joinList((own(selected, group) ?? []).map(encode))]);
    for (const { range, fromParam, toParam } of ranges) {
      const value = own(chosen, range);
      values.push([fromParam, value?.from != null ? isoDay(value.from) : ''], [toParam, value?.to != null ? isoDay(value.to) : '']);
    }
    values.push([searchParam, search.trim()]);
    if (pageParam) values.push([pageParam, page > 1 ? String(page) : '']);
    if (sort) values.push([sort.param, encodeSort(order, sort.default)]);
    writeQuery(Object.fromEntries(values));
  };

  const unsubscribe = store.subscribe((state, previous) => {
    if (!state.loaded) return;
    if (!previous.loaded) {
      // First load: the address is the source of truth; nothing to write back yet. Pages last:
      // a filter change goes back to page 1.
      // Only a change is set: each derives the results again, in the task of the first results.
      const actions = store.getState();
      const restored = addressSelection(groups, state.selected);
      const named = (record: object) => Object.keys(record).length > 0;
      if (named(restored) || named(state.selected)) actions.setFilters(restored);
      const chosen = ranges.length ? addressRanges(ranges) : null;
      if (chosen && (named(chosen) || named(state.ranges))) actions.setRanges(chosen);
      const order = sort && decodeSort(readQuery().get(sort.param), sort.keys);
      if (order) actions.setSort(order as Sort<K>);
      const page = pageParam ? Number.parseInt(readQuery().get(pageParam) ?? '', 10) : NaN;
      if (page > 1) actions.setPage(page);
      // A layout's choice made while the items were on their way is not in the address yet.
      if (groups.some((g) => g.early && String(addressValues(g.param)) !== String(own(restored, g.group) ?? []))) write();
      return;
    }
    if (
      state.selected === previous.selected &&
      state.ranges === previous.ranges &&
      state.search === previous.search &&
      state.page === previous.page &&
      state.sort === previous.sort
    )
      return;
    clearTimeout(timer);
    timer = setTimeout(write, debounceMs);
  });
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
