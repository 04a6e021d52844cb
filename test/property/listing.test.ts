/**
 * The listing engine against a naive reference on random items: filters (OR within a group, AND
 * across groups), substring search over the search texts (through both the scanned text and the
 * low-cardinality dictionaries), and every sort kind with stable ties and missing values last.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { createListingStore } from '../../src/listing/store';
import type { Direction, ListingConfig } from '../../src/listing/types';

vi.setConfig({ testTimeout: 60_000 });

interface Row {
  id: number;
  name: string;
  kind: string;
  tags: string[];
  size: number | null;
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
};

const letters = fc.constantFrom('a', 'b', 'c', 'x', 'Y', ' ', 'ä');
const word = fc.string({ unit: letters, minLength: 0, maxLength: 8 });
const rows = fc.array(
  fc.record({
    name: word,
    kind: fc.constantFrom('lab', 'studio', 'camp'),
    tags: fc.uniqueArray(fc.constantFrom('x', 'y', 'z'), { maxLength: 3 }),
    size: fc.option(fc.integer({ min: -5, max: 5 }), { nil: null }),
  }),
  { maxLength: 60 },
);

function reference(items: Row[], selected: Record<string, string[]>, search: string, key: Key, direction: Direction): number[] {
  const query = search.trim().toLowerCase();
  const kept = items.filter(
    (r) =>
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
        (raw, selected, search, key, direction) => {
          const items = raw.map((r, id) => ({ ...r, id }));
          const store = createListingStore(config);
          store.getState().setItems(items);
          store.getState().setFilters(selected);
          store.getState().setSearch(search);
          store.getState().setSort({ key, direction });
          expect(store.getState().results.map((r) => r.id)).toEqual(reference(items, selected, search, key, direction));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
