/**
 * The first calls the loader starts with an element's code (src/core/api/first-calls.ts) and the
 * content API client's taking them in flight (client.ts): the same address and request as the
 * element's own, one request, and the client's failures, aborts and headers as without them.
 */
import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { contentApiUrl, getContent } from '../../src/core/api/client';
import { startFirstCalls } from '../../src/core/api/first-calls';
import { LoadError } from '../../src/core/api/load-error';
import { settingsAttributes } from '../../src/core/element/attributes';
import { ELEMENTS } from '../../elements/registry';
import { heldAnswer, host } from './helpers';

beforeEach(() => fetchMock.mockGlobal());
afterEach(() => {
  fetchMock.removeRoutes();
  fetchMock.clearHistory();
  fetchMock.unmockGlobal();
  document.cookie = 'XSRF-TOKEN=; max-age=0; path=/';
});

/** The settings the element's own parsers read from the same attributes. */
const settingsOf = (element: HTMLElement) => ({
  baseUrl: settingsAttributes.baseUrl(element.getAttribute('base-url')),
  language: settingsAttributes.language(element.getAttribute('language')),
  pathPrefix: settingsAttributes.pathPrefix(element.getAttribute('path-prefix')),
  authenticated: settingsAttributes.authenticated(element.getAttribute('authenticated')),
});
const requested = () => fetchMock.callHistory.calls().map((call) => call.url);

// Pages as sites write them, and as content or a mistake could: the loader starts a call only to
// the address the element itself would ask.
const PAGES: Array<Record<string, string>> = [
  {},
  { language: 'fi', 'path-prefix': '' },
  { language: 'sv', 'base-url': 'https://www.aalto.fi/' },
  { 'base-url': '/sub/site', authenticated: '' },
  { 'base-url': 'https://api.example.org:8443/drupal//', 'path-prefix': 'true', language: 'EN-gb' },
  { 'base-url': 'javascript:alert(1)' },
  { 'base-url': '//evil.example' },
  { 'base-url': '/\\evil.example' },
  { 'base-url': ' https://evil.example/ x' },
  { 'base-url': 'https://user@evil.example' },
  { 'base-url': 'https://evil.example?x=/' },
];

describe('the first calls the loader starts', () => {
  it('go to the address the element would ask, for every element and page, or are left to the element', () => {
    fetchMock.route('*', 200);
    for (const entry of ELEMENTS.filter((e) => e.first)) {
      for (const attributes of PAGES) {
        fetchMock.clearHistory();
        const element = host(attributes);
        // Its content API calls (its search, `index-type body`: first-search.test.ts).
        const calls = entry.first!.filter((call) => !call.includes(' '));
        startFirstCalls(element, calls);
        const own = calls.map((call) => {
          const [path, query] = call.split('?');
          return new URL(contentApiUrl(settingsOf(element), path!, Object.fromEntries(new URLSearchParams(query))), location.href).href;
        });
        // Never an address the element would not ask (another host, another path).
        for (const url of requested()) expect(own, `${entry.tag} ${JSON.stringify(attributes)}`).toContain(url);
        // And the plain pages do get them all.
        if (!attributes['base-url'] || /^(\/sub\/site|https:\/\/(www\.aalto\.fi|api\.example\.org:8443\/drupal)\/*)$/.test(attributes['base-url'])) {
          expect(new Set(requested()), `${entry.tag} ${JSON.stringify(attributes)}`).toEqual(new Set(own));
        }
        // The client takes them: nothing is left for a later element to take by mistake.
        for (const url of own)
          void getContent(settingsOf(element), new URL(url).pathname.replace(/^.*\/aalto_api\//, ''), Object.fromEntries(new URL(url).searchParams)).catch(
            () => {},
          );
      }
    }
  });

  it('are sent as the client sends them, and the client takes the answer in flight: one request', async () => {
    document.cookie = 'XSRF-TOKEN=abc%20123; path=/';
    fetchMock.route('path:/fi/aalto_api/news/list', { data: { news: [] } });
    const element = host({ language: 'fi', 'path-prefix': '', authenticated: 'true' });
    startFirstCalls(element, ['news/list']);
    const [sent] = fetchMock.callHistory.calls();
    expect(sent!.options).toMatchObject({ credentials: 'include', cache: 'no-store' });
    expect(new Headers(sent!.options.headers as HeadersInit).get('X-XSRF-TOKEN')).toBe('abc 123');
    await expect(getContent(settingsOf(element), 'news/list')).resolves.toEqual({ news: [] });
    expect(fetchMock.callHistory.calls()).toHaveLength(1);
  });

  it('are asked again by the client when the visitor or the token changed before it took them', async () => {
    fetchMock.route('path:/aalto_api/news/list', { data: { news: [] } });
    startFirstCalls(host({}), ['news/list']);
    document.cookie = 'XSRF-TOKEN=later; path=/';
    await getContent({ baseUrl: '', language: 'en', pathPrefix: false }, 'news/list');
    const calls = fetchMock.callHistory.calls();
    expect(calls).toHaveLength(2);
    expect(new Headers(calls[1]!.options.headers as HeadersInit).get('X-XSRF-TOKEN')).toBe('later');
  });

  it('are left to the element when its XSRF cookie cannot be sent as a header', async () => {
    document.cookie = `XSRF-TOKEN=${encodeURIComponent('tök€n')}; path=/`;
    fetchMock.route('path:/aalto_api/news/list', { data: { news: [] } });
    startFirstCalls(host({}), ['news/list']);
    const reports: unknown[] = [];
    await expect(getContent({ baseUrl: '', language: 'en', pathPrefix: false, report: (detail) => reports.push(detail) }, 'news/list')).resolves.toEqual({
      news: [],
    });
    // The client asked without the header and said why (a browser refuses the loader's call
    // before sending it; the mock records it).
    const headers = fetchMock.callHistory.calls().map((call) => call.options.headers as Record<string, string>);
    expect(headers.filter((h) => !('x-xsrf-token' in h))).toHaveLength(1);
    expect(reports).toMatchObject([{ reason: 'unsendable-header' }]);
  });

  it('fail as the client’s own calls do: reported once, on the element that takes them', async () => {
    fetchMock.route('path:/aalto_api/events/list', 500);
    startFirstCalls(host({}), ['events/list']);
    const reports: unknown[] = [];
    const call = getContent({ baseUrl: '', language: 'en', pathPrefix: false, report: (detail) => reports.push(detail) }, 'events/list');
    await expect(call).rejects.toBeInstanceOf(LoadError);
    expect(reports).toMatchObject([{ endpoint: 'events/list', reason: 'http-500' }]);
    expect(fetchMock.callHistory.calls()).toHaveLength(1);
  });

  it('are aborted when the element that took them lets go, and read as nothing', async () => {
    const held = heldAnswer({ data: { events: [] } });
    fetchMock.route('path:/aalto_api/events/list', held.response);
    startFirstCalls(host({}), ['events/list']);
    const controller = new AbortController();
    const call = getContent({ baseUrl: '', language: 'en', pathPrefix: false }, 'events/list', {}, { signal: controller.signal });
    controller.abort();
    await expect(call).resolves.toBeNull();
    expect((fetchMock.callHistory.calls()[0]!.options.signal as AbortSignal).aborted).toBe(true);
    held.release();
  });

  it('load the collation data in a task of their own, once a page, while the answers are on the way', async () => {
    fetchMock.route('*', { data: { events: [] } });
    vi.resetModules();
    const fresh = await import('../../src/core/api/first-calls');
    const Collator = vi.spyOn(Intl, 'Collator').mockImplementation(function () {
      return {} as Intl.Collator;
    });
    vi.useFakeTimers();
    try {
      fresh.startFirstCalls(host({ language: 'fi' }), ['events/list']);
      fresh.startFirstCalls(host({ language: 'sv' }), ['news/list']);
      // Not in the task that starts the calls: the chunks' and calls' requests go first.
      expect(Collator).not.toHaveBeenCalled();
      vi.runAllTimers();
      expect(Collator).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
      Collator.mockRestore();
    }
  });
});
