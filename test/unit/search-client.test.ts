/** The search service's client: index names, hosts and the jwt, the request and its failures. */
import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hitsOf, searchHits, searchResult, searchService } from '../../src/core/search/client';
import { LoadError } from '../../src/core/api/load-error';
import { SEARCH_HOSTS, indexNames, searchHost } from '../../src/core/search/indices';
import { heldAnswer } from './helpers';

/** The site names its search hosts in the head (README, Production): the token may go there. */
function siteSearchHosts(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'aalto-search-hosts';
  meta.content = content;
  document.head.append(meta);
  return () => meta.remove();
}

describe('index names', () => {
  const ctx = { prefix: 'aalto', environment: 'live', language: 'fi', userId: 0 } as const;

  it('are {prefix}_{environment}_{type}_{language}', () => {
    expect(indexNames('general', ctx)).toEqual(['aalto_live_public_fi']);
    expect(indexNames('studies', { ...ctx, environment: 'dev', language: 'en' })).toEqual(['aalto_dev_study_options_en']);
    expect(indexNames('programmes', ctx)).toEqual(['aalto_live_programmes_fi']);
  });

  it('add the intranet index for logged-in users in general, events, news and profiles searches', () => {
    const user = { ...ctx, userId: 42 };
    expect(indexNames('general', user)).toEqual(['aalto_live_public_fi', 'aalto_live_intranet_fi']);
    expect(indexNames('events', user)).toEqual(['aalto_live_events_fi', 'aalto_live_events_intranet_fi']);
    expect(indexNames('news', user)).toEqual(['aalto_live_news_fi', 'aalto_live_news_intranet_fi']);
    expect(indexNames('profiles', user)).toEqual(['aalto_live_profiles_fi', 'aalto_live_profiles_intranet_fi']);
    expect(indexNames('studies', user)).toEqual(['aalto_live_study_options_fi']);
  });

  it('never name an intranet index for an anonymous visitor', () => {
    for (const kind of ['general', 'events', 'news', 'profiles', 'services', 'studies', 'programmes'] as const) {
      for (const userId of [0, -1]) expect(indexNames(kind, { ...ctx, userId }).join()).not.toContain('intranet');
    }
  });

  it('keep only safe characters of the prefix', () => {
    expect(indexNames('general', { ...ctx, prefix: 'Other/../Uni' })).toEqual(['otheruni_live_public_fi']);
    expect(indexNames('general', { ...ctx, prefix: '' })).toEqual(['aalto_live_public_fi']);
  });

  it('take the host from the environment unless search-host is set', () => {
    expect(searchHost({ environment: 'dev', searchHost: null })).toBe(SEARCH_HOSTS.dev);
    expect(searchHost({ environment: 'local', searchHost: null })).toBe('http://localhost:9200');
    expect(searchHost({ environment: 'live', searchHost: 'https://search.example.edu' })).toBe('https://search.example.edu');
  });
});

describe('searchService', () => {
  const URL_ = 'https://search.example.edu/a_live_public_en,a_live_intranet_en/_search';
  let unlist = () => {};
  beforeEach(() => {
    fetchMock.mockGlobal();
    unlist = siteSearchHosts('https://search.example.edu');
  });
  afterEach(() => {
    unlist();
    fetchMock.removeRoutes();
    fetchMock.clearHistory();
    fetchMock.unmockGlobal();
    document.cookie = 'jwt=; max-age=0; path=/';
  });

  it('POSTs the query as JSON with ndjson content type, JSON accepted, the jwt cookie as bearer', async () => {
    document.cookie = 'jwt=abc.def; path=/';
    fetchMock.route(URL_, { hits: { hits: [{ _source: { title: ['A'] } }] } });
    const hits = await searchService('https://search.example.edu/', ['a_live_public_en', 'a_live_intranet_en'], { size: 1, query: { match_all: {} } });
    expect(hits).toEqual([{ title: ['A'] }]);
    const call = fetchMock.callHistory.lastCall()!;
    expect(call.options.method).toBe('post');
    const headers = new Headers(call.options.headers);
    expect(headers.get('content-type')).toBe('application/x-ndjson');
    expect(headers.get('accept')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer abc.def');
    expect(JSON.parse(call.options.body as string)).toEqual({ size: 1, query: { match_all: {} } });
  });

  it('leaves out a jwt that cannot be a header, never the search, and reports it once', async () => {
    document.cookie = `jwt=${encodeURIComponent('tokén\u2713')}; path=/`;
    fetchMock.route(URL_, { hits: { hits: [{ _source: { title: ['A'] } }] } });
    const report = vi.fn();
    for (let i = 0; i < 2; i += 1)
      expect(await searchService('https://search.example.edu', ['a_live_public_en', 'a_live_intranet_en'], {}, { report })).toEqual([{ title: ['A'] }]);
    expect(new Headers(fetchMock.callHistory.lastCall()!.options.headers as HeadersInit).has('authorization')).toBe(false);
    expect(report).toHaveBeenCalledTimes(1);
    expect(report).toHaveBeenCalledWith(expect.objectContaining({ reason: 'unsendable-header', header: 'Authorization' }));
  });

  it('keeps an authenticated visitor’s hits out of the HTTP cache', async () => {
    fetchMock.route(URL_, { hits: { hits: [] } });
    await searchService('https://search.example.edu', ['a_live_public_en', 'a_live_intranet_en'], {}, { authenticated: true });
    expect(fetchMock.callHistory.lastCall()!.options.cache).toBe('no-store');
    await searchService('https://search.example.edu', ['a_live_public_en', 'a_live_intranet_en'], {});
    expect(fetchMock.callHistory.lastCall()!.options.cache).toBe('default');
  });

  it('sends no Authorization header without a jwt cookie', async () => {
    fetchMock.route(URL_, { hits: { hits: [] } });
    await searchService('https://search.example.edu', ['a_live_public_en', 'a_live_intranet_en'], {});
    expect(new Headers(fetchMock.callHistory.lastCall()!.options.headers as HeadersInit).has('authorization')).toBe(false);
  });

  it('reads hits from data when the body has it', () => {
    expect(hitsOf({ data: [{ a: 1 }] })).toEqual([{ a: 1 }]);
    expect(hitsOf({ hits: { hits: [{ _source: { a: 1 } }, { _id: 'no source' }, null, 5] } })).toEqual([{ a: 1 }]);
    for (const bad of [null, 'x', 5, [], {}, { hits: 'x' }, { hits: { hits: {} } }]) expect(hitsOf(bad)).toEqual([]);
  });

  const failures: Array<[string, Parameters<typeof fetchMock.route>[1], string]> = [
    ['a 500', 500, 'http-500'],
    ['a 401', 401, 'http-401'],
    ['a network error (or a CORS refusal)', { throws: new TypeError('Failed to fetch') }, 'network'],
    ['a body that is not JSON', { status: 200, body: '<html>', headers: { 'content-type': 'text/html' } }, 'not-json'],
    ['a body without hits', { took: 3 }, 'malformed'],
  ];
  for (const [name, response, reason] of failures) {
    it(`gives no hits, never throwing, on ${name}, and reports '${reason}'`, async () => {
      fetchMock.route(URL_, response);
      const report = vi.fn();
      await expect(searchService('https://search.example.edu', ['a_live_public_en', 'a_live_intranet_en'], {}, { report })).resolves.toEqual([]);
      expect(report).toHaveBeenCalledWith(
        expect.objectContaining({
          endpoint: 'a_live_public_en,a_live_intranet_en/_search',
          reason,
          url: 'https://search.example.edu/a_live_public_en,a_live_intranet_en/_search',
        }),
      );
      const result = await searchResult('https://search.example.edu', ['a_live_public_en', 'a_live_intranet_en'], {});
      expect(result).toBeInstanceOf(LoadError);
      expect((result as LoadError).reason).toBe(reason);
    });
  }

  it('gives no hits when aborted, and reports nothing', async () => {
    fetchMock.route(URL_, heldAnswer({ hits: { hits: [{ _source: {} }] } }).response);
    const controller = new AbortController();
    const report = vi.fn();
    const pending = searchService('https://search.example.edu', ['a_live_public_en', 'a_live_intranet_en'], {}, { signal: controller.signal, report });
    controller.abort();
    await expect(pending).resolves.toEqual([]);
    expect(report).not.toHaveBeenCalled();
  });
});

describe('searchHits and the jwt', () => {
  let unlist = () => {};
  beforeEach(() => {
    fetchMock.mockGlobal();
    document.cookie = 'jwt=secret-token; path=/';
    unlist = siteSearchHosts('https://search.example.edu, http://127.0.0.1:9200 http://search.example.edu');
  });
  afterEach(() => {
    unlist();
    fetchMock.removeRoutes();
    fetchMock.clearHistory();
    fetchMock.unmockGlobal();
    document.cookie = 'jwt=; path=/; max-age=0';
  });

  it('sends the jwt only to https hosts, or http on localhost and 127.0.0.1', async () => {
    fetchMock.route('*', { hits: { hits: [] } });
    const authorization = async (host: string) => {
      fetchMock.clearHistory();
      await searchHits(host, ['aalto_live_public_en'], {});
      return new Headers(fetchMock.callHistory.lastCall()!.options.headers).get('authorization');
    };
    expect(await authorization('https://search.example.edu')).toBe('Bearer secret-token');
    expect(await authorization('http://localhost:9200')).toBe('Bearer secret-token');
    expect(await authorization('http://127.0.0.1:9200')).toBe('Bearer secret-token');
    expect(await authorization('http://search.example.edu')).toBeNull();
  });

  /** The Authorization header a search to `host` sends. */
  const authorization = async (host: string) => {
    fetchMock.clearHistory();
    await searchHits(host, ['aalto_live_public_en'], {});
    return new Headers(fetchMock.callHistory.lastCall()!.options.headers).get('authorization');
  };

  it('sends it only to the hosts the site names, never to one that markup alone names', async () => {
    fetchMock.route('*', { hits: { hits: [] } });
    // The page's own origin, and the environments' hosts.
    expect(await authorization(`${location.origin}/search`)).toBe('Bearer secret-token');
    expect(await authorization('/search')).toBe('Bearer secret-token');
    for (const host of Object.values(SEARCH_HOSTS)) expect(await authorization(host), host).toBe('Bearer secret-token');
    // A host named by an attribute or legacy markup (`search-host="https://other.example"`): the search goes, the token does not.
    expect(await authorization('https://other.example')).toBeNull();
    expect(await authorization('https://search.example.edu.other.example')).toBeNull();
    expect(fetchMock.callHistory.calls()).toHaveLength(1);
    // A meta element that content puts in the body names nothing.
    const planted = document.createElement('meta');
    planted.name = 'aalto-search-hosts';
    planted.content = 'https://other.example';
    document.body.append(planted);
    expect(await authorization('https://other.example')).toBeNull();
    planted.remove();
    // The head's list, read whatever the page shadows: `<img name="head">` is no head.
    const shadow = document.createElement('img');
    Object.defineProperty(document, 'head', { value: shadow, configurable: true });
    try {
      expect(await authorization('https://search.example.edu')).toBe('Bearer secret-token');
    } finally {
      delete (document as { head?: unknown }).head;
    }
  });
});
