/**
 * The listing engine against a naive reference on random items: filters (OR within a group, AND
 * across groups), substring search over the search texts (through both the scanned text and the
 * low-cardinality dictionaries), date ranges (overlap, open ends), pinned items first, every
 * sort kind with stable ties and missing values last, and the facet counts (each value's items
 * that pass every condition but their own group's).
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { facetCounts } from '../../src/listing/facets';
import { createListingStore } from '../../src/listing/store';
import type { Direction, ListingConfig } from '../../src/listing/types';
import { runs } from './runs';

vi.setConfig({ testTimeout: 60_000 });

interface Row {
  id: number;
  name: string;
  kind: string;
  tags: string[];
  size: number | null;
  start: number | null;
  end: number | null;
  pinned: boolean;
}
type Key = 'name' | 'size' | 'tags';

const config: ListingConfig<Row, Key> = {
  groups: [
    { id: 'kind', values: (r) => [r.kind] },
    { id: 'tags', values: (r) => r.tags },
  ],
  searchText: (r) => [r.name, r.kind],
  sortKeys: {
    name: { kind: 'text', value: (r) => r.name },
    size: { kind: 'number', value: (r) => r.size },
    tags: { kind: 'list', value: (r) => r.tags },
  },
  defaultSort: { key: 'name', direction: 'asc' },
  ranges: [{ id: 'when', span: (r) => (r.start === null ? null : [r.start, r.end]) }],
  pinned: (r) => r.pinned,
};

const letters = fc.constantFrom('a', 'b', 'c', 'x', 'Y', ' ', 'ä');
const word = fc.string({ unit: letters, minLength: 0, maxLength: 8 });
const rows = fc.array(
  fc.record({
    name: word,
    kind: fc.constantFrom('lab', 'studio', 'camp'),
    tags: fc.uniqueArray(fc.constantFrom('x', 'y', 'z'), { maxLength: 3 }),
    size: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
    start: fc.option(fc.integer({ min: 0, max: 20 }), { nil: null }),
    length: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    pinned: fc.boolean(),
  }),
  { maxLength: 60 },
);

type Range = { from: number | null; to: number | null };

function reference(items: Row[], selected: Record<string, string[]>, search: string, key: Key, direction: Direction, range: Range): number[] {
  const query = search.trim().toLowerCase();
  const inRange = (r: Row) =>
    (range.from === null && range.to === null) || (r.start !== null && r.start <= (range.to ?? Infinity) && (r.end ?? Infinity) >= (range.from ?? -Infinity));
  const kept = items.filter(
    (r) =>
      inRange(r) &&
      (!selected.kind?.length || selected.kind.includes(r.kind)) &&
      (!selected.tags?.length || r.tags.some((t) => selected.tags!.includes(t))) &&
      (query === '' || [r.name, r.kind].some((t) => t.toLowerCase().includes(query))),
  );
  const collator = new Intl.Collator('en', { numeric: true });
  const value = (r: Row): string | number | null => {
    if (key === 'size') return r.size;
    const text = key === 'name' ? r.name : r.tags.join(', ');
    return text === '' ? null : text.toLowerCase();
  };
  const sign = direction === 'asc' ? 1 : -1;
  return kept
    .map((r) => ({ r, v: value(r) }))
    .sort((a, b) => {
      if (a.r.pinned !== b.r.pinned) return a.r.pinned ? -1 : 1;
      if (a.v === null || b.v === null) return a.v === b.v ? a.r.id - b.r.id : a.v === null ? 1 : -1;
      const diff = typeof a.v === 'number' ? a.v - (b.v as number) : collator.compare(a.v, b.v as string);
      return diff === 0 ? a.r.id - b.r.id : sign * diff;
    })
    .map(({ r }) => r.id);
}

describe('listing engine', () => {
  it('gives the same results as the naive reference', () => {
    fc.assert(
      fc.property(
        rows,
        fc.record({ kind: fc.subarray(['lab', 'studio', 'museum']), tags: fc.subarray(['x', 'y', 'z']) }),
        fc.oneof(word, fc.constantFrom('lab', 'stu', 'amp', 'a b')),
        fc.constantFrom<Key>('name', 'size', 'tags'),
        fc.constantFrom<Direction>('asc', 'desc'),
        fc.record({ from: fc.option(fc.integer({ min: -2, max: 25 }), { nil: null }), to: fc.option(fc.integer({ min: -2, max: 25 }), { nil: null }) }),
        (raw, selected, search, key, direction, range) => {
          const items = raw.map(({ length, ...r }, id) => ({ ...r, end: r.start === null || length === null ? null : r.start + length, id }));
          const store = createListingStore(config);
          store.getState().setItems(items);
          store.getState().setFilters(selected);
          store.getState().setSearch(search);
          store.getState().setSort({ key, direction });
          store.getState().setRange('when', range);
          expect(store.getState().results.map((r) => r.id)).toEqual(reference(items, selected, search, key, direction, range));
        },
      ),
      { numRuns: runs(2000) },
    );
  });

  it('counts facets as the naive reference: per group and value, the items that pass every other condition', () => {
    const valuesOf = (group: 'kind' | 'tags', r: Row) => (group === 'kind' ? [r.kind] : r.tags);
    fc.assert(
      fc.property(
        rows,
        fc.record({ kind: fc.subarray(['lab', 'studio', 'museum']), tags: fc.subarray(['x', 'y', 'z']) }),
        fc.oneof(word, fc.constantFrom('lab', 'stu', 'amp', 'a b')),
        fc.record({ from: fc.option(fc.integer({ min: -2, max: 25 }), { nil: null }), to: fc.option(fc.integer({ min: -2, max: 25 }), { nil: null }) }),
        (raw, selected, search, range) => {
          const items = raw.map(({ length, ...r }, id) => ({ ...r, end: r.start === null || length === null ? null : r.start + length, id }));
          const store = createListingStore({ ...config, facets: facetCounts });
          store.getState().setItems(items);
          store.getState().setFilters(selected);
          store.getState().setSearch(search);
          store.getState().setRange('when', range);
          const counts = store.getState().counts!;
          for (const group of ['kind', 'tags'] as const) {
            // Every other condition: the group's own choice does not narrow its counts.
            const passing = reference(items, { ...selected, [group]: [] }, search, 'name', 'asc', range);
            const expected = new Map<string, number>();
            for (const id of passing) for (const value of valuesOf(group, items[id]!)) expected.set(value, (expected.get(value) ?? 0) + 1);
            const counted = new Map([...counts[group]!].filter(([, n]) => n > 0));
            expect(counted).toEqual(expected);
          }
        },
      ),
      { numRuns: runs(2000) },
    );
  });
});
