/** The listing store and the page address: a selection read, restored and written back (the store itself: listing-store.test.ts). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createListingStore } from '../../src/listing/store';
import { syncAddress, addressSelection, type AddressGroup } from '../../src/listing/address-sync';
import { config, rows } from './listing-store-rows';
import { dayStart } from '../../src/core/dates';

describe('address sync', () => {
  const groups: AddressGroup[] = [
    { group: 'tags', param: 'tags', encode: (v) => v.toUpperCase(), decode: (t) => (['x', 'y', 'z'].includes(t.toLowerCase()) ? t.toLowerCase() : null) },
    { group: 'kind', param: 'kind', encode: (v) => v, decode: (t) => (['lab', 'studio'].includes(t) ? t : null) },
  ];
  afterEach(() => {
    vi.useRealTimers();
    history.replaceState(null, '', '/');
  });

  it('derives the first results once when the address names no filter and none is chosen', () => {
    history.replaceState(null, '', '/page?other=1');
    const store = createListingStore(config);
    const stop = syncAddress(store, { groups, ranges: [{ range: 'when', fromParam: 'from', toParam: 'to' }] });
    const { selected, ranges } = store.getState();
    let updates = 0;
    const unsubscribe = store.subscribe(() => (updates += 1));
    store.getState().setItems(rows);
    expect(store.getState().selected).toBe(selected);
    expect(store.getState().ranges).toBe(ranges);
    // The items and choices, then the results: nothing set again for an address that names nothing.
    expect(updates).toBe(2);
    expect(store.getState().results.length).toBe(rows.length);
    unsubscribe();
    stop();
  });

  it("writes its parameters in one order whichever changed first, after the page's own", () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/?keep=1');
    const store = createListingStore(config);
    const stop = syncAddress(store, { groups, ranges: [{ range: 'when', fromParam: 'from', toParam: 'to' }], pageParam: 'page' });
    store.getState().setItems(rows);
    store.getState().setSearch('a');
    store.getState().setRange('when', { from: dayStart('2026-01-02'), to: null });
    store.getState().toggleFilter('kind', 'lab');
    store.getState().toggleFilter('tags', 'x');
    vi.advanceTimersByTime(250);
    expect(location.search).toBe('?keep=1&tags=X&kind=lab&from=2026-01-02&search=a');
    stop();
  });

  it('reads the selection from the address, ignoring unknown values', () => {
    history.replaceState(null, '', '/?tags=X,q,Z&kind=museum&other=1');
    expect(addressSelection(groups)).toEqual({ tags: ['x', 'z'] });
  });

  it('restores on load and writes back debounced, only after loading, only when different', () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/page?kind=lab&keep=1#h');
    const store = createListingStore(config, { search: 'alp' });
    const replace = vi.spyOn(history, 'replaceState');
    const stop = syncAddress(store, { groups });
    store.getState().toggleFilter('tags', 'x');
    vi.advanceTimersByTime(1000);
    expect(replace).not.toHaveBeenCalled();

    store.getState().setItems(rows);
    expect(store.getState().selected).toEqual({ kind: ['lab'] });
    expect(store.getState().search).toBe('alp');

    store.getState().toggleFilter('tags', 'y');
    store.getState().toggleFilter('tags', 'z');
    vi.advanceTimersByTime(249);
    const writes = replace.mock.calls.length;
    vi.advanceTimersByTime(1);
    expect(replace.mock.calls.length).toBe(writes + 1);
    const params = new URLSearchParams(location.search);
    expect(params.get('tags')).toBe('Y,Z');
    expect(params.get('kind')).toBe('lab');
    expect(params.get('search')).toBe('alp');
    expect(params.get('keep')).toBe('1');
    expect(location.hash).toBe('#h');

    store.getState().removeFilter('tags', 'y');
    store.getState().toggleFilter('tags', 'y');
    const before = replace.mock.calls.length;
    vi.advanceTimersByTime(300);
    // Same selection in another order is a different value; same value writes nothing.
    store.getState().setFilters({ ...store.getState().selected });
    vi.advanceTimersByTime(300);
    expect(replace.mock.calls.length - before).toBeLessThanOrEqual(1);
    stop();
    replace.mockRestore();
  });

  it("keeps a layout's early group as the store has it, checks it on load, and writes a choice made meanwhile at once", () => {
    vi.useFakeTimers();
    const early: AddressGroup[] = [{ ...groups[1]!, early: true }];
    // The store starts with the address's value, before there are choices to check it against.
    history.replaceState(null, '', '/?kind=lab&keep=1');
    const waited = createListingStore(config, { selected: { kind: ['lab'] } });
    syncAddress(waited, { groups: early });
    waited.getState().setItems(rows);
    expect(waited.getState().selected).toEqual({ kind: ['lab'] });
    expect(location.search).toBe('?kind=lab&keep=1');
    // Chosen while the items were on their way: that choice stands, and is in the address with the items.
    const chosen = createListingStore(config, { selected: { kind: ['lab'] } });
    syncAddress(chosen, { groups: early });
    chosen.getState().setGroup('kind', ['studio']);
    chosen.getState().setItems(rows);
    expect(chosen.getState().selected).toEqual({ kind: ['studio'] });
    expect(location.search).toBe('?keep=1&kind=studio');
    // A value that names no choice is dropped, and so from the address.
    history.replaceState(null, '', '/?kind=museum');
    const unknown = createListingStore(config, { selected: { kind: ['museum'] } });
    syncAddress(unknown, { groups: early });
    unknown.getState().setItems(rows);
    expect(unknown.getState().selected).toEqual({});
    expect(location.search).toBe('');
  });

  it('drops empty parameters from the address', () => {
    vi.useFakeTimers();
    history.replaceState(null, '', '/?kind=lab&search=x');
    const store = createListingStore(config, { search: 'x' });
    syncAddress(store, { groups });
    store.getState().setItems(rows);
    store.getState().clearFilters();
    store.getState().setSearch('');
    vi.advanceTimersByTime(300);
    expect(location.search).toBe('');
  });
});
