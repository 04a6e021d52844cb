/** Calls that take the listing's query (the services categories), headless: pause, latest only, items replaced, query kept. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ServerQuery } from '../../src/listing/hub';
import { followServerQuery, SERVER_QUERY_PAUSE_MS } from '../../src/listing/server-query';
import { createListingStore } from '../../src/listing/store';
import type { ListingConfig } from '../../src/listing/types';
import { loadIntoStore, type Loaded, type ShowPartial } from '../../src/listing/hub-load';

interface Row {
  id: string;
  tag: string;
}
const config: ListingConfig<Row, 'id'> = {
  groups: [{ id: 'tag', values: (r) => [r.tag] }],
  searchText: (r) => [r.id],
  sortKeys: { id: { kind: 'text', value: (r) => r.id } },
  defaultSort: { key: 'id', direction: 'asc' },
};
const rows: Row[] = [
  { id: 'a', tag: 'x' },
  { id: 'b', tag: 'y' },
  { id: 'c', tag: 'x' },
];
const query = { calls: ['list'], params: ({ selected, search }: ServerQuery) => ({ tag: selected.tag, q: search }) };

afterEach(() => vi.useRealTimers());

function setUp(answer: (q: ServerQuery) => Promise<Loaded<Row>>) {
  vi.useFakeTimers();
  const store = createListingStore(config);
  store.getState().setItems(rows);
  const asked: Array<{ query: ServerQuery; signal: AbortSignal }> = [];
  const stop = followServerQuery(store, query, (signal, q) => {
    asked.push({ query: q, signal });
    return answer(q);
  });
  return { store, asked, stop };
}

describe('followServerQuery', () => {
  it('asks again after the pause with the query, replaces the items, keeps the query and still applies it', async () => {
    // A server that ignores the query: the store's own filter still holds.
    const { store, asked } = setUp(async () => ({ items: [...rows, { id: 'd', tag: 'x' }] }));
    store.getState().setFilters({ tag: ['x'] });
    expect(asked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(SERVER_QUERY_PAUSE_MS);
    expect(asked.map((a) => a.query)).toEqual([{ selected: { tag: ['x'] }, search: '' }]);
    expect(store.getState().results.map((r) => r.id)).toEqual(['a', 'c', 'd']);
    expect(store.getState().selected).toEqual({ tag: ['x'] });
    // Its own answer changes nothing the server takes: no second call.
    await vi.advanceTimersByTimeAsync(SERVER_QUERY_PAUSE_MS * 2);
    expect(asked).toHaveLength(1);
  });

  it('asks only for the latest query: a newer one aborts the older, a late answer is dropped', async () => {
    const answers: Array<(loaded: Loaded<Row>) => void> = [];
    const { store, asked } = setUp(() => new Promise((resolve) => answers.push(resolve)));
    store.getState().setFilters({ tag: ['x'] });
    store.getState().setFilters({ tag: ['y'] });
    await vi.advanceTimersByTimeAsync(SERVER_QUERY_PAUSE_MS);
    expect(asked.map((a) => a.query.selected)).toEqual([{ tag: ['y'] }]);
    store.getState().setSearch('b');
    await vi.advanceTimersByTimeAsync(SERVER_QUERY_PAUSE_MS);
    expect(asked).toHaveLength(2);
    expect(asked[0]!.signal.aborted).toBe(true);
    answers[0]!({ items: [{ id: 'stale', tag: 'y' }] });
    answers[1]!({
      items: [
        { id: 'b', tag: 'y' },
        { id: 'bb', tag: 'y' },
      ],
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().items.map((r) => r.id)).toEqual(['b', 'bb']);
  });

  it('asks nothing when the query returns to the one loaded before the pause ends, and stops when told', async () => {
    const { store, asked, stop } = setUp(async () => ({ items: rows }));
    store.getState().setFilters({ tag: ['x'] });
    store.getState().setFilters({});
    await vi.advanceTimersByTimeAsync(SERVER_QUERY_PAUSE_MS * 2);
    expect(asked).toHaveLength(0);
    stop();
    store.getState().setFilters({ tag: ['y'] });
    await vi.advanceTimersByTimeAsync(SERVER_QUERY_PAUSE_MS * 2);
    expect(asked).toHaveLength(0);
  });

  it('a failed call keeps the items there are, the query applied to them (not an empty list)', async () => {
    const { store } = setUp(() => Promise.reject(new Error('network')));
    store.getState().setFilters({ tag: ['x'] });
    await vi.advanceTimersByTimeAsync(SERVER_QUERY_PAUSE_MS);
    expect(store.getState().status).toBe('DONE');
    expect(store.getState().results.map((r) => r.id)).toEqual(['a', 'c']);
  });
  it('waits for the first load to be done: its later answers never replace the query’s items', async () => {
    vi.useFakeTimers();
    const store = createListingStore(config);
    const asked: ServerQuery[] = [];
    followServerQuery(store, query, async (_signal, q) => {
      asked.push(q);
      return { items: [{ id: 'x-from-server', tag: 'x' }] };
    });
    // The first load shows its first answer, then more calls follow before it is done.
    let finish: (loaded: Loaded<Row>) => void = () => {};
    const first = loadIntoStore(
      store,
      (_signal, partial: ShowPartial<Loaded<Row>>) => {
        void partial({ items: rows.slice(0, 1) });
        return new Promise((resolve) => (finish = resolve));
      },
      new AbortController().signal,
    );
    await vi.advanceTimersByTimeAsync(50);
    expect(store.getState().loaded).toBe(true);
    store.getState().setFilters({ tag: ['x'] });
    await vi.advanceTimersByTimeAsync(SERVER_QUERY_PAUSE_MS * 2);
    finish({ items: rows });
    await first;
    await vi.advanceTimersByTimeAsync(SERVER_QUERY_PAUSE_MS);
    expect(asked).toEqual([{ selected: { tag: ['x'] }, search: '' }]);
    expect(store.getState().items.map((r) => r.id)).toEqual(['x-from-server']);
  });
});
