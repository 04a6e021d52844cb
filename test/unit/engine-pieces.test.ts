/** What the next hubs need from the engine, headless: tree filters, sections, facet counts, the stepper. */
import { afterEach, describe, expect, it } from 'vitest';
import { createStepper, restoreKept } from '../../src/core/stepper';
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
    expect(withAncestors(['a'], new Map([['a', 'b'], ['b', 'a']])).sort()).toEqual(['a', 'b']);
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

describe('the stepper', () => {
  afterEach(() => {
    history.replaceState(null, '', '/');
    sessionStorage.clear();
  });

  it('moves through steps, goes back, finishes and restarts', () => {
    const stepper = createStepper(['level', 'skill', 'goal']);
    const state = () => stepper.getState();
    state().answer('level', ['b1']);
    state().next();
    state().answer('skill', ['reading', 'writing']);
    state().answer('unknown', ['x']);
    expect(state().answers).toEqual(new Map(Object.entries({ level: ['b1'], skill: ['reading', 'writing'] })));
    expect(state().back()).toBe(true);
    expect(state().index).toBe(0);
    expect(state().back()).toBe(false);
    state().finish();
    expect(stepper.isDone()).toBe(true);
    expect(stepper.hasAnswers()).toBe(true);
    state().restart();
    expect(state().index).toBe(0);
    expect(stepper.hasAnswers()).toBe(false);
  });

  it('keeps its place and answers in the address, and restores them', () => {
    const first = createStepper(['a', 'b'], { kind: 'address', param: 'quiz' });
    first.getState().answer('a', ['yes, really']);
    first.getState().next();
    expect(new URLSearchParams(location.search).get('quiz')).toBe('{"index":1,"answers":{"a":["yes, really"]}}');
    const second = createStepper(['a', 'b'], { kind: 'address', param: 'quiz' });
    expect(second.getState().index).toBe(1);
    expect(second.getState().answers).toEqual(new Map([['a', ['yes, really']]]));
    second.getState().restart();
    expect(location.search).toBe('');
  });

  it('keeps them in session storage, and ignores what it cannot use', () => {
    const first = createStepper(['a', 'b'], { kind: 'session', key: 'quiz' });
    first.getState().answer('b', ['2']);
    expect(createStepper(['a', 'b'], { kind: 'session', key: 'quiz' }).getState().answers).toEqual(new Map([['b', ['2']]]));
    for (const bad of ['{', 'null', '[1]', '{"index":99,"answers":{"a":[1,"ok"],"zz":["x"]}}', '{"index":"1","answers":5}']) {
      const kept = restoreKept(bad, ['a', 'b']);
      if (kept) {
        expect(kept.index).toBeLessThanOrEqual(2);
        expect([...kept.answers.keys()].every((k) => k === 'a' || k === 'b')).toBe(true);
      }
    }
    expect(restoreKept('{"index":99,"answers":{"a":[1,"ok"]}}', ['a', 'b'])).toEqual({ index: 2, answers: new Map([['a', ['ok']]]) });
  });

  it("takes Object.prototype's names as step ids, and keeps and restores them", () => {
    const steps = ['constructor', '__proto__', 'toString'];
    const first = createStepper(steps, { kind: 'address', param: 'quiz' });
    // Nothing answered yet: no step reads Object's members as answers.
    expect(steps.map((step) => first.getState().answers.get(step))).toEqual([undefined, undefined, undefined]);
    for (const step of steps) first.getState().answer(step, [`${step}-answer`]);
    first.getState().next();
    expect(first.getState().answers).toEqual(new Map(steps.map((step) => [step, [`${step}-answer`]])));
    const second = createStepper(steps, { kind: 'address', param: 'quiz' });
    expect(second.getState().answers).toEqual(first.getState().answers);
    expect(Object.getPrototypeOf(JSON.parse(new URLSearchParams(location.search).get('quiz')!).answers)).toBe(Object.prototype);
    second.getState().restart();
  });
});
