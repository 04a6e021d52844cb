/** The listing engine's features for card listings: pinned items, date ranges, paging, remote search, and the address of ranges and pages. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addressRanges, syncAddress } from '../../src/listing/address-sync';
import { createListingStore, pageCount, visibleResults } from '../../src/listing/store';
import type { ListingConfig } from '../../src/listing/types';

interface Row {
  id: string;
  url: string;
  name: string;
  kind: string;
  start: number | null;
  end: number | null;
  promoted: boolean;
}
const row = (id: string, start: number | null, end: number | null, more: Partial<Row> = {}): Row => ({
  id,
  url: `/r/${id}`,
  name: `item ${id}`,
  kind: 'a',
  start,
  end,
  promoted: false,
  ...more,
});
const rows: Row[] = [
  row('1', 100, 200),
  row('2', 300, 400, { promoted: true }),
  row('3', 500, 600, { kind: 'b' }),
  row('4', null, null, { name: 'no dates' }),
  row('5', 150, 550, { kind: 'b', promoted: true }),
];
const ids = (items: readonly Row[]) => items.map((r) => r.id);

function config(extra: Partial<ListingConfig<Row, 'start' | 'name'>> = {}): ListingConfig<Row, 'start' | 'name'> {
  return {
    groups: [{ id: 'kind', values: (r) => [r.kind] }],
    searchText: (r) => [r.name],
    sortKeys: { start: { kind: 'number', value: (r) => r.start }, name: { kind: 'text', value: (r) => r.name } },
    defaultSort: { key: 'start', direction: 'asc' },
    ranges: [{ id: 'dates', span: (r) => (r.start === null ? null : [r.start, r.end]) }],
    ...extra,
  };
}

afterEach(() => {
  vi.useRealTimers();
  history.replaceState(null, '', '/');
});

describe('pinned items', () => {
  it('come first in every order, keeping that order among themselves', () => {
    const store = createListingStore(config({ pinned: (r) => r.promoted }));
    store.getState().setItems(rows);
    // Pinned 5 (start 150) and 2 (300) by start, then the rest by start, no start last.
    expect(ids(store.getState().results)).toEqual(['5', '2', '1', '3', '4']);
    store.getState().sortBy('start'); // descending
    expect(ids(store.getState().results)).toEqual(['2', '5', '3', '1', '4']);
  });
});

describe('date ranges', () => {
  it('keep items whose span overlaps the range; open ends are unbounded; items without a span drop out', () => {
    const store = createListingStore(config());
    store.getState().setItems(rows);
    store.getState().setRange('dates', { from: 180, to: 320 });
    expect(ids(store.getState().results)).toEqual(['1', '5', '2']);
    store.getState().setRange('dates', { from: 560, to: null });
    expect(ids(store.getState().results)).toEqual(['3']);
    store.getState().setRange('dates', { from: null, to: 120 });
    expect(ids(store.getState().results)).toEqual(['1']);
    store.getState().setRange('dates', { from: null, to: null });
    expect(store.getState().results).toHaveLength(5);
  });

  it('combine with filters (AND)', () => {
    const store = createListingStore(config());
    store.getState().setItems(rows);
    store.getState().toggleFilter('kind', 'b');
    store.getState().setRange('dates', { from: 0, to: 320 });
    expect(ids(store.getState().results)).toEqual(['5']);
    store.getState().clearFilters();
    expect(store.getState().results).toHaveLength(5);
  });
});

describe('paging', () => {
  it('shows a page, adds one on showMore, stops at the last, and goes back to 1 on any query change', () => {
    const store = createListingStore(config({ pageSize: 2 }));
    store.getState().setItems(rows);
    const visible = () => ids(visibleResults(store.getState(), 2));
    expect(visible()).toEqual(['1', '5']);
    store.getState().showMore();
    expect(visible()).toEqual(['1', '5', '2', '3']);
    store.getState().showMore();
    store.getState().showMore();
    expect(store.getState().page).toBe(3);
    expect(visible()).toHaveLength(5);
    store.getState().toggleFilter('kind', 'a');
    expect(store.getState().page).toBe(1);
    store.getState().setPage(99);
    expect(store.getState().page).toBe(pageCount(3, 2));
    store.getState().setPage(-4);
    expect(store.getState().page).toBe(1);
  });
});

describe('remote search', () => {
  const remoteConfig = (search: (term: string, signal: AbortSignal) => Promise<readonly string[] | null>) =>
    config({ remoteSearch: { search, keys: (r) => [r.url, r.id] } });

  it('orders results by the hits, drops hits it has no item for, and keeps filters', async () => {
    const search = vi.fn(async () => ['/r/3', 'unknown', '5', '/r/1']);
    const store = createListingStore(remoteConfig(search));
    store.getState().setItems(rows);
    store.getState().setSearch('anything');
    expect(store.getState().searching).toBe(true);
    await vi.waitFor(() => expect(store.getState().searching).toBe(false));
    expect(ids(store.getState().results)).toEqual(['3', '5', '1']);
    store.getState().toggleFilter('kind', 'b');
    expect(ids(store.getState().results)).toEqual(['3', '5']);
    expect(search).toHaveBeenCalledTimes(1);
    store.getState().setSearch('');
    expect(store.getState().results).toHaveLength(2);
  });

  it('aborts a superseded request and ignores its late answer', async () => {
    const answers: Record<string, (keys: string[]) => void> = {};
    const signals: AbortSignal[] = [];
    const store = createListingStore(
      remoteConfig((term, signal) => {
        signals.push(signal);
        return new Promise((resolve) => (answers[term] = resolve));
      }),
    );
    store.getState().setItems(rows);
    store.getState().setSearch('first');
    store.getState().setSearch('second');
    expect(signals[0]!.aborted).toBe(true);
    answers.second!(['/r/2']);
    await vi.waitFor(() => expect(ids(store.getState().results)).toEqual(['2']));
    answers.first!(['/r/1', '/r/3']);
    await new Promise((r) => setTimeout(r, 0));
    expect(ids(store.getState().results)).toEqual(['2']);
  });

  it('falls back to the substring search when the service fails', async () => {
    const store = createListingStore(remoteConfig(async () => null));
    store.getState().setItems(rows);
    store.getState().setSearch('no dates');
    await vi.waitFor(() => expect(store.getState().searching).toBe(false));
    expect(ids(store.getState().results)).toEqual(['4']);
  });

  it('asks once the items arrive when a term was there from the start (the address)', async () => {
    const search = vi.fn(async () => ['/r/4']);
    const store = createListingStore(remoteConfig(search), { search: 'restored' });
    expect(search).not.toHaveBeenCalled();
    store.getState().setItems(rows);
    await vi.waitFor(() => expect(ids(store.getState().results)).toEqual(['4']));
    expect(search).toHaveBeenCalledWith('restored', expect.any(AbortSignal));
  });

  it('aborts the request in flight on dispose', () => {
    let signal: AbortSignal | undefined;
    const store = createListingStore(remoteConfig((_, s) => ((signal = s), new Promise(() => {}))));
    store.getState().setItems(rows);
    store.getState().setSearch('x');
    store.getState().dispose();
    expect(signal!.aborted).toBe(true);
  });
});

describe('address sync of ranges and pages', () => {
  it('restores days and pages after loading and writes them back as calendar days', async () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/?from=2026-12-01&to=2026-12-31&page=2&keep=1');
    const store = createListingStore(config({ pageSize: 1 }));
    const stop = syncAddress(store, { groups: [], ranges: [{ range: 'dates', fromParam: 'from', toParam: 'to' }], pageParam: 'page' });
    const day = (text: string) => Date.parse(text);
    store
      .getState()
      .setItems([
        row('a', day('2026-12-10T10:00:00Z'), day('2026-12-10T12:00:00Z')),
        row('b', day('2026-12-20T10:00:00Z'), null),
        row('c', day('2027-01-05T10:00:00Z'), null),
      ]);
    expect(ids(store.getState().results)).toEqual(['a', 'b']);
    expect(store.getState().page).toBe(2);
    store.getState().setRange('dates', { from: addressRanges([{ range: 'dates', fromParam: 'from', toParam: 'to' }]).dates!.from, to: null });
    vi.advanceTimersByTime(300);
    expect(Object.fromEntries(new URLSearchParams(location.search))).toEqual({ keep: '1', from: '2026-12-01' });
    store.getState().showMore();
    vi.advanceTimersByTime(300);
    expect(new URLSearchParams(location.search).get('page')).toBe('2');
    stop();
  });

  it('ignores a day that is not a date', () => {
    history.replaceState(null, '', '/?from=tomorrow&to=2026-02-30');
    expect(addressRanges([{ range: 'dates', fromParam: 'from', toParam: 'to' }])).toEqual({});
  });
});
