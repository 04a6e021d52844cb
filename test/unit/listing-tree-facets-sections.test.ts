/** The listing engine's tree filters, facet counts and sections (by letter, by key, for a first paint), headless. */
import { describe, expect, it } from 'vitest';
import { facetCounts } from '../../src/listing/facets';
import { withAncestors } from '../../src/listing/index-items';
import { alphabet, indexLetter, sectionsByLetter } from '../../src/listing/letters';
import { sectionsBy } from '../../src/listing/sections';
import { sectionsUpTo } from '../../src/listing/first-paint';
import { createListingStore } from '../../src/listing/store';
import type { ListingConfig } from '../../src/listing/types';

interface Person {
  name: string;
  unit: string;
  tags: string[];
}
const people: Person[] = [
  { name: 'Aino', unit: 'sci-cs', tags: ['ai'] },
  { name: 'Bertil', unit: 'sci-math', tags: ['ai', 'stats'] },
  { name: 'Cecilia', unit: 'eng', tags: ['stats'] },
  { name: 'Daniel', unit: 'sci', tags: [] },
  { name: 'Eero', unit: 'sci-cs-ml', tags: ['ai'] },
];
const config: ListingConfig<Person, 'name'> = {
  groups: [
    { id: 'unit', values: (p) => [p.unit] },
    { id: 'tag', values: (p) => p.tags },
  ],
  searchText: (p) => [p.name],
  sortKeys: { name: { kind: 'text', value: (p) => p.name } },
  defaultSort: { key: 'name', direction: 'asc' },
  facets: facetCounts,
};
const tree = [
  { value: 'sci', label: 'School of Science' },
  { value: 'sci-cs', label: 'Computer Science', parent: 'sci' },
  { value: 'sci-cs-ml', label: 'Machine learning', parent: 'sci-cs' },
  { value: 'sci-math', label: 'Mathematics', parent: 'sci' },
  { value: 'eng', label: 'School of Engineering' },
];
const names = (items: readonly Person[]) => items.map((p) => p.name);

describe('tree filters', () => {
  it('match the descendants of a chosen parent, at any depth', () => {
    const store = createListingStore(config);
    store.getState().setItems(people, { unit: tree });
    store.getState().toggleFilter('unit', 'sci');
    expect(names(store.getState().results)).toEqual(['Aino', 'Bertil', 'Daniel', 'Eero']);
    store.getState().setFilters({ unit: ['sci-cs'] });
    expect(names(store.getState().results)).toEqual(['Aino', 'Eero']);
    store.getState().setFilters({ unit: ['sci-cs-ml', 'eng'] });
    expect(names(store.getState().results)).toEqual(['Cecilia', 'Eero']);
  });

  it('stop at a cycle or past 32 levels instead of looping or overflowing', () => {
    expect(
      withAncestors(
        ['a'],
        new Map([
          ['a', 'b'],
          ['b', 'a'],
        ]),
      ).sort(),
    ).toEqual(['a', 'b']);
    const deep = new Map(Array.from({ length: 5000 }, (_, i) => [`n${i}`, `n${i + 1}`] as const));
    expect(withAncestors(['n0'], deep)).toHaveLength(33);
  });

  it('keep the choices found at load time in the store', () => {
    const store = createListingStore(config);
    store.getState().setItems(people, { unit: tree });
    expect(store.getState().choices.unit).toBe(tree);
  });
});

describe('facet counts', () => {
  it('count per value what choosing it would give, a group not narrowing itself', () => {
    const store = createListingStore(config);
    store.getState().setItems(people, { unit: tree });
    const counts = () => store.getState().counts!;
    expect(counts().tag!.get('ai')).toBe(3);
    expect(counts().unit!.get('sci')).toBe(4);
    store.getState().toggleFilter('tag', 'stats');
    // Other groups narrow: among 'stats' people, one is in Science (Bertil), one in Engineering.
    expect(counts().unit!.get('sci')).toBe(1);
    expect(counts().unit!.get('eng')).toBe(1);
    expect(counts().unit!.get('sci-cs')).toBe(0);
    // Its own group does not: 'ai' would still add three.
    expect(counts().tag!.get('ai')).toBe(3);
    store.getState().setSearch('ee');
    expect(counts().tag!.get('ai')).toBe(1);
  });

  it('are null when the configuration does not ask for them', () => {
    const store = createListingStore({ ...config, facets: undefined });
    store.getState().setItems(people);
    expect(store.getState().counts).toBeNull();
  });
});

describe('sections', () => {
  const titles = ['Öljy', 'Zeta', 'Ääni', 'apple', 'Åbo', 'Émile', '42 things', 'Über'];
  it('group by first letter, Å Ä Ö after Z in Finnish and Swedish, each section collated', () => {
    const fi = sectionsByLetter(titles, (t) => t, 'fi');
    expect(fi.map((s) => s.key)).toEqual(['#', 'A', 'E', 'U', 'Z', 'Å', 'Ä', 'Ö']);
    expect(fi.find((s) => s.key === 'E')!.items).toEqual(['Émile']);
  });

  it('fold marked letters into their base letter in English', () => {
    const en = sectionsByLetter(titles, (t) => t, 'en');
    expect(en.map((s) => s.key)).toEqual(['#', 'A', 'E', 'O', 'U', 'Z']);
    expect(en.find((s) => s.key === 'A')!.items).toEqual(['Ääni', 'Åbo', 'apple']);
    expect(indexLetter('  ölja', 'sv')).toBe('Ö');
    expect(indexLetter('"Öppet hus"-dag', 'sv')).toBe('Ö');
    expect(indexLetter('(Open) doors', 'en')).toBe('O');
    expect(indexLetter('24/7 spaces', 'en')).toBe('#');
    expect(indexLetter('', 'en')).toBe('#');
    expect(alphabet('sv').slice(-3)).toEqual(['Å', 'Ä', 'Ö']);
    expect(alphabet('en')).not.toContain('Ö');
  });

  it('group by a key in the order given, an item under each of its keys', () => {
    const sections = sectionsBy(people, (p) => p.tags, ['stats', 'ai', 'none']);
    expect(sections.map((s) => [s.key, names(s.items)])).toEqual([
      ['stats', ['Bertil', 'Cecilia']],
      ['ai', ['Aino', 'Bertil', 'Eero']],
    ]);
  });

  it('for a first paint, take whole sections in order until they hold the limit', () => {
    const sections = [3, 4, 2, 5].map((n, i) => ({ key: String(i), items: Array.from({ length: n }, (_, j) => j) }));
    const keys = (limit: number) => sectionsUpTo(sections, limit).map((s) => s.key);
    expect(keys(1)).toEqual(['0']);
    expect(keys(3)).toEqual(['0']);
    expect(keys(4)).toEqual(['0', '1']);
    expect(keys(9)).toEqual(['0', '1', '2']);
    expect(keys(15)).toEqual(['0', '1', '2', '3']);
    expect(keys(Infinity)).toEqual(['0', '1', '2', '3']);
    expect(sectionsUpTo([], 60)).toEqual([]);
  });
});
