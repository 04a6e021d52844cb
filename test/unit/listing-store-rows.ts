/** The rows and the listing of listing-store*.test.ts: groups, search texts and every kind of sort key. */
import type { ListingConfig } from '../../src/listing/types';

export interface Row {
  id: string;
  name: string;
  tags: string[];
  kind: string;
  size: number | null;
  when: number | null;
}

export const config: ListingConfig<Row, 'name' | 'size' | 'when' | 'tags'> = {
  groups: [
    { id: 'tags', values: (r) => r.tags },
    { id: 'kind', values: (r) => [r.kind] },
  ],
  searchText: (r) => [r.name, r.kind],
  sortKeys: {
    name: { kind: 'text', value: (r) => r.name },
    size: { kind: 'number', value: (r) => r.size },
    when: { kind: 'date', value: (r) => r.when },
    tags: { kind: 'list', value: (r) => r.tags },
  },
  defaultSort: { key: 'name', direction: 'asc' },
};

export const rows: Row[] = [
  { id: '1', name: 'beta', tags: ['x'], kind: 'lab', size: 10, when: 300 },
  { id: '2', name: 'Alpha', tags: ['y', 'x'], kind: 'studio', size: 2, when: null },
  { id: '3', name: 'gamma', tags: [], kind: 'lab', size: null, when: 100 },
  { id: '4', name: 'alpha', tags: ['z'], kind: 'lab', size: 2, when: 200 },
];
export const ids = (items: readonly Row[]) => items.map((r) => r.id);
