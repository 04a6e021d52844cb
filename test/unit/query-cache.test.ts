/** The element's keyed cache of content API answers and the sources loaded over it. */
import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryCache, loadSource } from '../../src/core/api/cache';
import { endpoints } from '../endpoints';
import { peopleOrganisations } from '../../src/hubs/people-hub/endpoints';
import { declareSource } from '../../src/core/api/source';
import { LoadError } from '../../src/core/api/load-error';
import { until } from './helpers';

const ORGS = 'path:/aalto_api/people_hub/organisations';
const settings = { baseUrl: '', language: 'en', pathPrefix: false, userId: 0 } as const;
const tree = { data: { organisations: [{ tid: '1', name: 'Schools', manager: null, children: [] }], main_levels: ['1'] } };

beforeEach(() => fetchMock.mockGlobal());
afterEach(() => {
  fetchMock.removeRoutes();
  fetchMock.clearHistory();
  fetchMock.unmockGlobal();
});

describe('createQueryCache', () => {
  it('requests and parses a key once, for callers at once and after, and keys by parameters and by who asks', async () => {
    fetchMock.route(ORGS, tree);
    const cache = createQueryCache();
    const [a, b] = await Promise.all([cache.fetch(settings, peopleOrganisations), cache.fetch(settings, peopleOrganisations)]);
    // The same parsed object: parsed once.
    expect(a).toBe(b);
    expect(await cache.fetch(settings, peopleOrganisations)).toBe(a);
    expect(fetchMock.callHistory.calls(ORGS)).toHaveLength(1);
    await cache.fetch(settings, peopleOrganisations, { depth: 2 });
    await cache.fetch({ ...settings, userId: 7 }, peopleOrganisations);
    await cache.fetch({ ...settings, language: 'fi' }, peopleOrganisations);
    expect(fetchMock.callHistory.calls(ORGS)).toHaveLength(4);
    // Another cache is its own (each page has one: `pageCache`).
    await createQueryCache().fetch(settings, peopleOrganisations);
    expect(fetchMock.callHistory.calls(ORGS)).toHaveLength(5);
  });

  it("has a look's reader parse the body's text, and the look see the data before it is read", async () => {
    fetchMock.route(ORGS, tree);
    const read = vi.fn((text: string) => Promise.resolve(JSON.parse(text) as unknown));
    const look = Object.assign(
      vi.fn(() => {}),
      { read },
    );
    expect(await createQueryCache().fetch(settings, peopleOrganisations, {}, undefined, false, look)).toEqual(peopleOrganisations.parse(tree.data));
    expect(read).toHaveBeenCalledExactlyOnceWith(JSON.stringify(tree));
  });

  it('keys by address: every endpoint of one path reads it with one parser', () => {
    const parsers = new Map<string, Set<unknown>>();
    for (const call of Object.values(endpoints)) parsers.set(call.path, (parsers.get(call.path) ?? new Set()).add(call.parse));
    expect(parsers.size).toBeGreaterThan(20);
    expect([...parsers].filter(([, set]) => set.size > 1).map(([path]) => path)).toEqual([]);
  });

  it('keeps every answer for its life, but only the latest answers to the visitor’s queries', async () => {
    fetchMock.route(ORGS, tree);
    const cache = createQueryCache();
    // A hundred calls of the load (one per category, say): each asked once, however many follow.
    for (let i = 0; i < 100; i += 1) await cache.fetch(settings, peopleOrganisations, { depth: i });
    for (let i = 0; i < 100; i += 1) await cache.fetch(settings, peopleOrganisations, { depth: i });
    expect(fetchMock.callHistory.calls(ORGS)).toHaveLength(100);
    // Queries: the oldest go, the others' answers stay.
    for (let i = 0; i < 40; i += 1) await cache.fetch(settings, peopleOrganisations, { q: i }, undefined, true);
    await cache.fetch(settings, peopleOrganisations, { q: 39 }, undefined, true);
    await cache.fetch(settings, peopleOrganisations, { depth: 0 });
    expect(fetchMock.callHistory.calls(ORGS)).toHaveLength(140);
    await cache.fetch(settings, peopleOrganisations, { q: 0 }, undefined, true);
    expect(fetchMock.callHistory.calls(ORGS)).toHaveLength(141);
  });

  it('keeps no failure: the next call asks again', async () => {
    fetchMock.route(ORGS, 500, { repeat: 1 });
    fetchMock.route(ORGS, tree);
    const cache = createQueryCache();
    await expect(cache.fetch(settings, peopleOrganisations)).rejects.toBeInstanceOf(LoadError);
    expect((await cache.fetch(settings, peopleOrganisations)).organisations).toHaveLength(1);
    expect(fetchMock.callHistory.calls(ORGS)).toHaveLength(2);
  });

  it('gives an aborting caller the empty answer, leaves the request to the others, and aborts it with the last one', async () => {
    fetchMock.route(ORGS, tree, { delay: 50 });
    const cache = createQueryCache();
    const first = new AbortController();
    const second = new AbortController();
    const leaving = cache.fetch(settings, peopleOrganisations, {}, first.signal);
    const staying = cache.fetch(settings, peopleOrganisations, {}, second.signal);
    first.abort();
    expect(await leaving).toEqual({ organisations: [], main_levels: [] });
    expect((await staying).organisations).toHaveLength(1);
    // Both left before the answer: the request is aborted and nothing is kept.
    const third = new AbortController();
    const alone = cache.fetch(settings, peopleOrganisations, { depth: 1 }, third.signal);
    await until(() => fetchMock.callHistory.calls(ORGS).length === 2);
    third.abort();
    expect(await alone).toEqual({ organisations: [], main_levels: [] });
    await until(() => fetchMock.callHistory.lastCall(ORGS)!.options.signal?.aborted === true);
    await cache.fetch(settings, peopleOrganisations, { depth: 1 });
    expect(fetchMock.callHistory.calls(ORGS)).toHaveLength(3);
  });
});

describe('loadSource', () => {
  it('makes its calls through the cache and selects from the parsed answers; a failed call rejects', async () => {
    fetchMock.route(ORGS, tree);
    const cache = createQueryCache();
    const names = declareSource({ tree: peopleOrganisations }, ({ tree }, who) => `${who.userId}: ${tree.organisations.map((o) => o.name).join()}`);
    expect(await loadSource(cache, settings, names, new AbortController().signal)).toBe('0: Schools');
    expect(await loadSource(cache, settings, names, new AbortController().signal)).toBe('0: Schools');
    expect(fetchMock.callHistory.calls(ORGS)).toHaveLength(1);
    fetchMock.removeRoutes();
    fetchMock.route(ORGS, 503);
    await expect(loadSource(cache, { ...settings, language: 'sv' }, names, new AbortController().signal)).rejects.toMatchObject({ reason: 'http-503' });
  });
});
