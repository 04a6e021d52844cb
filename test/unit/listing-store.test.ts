import { afterEach, describe, expect, it, vi } from 'vitest';
import { createListingStore } from '../../src/listing/store';
import { canonicalValues, fold } from '../../src/listing/choices';
import { facetCounts } from '../../src/listing/facets';
import { type Row, config, rows, ids } from './listing-store-rows';

describe('listing store', () => {
  it('is LOADING until the items arrive, then DONE, or NO_RESULTS when nothing is left', () => {
    const store = createListingStore(config);
    expect(store.getState().status).toBe('LOADING');
    store.getState().setItems(rows);
    expect(store.getState().status).toBe('DONE');
    store.getState().setSearch('nothing matches this');
    expect(store.getState().status).toBe('NO_RESULTS');
  });

  it('is NO_RESULTS, not LOADING, when the request completed with no items', () => {
    const store = createListingStore(config);
    store.getState().setItems([]);
    expect(store.getState()).toMatchObject({ status: 'NO_RESULTS', loaded: true });
  });

  it('gives two stores separate state', () => {
    const a = createListingStore(config);
    const b = createListingStore(config);
    a.getState().setItems(rows);
    a.getState().toggleFilter('kind', 'lab');
    expect(b.getState().items).toEqual([]);
    expect(b.getState().selected).toEqual({});
  });

  it('filters with OR inside a group and AND across groups', () => {
    const store = createListingStore(config);
    store.getState().setItems(rows);
    store.getState().toggleFilter('tags', 'x');
    expect(ids(store.getState().results).sort()).toEqual(['1', '2']);
    store.getState().toggleFilter('tags', 'z');
    expect(ids(store.getState().results).sort()).toEqual(['1', '2', '4']);
    store.getState().toggleFilter('kind', 'lab');
    expect(ids(store.getState().results).sort()).toEqual(['1', '4']);
    store.getState().removeFilter('tags', 'x');
    store.getState().removeFilter('tags', 'z');
    expect(ids(store.getState().results).sort()).toEqual(['1', '3', '4']);
    store.getState().clearFilters();
    expect(store.getState().results).toHaveLength(4);
  });

  it('searches case-insensitively for substrings of the configured texts', () => {
    const store = createListingStore(config);
    store.getState().setItems(rows);
    store.getState().setSearch('ALPH');
    expect(ids(store.getState().results)).toEqual(['2', '4']);
    store.getState().setSearch('  stud ');
    expect(ids(store.getState().results)).toEqual(['2']);
    store.getState().setSearch('');
    expect(store.getState().results).toHaveLength(4);
  });

  it('never matches a search across two texts', () => {
    const store = createListingStore(config);
    store.getState().setItems(rows);
    store.getState().setSearch('betalab');
    expect(store.getState().results).toHaveLength(0);
  });

  it('sorts text lowercased with stable ties, and toggles on the same key', () => {
    const store = createListingStore(config);
    store.getState().setItems(rows);
    expect(ids(store.getState().results)).toEqual(['2', '4', '1', '3']);
    store.getState().sortBy('name');
    expect(store.getState().sort).toEqual({ key: 'name', direction: 'desc' });
    expect(ids(store.getState().results)).toEqual(['3', '1', '2', '4']);
    store.getState().sortBy('name');
    expect(store.getState().sort.direction).toBe('asc');
  });

  it('sorts a new key ascending; numbers as numbers, missing values last either way', () => {
    const store = createListingStore(config);
    store.getState().setItems(rows);
    store.getState().sortBy('size');
    expect(store.getState().sort).toEqual({ key: 'size', direction: 'asc' });
    expect(ids(store.getState().results)).toEqual(['2', '4', '1', '3']);
    store.getState().sortBy('size');
    expect(ids(store.getState().results)).toEqual(['1', '2', '4', '3']);
  });

  it('sorts dates in time order and lists on their joined lowercased values', () => {
    const store = createListingStore(config);
    store.getState().setItems(rows);
    store.getState().sortBy('when');
    expect(ids(store.getState().results)).toEqual(['3', '4', '1', '2']);
    store.getState().sortBy('tags');
    // 'x' < 'y, x' < 'z'; the empty list sorts last.
    expect(ids(store.getState().results)).toEqual(['1', '2', '4', '3']);
  });

  it('orders numbers numerically, not as text', () => {
    const store = createListingStore(config);
    store.getState().setItems([
      { ...rows[0]!, id: 'a', size: 9 },
      { ...rows[0]!, id: 'b', size: 10 },
      { ...rows[0]!, id: 'c', size: 100 },
    ]);
    store.getState().sortBy('size');
    expect(ids(store.getState().results)).toEqual(['a', 'b', 'c']);
  });

  it('keeps a selected value that matches nothing', () => {
    const store = createListingStore(config);
    store.getState().setItems(rows);
    store.getState().toggleFilter('kind', 'museum');
    expect(store.getState().selected.kind).toEqual(['museum']);
    expect(store.getState().status).toBe('NO_RESULTS');
  });
});

describe('loading items in slices', () => {
  afterEach(() => vi.restoreAllMocks());
  const many: Row[] = Array.from({ length: 2000 }, (_, i) => ({
    id: String(i),
    name: `row ${(i * 7919) % 2000}`,
    tags: i % 3 ? ['x'] : ['y', 'z'],
    kind: i % 2 ? 'lab' : 'studio',
    size: i % 5 ? i : null,
    when: i * 10,
  }));

  it('indexes as setItems does, pausing between slices, and shows the same results', async () => {
    let clock = 0;
    // Every reading of the clock is a millisecond later: the run pauses at most checkpoints.
    vi.spyOn(performance, 'now').mockImplementation(() => (clock += 1));
    // With facet counts, every group's positions are made while loading (in slices).
    const withFacets = { ...config, facets: facetCounts };
    const sliced = createListingStore(withFacets, { selected: { kind: ['lab'] } });
    const atOnce = createListingStore(withFacets, { selected: { kind: ['lab'] } });
    let pauses = 0;
    const later = vi.fn(async () => {});
    const done = sliced.getState().setItemsInSlices(
      many,
      {},
      async () => {
        pauses += 1;
        // Still loading between slices: no half-indexed results are shown.
        expect(sliced.getState()).toMatchObject({ status: 'LOADING', loaded: false, results: [] });
      },
      later,
    );
    await done;
    atOnce.getState().setItems(many);
    expect(pauses).toBeGreaterThan(1);
    // Nothing is left for the tasks after the first results.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later).not.toHaveBeenCalled();
    expect(ids(sliced.getState().results)).toEqual(ids(atOnce.getState().results));
    expect(sliced.getState().results).toHaveLength(1000);
    for (const store of [sliced, atOnce]) store.getState().sortBy('size');
    expect(ids(sliced.getState().results)).toEqual(ids(atOnce.getState().results));
  });

  it('without facet counts, reads no group or range for the first results; a choice or the tasks after them do', async () => {
    const read = { tags: 0, kind: 0, when: 0 };
    const whenSpan = (r: Row): [number, number] | null => (r.when === null ? null : [r.when, r.when]);
    const counted: typeof config = {
      ...config,
      groups: [
        { id: 'tags', values: (r) => (read.tags++, r.tags) },
        { id: 'kind', values: (r) => (read.kind++, [r.kind]) },
      ],
      ranges: [{ id: 'when', span: (r) => (read.when++, whenSpan(r)) }],
    };
    const lazy = createListingStore(counted);
    const eager = createListingStore({ ...config, ranges: [{ id: 'when', span: whenSpan }], facets: facetCounts });
    let laters = 0;
    let release = () => {};
    const later = () => new Promise<void>((resolve) => ((laters += 1), (release = resolve)));
    await lazy.getState().setItemsInSlices(many, {}, async () => {}, later);
    eager.getState().setItems(many);
    // The first results (nothing chosen) read no group and no range.
    expect(read).toEqual({ tags: 0, kind: 0, when: 0 });
    expect(lazy.getState()).toMatchObject({ status: 'DONE', loaded: true });
    expect(ids(lazy.getState().results)).toEqual(ids(eager.getState().results));
    // A choice reads its group at once, a range its spans.
    for (const store of [lazy, eager]) store.getState().toggleFilter('kind', 'lab');
    expect(read).toEqual({ tags: 0, kind: many.length, when: 0 });
    for (const store of [lazy, eager]) store.getState().setRange('when', { from: 5000, to: 8000 });
    expect(read).toEqual({ tags: 0, kind: many.length, when: many.length });
    expect(lazy.getState().results.length).toBe(150);
    expect(ids(lazy.getState().results)).toEqual(ids(eager.getState().results));
    // The tasks after the first results make the other groups, one a task, each once.
    expect(laters).toBe(1);
    release();
    await vi.waitFor(() => expect(laters).toBe(2));
    expect(read).toEqual({ tags: many.length, kind: many.length, when: many.length });
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read).toEqual({ tags: many.length, kind: many.length, when: many.length });
    for (const store of [lazy, eager]) store.getState().toggleFilter('tags', 'y');
    expect(read.tags).toBe(many.length);
    expect(ids(lazy.getState().results)).toEqual(ids(eager.getState().results));
  });

  it('stops making groups after the first results once a later load or the element going away overtook it', async () => {
    const read = { kind: 0 };
    const counted: typeof config = { ...config, groups: [{ id: 'kind', values: (r) => (read.kind++, [r.kind]) }] };
    const store = createListingStore(counted);
    let release = () => {};
    await store.getState().setItemsInSlices(
      many,
      {},
      async () => {},
      () => new Promise<void>((resolve) => (release = resolve)),
    );
    store.getState().dispose();
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read.kind).toBe(0);
  });

  it('drops a sliced load that a later setItems or the element going away overtook', async () => {
    const store = createListingStore(config);
    let release = () => {};
    const pause = () => new Promise<void>((resolve) => (release = resolve));
    const slow = store.getState().setItemsInSlices(many, {}, pause);
    store.getState().setItems(rows);
    release();
    await slow;
    expect(ids(store.getState().items)).toEqual(ids(rows));

    const gone = createListingStore(config);
    const late = gone.getState().setItemsInSlices(rows, {}, pause);
    gone.getState().dispose();
    release();
    await late;
    expect(gone.getState()).toMatchObject({ loaded: false, items: [] });
  });
});

describe('fold (kept per text)', () => {
  it('gives each text its own fold, composed alike, past the bound that frees what it keeps', () => {
    const decomposed = 'E\u0301cole ';
    for (let round = 0; round < 2; round += 1) {
      expect(fold(decomposed)).toBe('\u00e9cole');
      expect(fold(' ÉCOLE')).toBe('\u00e9cole');
      expect(fold('Ecole')).toBe('ecole');
    }
    // More distinct texts than are kept: each still folds to its own.
    for (let n = 0; n < 10_050; n += 1) expect(fold(` Value ${n} `)).toBe(`value ${n}`);
    expect(fold(decomposed)).toBe('\u00e9cole');
    expect(canonicalValues([' École', 'E\u0301COLE', '', 'Other'], [{ value: 'École', label: 'École' }])).toEqual(['École', 'Other']);
  });
});
