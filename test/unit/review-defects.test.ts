/**
 * The defects a hostile review found (issue 11), one test each: every one failed before its fix.
 * (The demo server's are in demo-server.test.ts.)
 */
import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { settingsAttributes } from '../../src/core/element/attributes';
import { news as newsEndpoint, events as eventsEndpoint } from '../../src/core/api/events-news-endpoints';
import { peopleOrganisations } from '../../src/core/api/endpoints';
import { newsAudience } from '../../src/core/entities/events-news';
import { searchHitSchema } from '../../src/core/entities/search-hit';
import { parseDate } from '../../src/core/dates';
import { isExternalUrl, safeUrl } from '../../src/core/links';
import { searchHits } from '../../src/core/search/client';
import { safeSrcset } from '../../src/core/views/ResponsiveImage';

describe('2. backslash and whitespace paths are not site paths', () => {
  it('calls them external (the browser goes to another host)', () => {
    for (const sneaky of ['/\\evil.com/x', '/\t/evil.com', '\\\\evil.com', '/\n/evil.com', '//evil.com']) {
      const url = safeUrl(sneaky);
      if (url !== null) expect(isExternalUrl(url), JSON.stringify(sneaky)).toBe(true);
    }
    expect(isExternalUrl('/en/news')).toBe(false);
    // Contract §5: only a path is internal; a full URL is external even to this origin.
    expect(isExternalUrl(`${location.origin}/en/news`)).toBe(true);
    expect(isExternalUrl('https://elsewhere.example/')).toBe(true);
  });

  it('refuses such a base-url, so content API calls never go to another host', () => {
    for (const sneaky of ['/\\evil.example', '/\t/evil.example', '\\\\evil.example']) {
      expect(settingsAttributes.baseUrl(sneaky), JSON.stringify(sneaky)).toBe('');
    }
    expect(settingsAttributes.baseUrl('/site')).toBe('/site');
    expect(settingsAttributes.baseUrl('https://www.example.edu/')).toBe('https://www.example.edu');
  });
});

describe('3. community news and events fail closed', () => {
  const parseNews = (restriction: unknown) => newsEndpoint.parse({ news: [{ id: 'n', name: 'N', field_role_restrictions: restriction }] }).news[0]!;
  it('counts any present, non-empty restriction of any shape as community', () => {
    for (const shape of [['staff'], [{ target_id: 'staff' }], { staff: 'staff' }, true, 'staff', 1]) {
      expect(newsAudience(parseNews(shape)), JSON.stringify(shape)).toBe('community');
    }
    for (const none of [[], null, undefined, '', false, {}, [null]]) {
      expect(newsAudience(parseNews(none)), JSON.stringify(none)).toBe('public');
    }
  });

  it('counts an event whose audience lists community as community, and an unknown shape too', () => {
    const audience = (value: unknown) => eventsEndpoint.parse({ events: [{ nodeId: 'e', title: 'E', audience: value }] }).events[0]!.audience;
    expect(audience(['public', 'community'])).toBe('community');
    expect(audience('community')).toBe('community');
    expect(audience({ target_id: 'community' })).toBe('community');
    expect(audience(true)).toBe('community');
    for (const unknown of ['intranet', 'staff', 'restricted', 'Yhteisö', 'everyone', ['public', 'intranet']]) expect(audience(unknown), String(unknown)).toBe('community');
    expect(audience(['Public', ' offentlig '])).toBe('public');
    expect(audience('public')).toBe('public');
    expect(audience(['public'])).toBe('public');
    expect(audience(undefined)).toBe('public');
  });
});

describe('4. self-study links keep their titles', () => {
  it('pairs links and titles by position before dropping unsafe links', () => {
    const hit = searchHitSchema.compute({
      title: ['Finnish'],
      kb_external_links: ['javascript:alert(1)', 'https://b.example/', '', 'https://d.example/'],
      kb_external_links_title: ['Bad', 'Second', 'Empty', 'Fourth'],
    });
    expect(hit?.externalLinks).toEqual([
      { url: 'https://b.example/', title: 'Second' },
      { url: 'https://d.example/', title: 'Fourth' },
    ]);
  });
});

describe('5. srcset is parsed as HTML parses it', () => {
  it('splits candidates at any comma after a URL, and drops each unsafe one', () => {
    expect(safeSrcset('/a.jpg 320w,javascript:x 640w')).toBe('/a.jpg 320w');
    expect(safeSrcset('/a.jpg 320w,/b.jpg 640w')).toBe('/a.jpg 320w, /b.jpg 640w');
    expect(safeSrcset(' /a.jpg 1x ,  data:text/html,x 2x')).toBe('/a.jpg 1x');
    // A comma inside a URL stays in it (HTML: commas end a URL only at its end).
    expect(safeSrcset('/img,v=2.jpg 1x, /c.jpg 2x')).toBe('/img,v=2.jpg 1x, /c.jpg 2x');
    expect(safeSrcset('javascript:x 1x')).toBeNull();
    expect(safeSrcset('/a.jpg 100w (max-width: 10px)"><script>')).toBeNull();
  });
});

describe('7. date limits', () => {
  it('reads years 0001 to 0099 as not a date, and impossible offsets too', () => {
    expect(parseDate('0099-05-01')).toBeNull();
    expect(parseDate('0001-01-01T00:00:00Z')).toBeNull();
    expect(parseDate('2026-05-01T10:00:00+99:99')).toBeNull();
    expect(parseDate('2026-05-01T10:00:00+14:60')).toBeNull();
    expect(parseDate('2026-05-01T10:00:00+15:00')).toBeNull();
    expect(parseDate('2026-05-01T10:00:00+14:00')).toBe(Date.parse('2026-04-30T20:00:00Z'));
    expect(parseDate('2026-05-01T10:00:00-12:00')).toBe(Date.parse('2026-05-01T22:00:00Z'));
  });
});

describe('8. deeply nested organisations', () => {
  it('parse without overflowing the stack, cut at 32 levels', () => {
    let tree: Record<string, unknown> = { name: 'leaf', tid: 'x' };
    for (let i = 0; i < 5000; i += 1) tree = { name: `level ${i}`, tid: String(i), children: [tree] };
    const { organisations } = peopleOrganisations.parse({ organisations: [tree] });
    let depth = 0;
    for (let node = organisations[0]; node; node = node.children[0]) depth += 1;
    expect(depth).toBe(32);
  });
});

describe('9. smaller defects', () => {
  beforeEach(() => {
    fetchMock.mockGlobal();
    document.cookie = 'jwt=secret-token; path=/';
  });
  afterEach(() => {
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
      return new Headers(fetchMock.callHistory.lastCall()!.options.headers as HeadersInit).get('authorization');
    };
    expect(await authorization('https://search.example.edu')).toBe('Bearer secret-token');
    expect(await authorization('http://localhost:9200')).toBe('Bearer secret-token');
    expect(await authorization('http://127.0.0.1:9200')).toBe('Bearer secret-token');
    expect(await authorization('http://search.example.edu')).toBeNull();
  });
});

describe('9. smaller defects, links and addresses', () => {
  it("gives any target but _self, in any case, noopener noreferrer and the new-tab hint", async () => {
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { SafeLink } = await import('../../src/core/views/SafeLink');
    const html = (target: string) => renderToStaticMarkup(createElement(SafeLink, { href: '/x', target, externalHint: 'EXT', newTabHint: 'TAB', children: 'x' }));
    for (const target of ['_BLANK', '_blank', 'popup', ' _Blank ']) {
      expect(html(target), target).toContain('rel="noopener noreferrer"');
      expect(html(target), target).toContain('TAB');
    }
    for (const target of ['_SELF', '_self', '']) expect(html(target), target).not.toContain('TAB');
  });

  it('keeps a filter value with a comma whole through the address', async () => {
    const { joinList, readList, writeQuery, readQuery } = await import('../../src/core/query-state');
    writeQuery({ degree: joinList(["Bachelor's, Master's", 'Doctoral', 'a\\b']) });
    expect(readList(readQuery(), 'degree')).toEqual(["Bachelor's, Master's", 'Doctoral', 'a\\b']);
    history.replaceState(null, '', '/');
  });
});
