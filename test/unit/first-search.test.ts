/**
 * The first search the loader starts with an element's code (a search in `first` of its registry
 * entry, src/core/api/first-calls.ts) and the element's taking it in flight
 * (listing/search-at-once.ts): the element's own address, body and headers, one request, never two;
 * a search the element cannot take is aborted and asked anew; failures and aborts as its own.
 */
import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstCalls, startFirstCalls } from '../../src/core/api/first-calls';
import { LoadError } from '../../src/core/api/load-error';
import { settingsAttributes } from '../../src/core/element/attributes';
import { searchCallsAtOnce } from '../../src/listing/search-at-once';
import type { SearchEndpoint } from '../../src/core/search/search-endpoint';
import { programmes } from '../../src/hubs/programmes-search/endpoints';
import { ELEMENTS } from '../../elements/registry';
import { pageSettings } from '../page-settings';
import { heldAnswer, host } from './helpers';

/** Each element's own search for what its entry's first search names. */
const OWN = new Map<string, SearchEndpoint<unknown>>([['programmes-search', programmes]]);
/** The searches of an entry's `first`: an index type, a space and the body. */
const searchesOf = (first: readonly string[] = []) => first.filter((call) => call.includes(' '));
const FIRST = searchesOf(ELEMENTS.find((entry) => entry.tag === 'programmes-search')?.first);

beforeEach(() => fetchMock.mockGlobal());
afterEach(() => {
  fetchMock.removeRoutes();
  fetchMock.clearHistory();
  fetchMock.unmockGlobal();
  firstCalls.clear();
  document.cookie = 'jwt=; max-age=0; path=/';
});

/** The element's own search, with the settings and index prefix its parsers read from the same attributes. */
function ownSearch(element: HTMLElement, own: SearchEndpoint<unknown>, options: { signal?: AbortSignal; report?: () => void } = {}) {
  const read = (name: string) => element.getAttribute(name);
  const settings = pageSettings({
    language: settingsAttributes.language(read('language')),
    environment: settingsAttributes.environment(read('environment')),
    searchHost: settingsAttributes.searchHost(read('search-host')),
    authenticated: settingsAttributes.authenticated(read('authenticated')),
    ...(options.report && { report: options.report }),
  });
  return searchCallsAtOnce.fetchSearchEndpoint(settings, read('index-prefix') ?? '', own, options.signal ?? new AbortController().signal);
}
const ANSWER = { hits: { hits: [{ _source: { nid: ['1'], title: ['Physics'], url: ['/en/physics'] } }] } };

// Pages as sites write them, and as content or a mistake could: the loader starts a search only
// to the address the element itself would ask, with its body; the others are the element's.
const STARTED: Array<Record<string, string>> = [
  // The live environment's host, as the element's own.
  {},
  { 'search-host': '', language: 'sv' },
  { 'search-host': '/search' },
  { 'search-host': 'https://search.example.edu', language: 'fi' },
  { 'search-host': 'http://localhost:9200', authenticated: '', 'user-id': '7' },
  { 'search-host': '/search', 'index-prefix': '', environment: '' },
];
const LEFT: Array<Record<string, string>> = [
  { environment: 'live' },
  { environment: 'test' },
  { 'search-host': ' ' },
  { 'search-host': '/search/' },
  { 'search-host': 'javascript:alert(1)' },
  { 'search-host': '//evil.example' },
  { 'search-host': '/\\evil.example' },
  { 'search-host': 'https://user@evil.example' },
  { 'search-host': ' https://search.example.edu' },
  { 'search-host': '/search', environment: 'dev' },
  { 'search-host': '/search', environment: 'LIVE' },
  { 'search-host': '/search', environment: 'staging' },
  { 'search-host': '/search', 'index-prefix': 'other_uni' },
  { 'search-host': '/search', 'index-prefix': 'Other' },
  { 'search-host': '/search', 'index-prefix': '../x' },
];

describe('the first search the loader starts', () => {
  it('is named by every entry whose element searches first, with the element’s own index type and body', () => {
    const named = ELEMENTS.filter((entry) => searchesOf(entry.first).length > 0);
    expect(named.map((entry) => entry.tag).sort()).toEqual([...OWN.keys()].sort());
    for (const entry of named) {
      const own = OWN.get(entry.tag)!;
      expect(searchesOf(entry.first), entry.tag).toEqual([`${own.kind} ${JSON.stringify(own.body)}`]);
    }
  });

  it('goes where the element’s own goes, as it sends it, and the element takes it: one request', async () => {
    fetchMock.route('*', ANSWER);
    for (const entry of ELEMENTS.filter((e) => OWN.has(e.tag)))
      for (const attributes of STARTED) {
        fetchMock.clearHistory();
        const element = host(attributes);
        startFirstCalls(element, searchesOf(entry.first));
        expect(fetchMock.callHistory.calls(), JSON.stringify(attributes)).toHaveLength(1);
        const [sent] = fetchMock.callHistory.calls();
        expect(sent!.options).toMatchObject({ method: 'post', cache: 'authenticated' in attributes ? 'no-store' : 'default' });
        // The client's credentials (the default, same-origin) and headers, without a token.
        expect(sent!.options.credentials).toBeUndefined();
        const headers = new Headers(sent!.options.headers);
        expect([headers.get('content-type'), headers.get('accept'), headers.has('authorization')]).toEqual(['application/x-ndjson', 'application/json', false]);
        await expect(ownSearch(element, OWN.get(entry.tag)!)).resolves.toHaveLength(1);
        // The element's own search was that one: the same address and body, not asked again.
        expect(fetchMock.callHistory.calls(), JSON.stringify(attributes)).toHaveLength(1);
        expect(firstCalls.size).toBe(0);
      }
  });

  it('is left to the element on a page whose search host, environment or index prefix it could read otherwise', () => {
    fetchMock.route('*', ANSWER);
    for (const attributes of LEFT) {
      fetchMock.clearHistory();
      startFirstCalls(host(attributes), FIRST);
      expect(fetchMock.callHistory.calls(), JSON.stringify(attributes)).toHaveLength(0);
    }
  });

  it('is left to the element for a visitor with a token, and aborted and asked anew when the token came later', async () => {
    fetchMock.route('*', ANSWER);
    document.cookie = 'jwt=abc.def; path=/';
    const element = host({ 'search-host': '/search' });
    startFirstCalls(element, FIRST);
    expect(fetchMock.callHistory.calls()).toHaveLength(0);
    document.cookie = 'jwt=; max-age=0; path=/';
    startFirstCalls(element, FIRST);
    document.cookie = 'jwt=abc.def; path=/';
    await ownSearch(element, programmes);
    const calls = fetchMock.callHistory.calls();
    expect(calls).toHaveLength(2);
    // The loader's was aborted, unread; the element's carries the token.
    expect((calls[0]!.options.signal as AbortSignal).aborted).toBe(true);
    expect(new Headers(calls[1]!.options.headers as HeadersInit).get('authorization')).toBe('Bearer abc.def');
  });

  it('is taken by the element’s search with that body only: another body is another search', async () => {
    fetchMock.route('*', ANSWER);
    const element = host({ 'search-host': '/search' });
    startFirstCalls(element, FIRST);
    await ownSearch(element, { ...programmes, body: { ...programmes.body, size: 1 } });
    expect(fetchMock.callHistory.calls()).toHaveLength(2);
    await ownSearch(element, programmes);
    expect(fetchMock.callHistory.calls()).toHaveLength(2);
  });

  it('fails as the element’s own: reported once, not asked again', async () => {
    for (const answer of [500, { throws: new TypeError('Failed to fetch') }]) {
      fetchMock.removeRoutes();
      fetchMock.clearHistory();
      fetchMock.route('*', answer);
      const element = host({ 'search-host': '/search' });
      startFirstCalls(element, FIRST);
      const report = vi.fn();
      await expect(ownSearch(element, programmes, { report })).rejects.toBeInstanceOf(LoadError);
      expect(report).toHaveBeenCalledTimes(1);
      expect(report).toHaveBeenCalledWith(expect.objectContaining({ reason: answer === 500 ? 'http-500' : 'network' }));
      expect(fetchMock.callHistory.calls()).toHaveLength(1);
    }
  });

  it('is aborted when the element that took it lets go, or had let go already, and read as nothing', async () => {
    for (const early of [false, true]) {
      fetchMock.removeRoutes();
      fetchMock.clearHistory();
      const held = heldAnswer(ANSWER);
      fetchMock.route('*', held.response);
      const element = host({ 'search-host': '/search' });
      startFirstCalls(element, FIRST);
      const controller = new AbortController();
      if (early) controller.abort();
      const search = ownSearch(element, programmes, { signal: controller.signal });
      controller.abort();
      await expect(search).resolves.toEqual([]);
      const calls = fetchMock.callHistory.calls();
      expect(calls).toHaveLength(1);
      expect((calls[0]!.options.signal as AbortSignal).aborted).toBe(true);
      held.release();
    }
  });
});
