/// <reference types="vite/client" />
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isExternalUrl, isSitePath, safeUrl, siteUrl } from '../../src/core/links';
import { safeSrcset } from '../../src/core/views/ResponsiveImage';
import { createTranslator } from '../../src/core/i18n/translate';
import { summerSchoolStrings } from '../../src/hubs/summer-school-listing/strings';
import { listingStrings } from '../../src/listing/strings';
import { coreStrings } from '../../src/core/i18n/core-strings';
import { readList, readQuery, writeQuery } from '../../src/core/query-state';
import { getCookie } from '../../src/core/cookies';
import { setCookie } from '../../src/core/cookie-writes';
import { collatorFor, warmCollator } from '../../src/core/collator';
import { runs } from '../property/runs';

describe('links (docs/api.md, Links and images)', () => {
  it('allows http, https, mailto and paths', () => {
    for (const ok of ['https://www.aalto.fi/x', 'http://a.b', 'mailto:info@aalto.fi', '/en/study', 'courses/x', '//cdn.example/x']) {
      expect(safeUrl(ok)).toBe(ok);
    }
  });

  it('never lets another scheme through, however it is disguised', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:x',
      'data:text/html,<b>',
      'vbscript:x',
      'file:///etc/passwd',
      '',
      42,
      null,
    ]) {
      expect(safeUrl(bad), String(bad)).toBeNull();
    }
  });

  it('calls a URL external unless it starts with a single /', () => {
    expect(isExternalUrl('/en/x')).toBe(false);
    expect(isExternalUrl('https://www.aalto.fi/en')).toBe(true);
    expect(isExternalUrl('//cdn.example/x')).toBe(true);
    expect(isExternalUrl('relative/path')).toBe(true);
  });

  it('agrees with the URL parser on every path, the ones it reads without the parser too', () => {
    // Paths made of the characters that change where a URL leads: slashes, backslashes, the tab
    // and newlines the parser drops, spaces, controls, '@', ':', '%' and the like.
    const path = fc
      .array(fc.constantFrom('/', '\\', '\t', '\n', '\r', ' ', '\u0000', '\u007f', 'a', '.', ':', '@', '%2f', '?', '#', 'é'), { maxLength: 8 })
      .map((parts) => `/${parts.join('')}`);
    const origin = location.origin;
    fc.assert(
      fc.property(path, (url) => {
        let parsed = false;
        try {
          parsed = new URL(url, origin).origin === origin;
        } catch {
          // Not a URL at all: not a site path.
        }
        expect(isSitePath(url), JSON.stringify(url)).toBe(parsed);
      }),
      { numRuns: runs(5_000) },
    );
    expect(isSitePath('/en/services/x')).toBe(true);
    expect(isSitePath('/\\evil.example')).toBe(false);
    expect(isSitePath('/\t/evil.example')).toBe(false);
  });

  it('joins a base URL and a path with one slash', () => {
    expect(siteUrl('https://x.fi/', '/en/search')).toBe('https://x.fi/en/search');
    expect(siteUrl('', 'en/search')).toBe('/en/search');
  });
});

/** Every catalogue the source exports (an object with en, fi and sv objects), found, not listed. */
const modules = import.meta.glob<Record<string, unknown>>('../../src/**/*.{ts,tsx}', { eager: true });
const isCatalogs = (value: unknown): value is Record<'en' | 'fi' | 'sv', Record<string, unknown>> =>
  typeof value === 'object' && value !== null && ['en', 'fi', 'sv'].every((lang) => typeof (value as Record<string, unknown>)[lang] === 'object');
const allCatalogs = Object.entries(modules).flatMap(([path, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogs(value))
    .map(([name, value]) => ({ name: `${path}: ${name}`, catalogs: value as Record<string, Record<string, unknown>> })),
);

describe('translations', () => {
  it('finds the catalogues of every hub and layer', () => {
    const names = allCatalogs.map((c) => c.name).join('\n');
    for (const expected of [
      'core-strings.ts: coreStrings',
      'listing/strings.ts: listingStrings',
      'events-listing/strings.ts: eventsStrings',
      'grants-awards-listing/strings.ts',
      'innovation-teams-listing/strings.ts',
    ]) {
      expect(names).toContain(expected);
    }
  });

  it('has every English key in Finnish and Swedish, non-empty, and Finnish and Swedish alike', () => {
    for (const { name, catalogs } of allCatalogs) {
      const keys = Object.keys(catalogs.en!);
      // English may leave out what it derives (the quick search's type labels come from the type).
      expect(Object.keys(catalogs.sv!).sort(), name).toEqual(Object.keys(catalogs.fi!).sort());
      for (const lang of ['fi', 'sv']) {
        expect(Object.keys(catalogs[lang]!), `${name} ${lang}`).toEqual(expect.arrayContaining(keys));
        for (const value of Object.values(catalogs[lang]!)) expect(JSON.stringify(value)).not.toBe('""');
      }
    }
  });

  it('interpolates and picks plural forms by the language', () => {
    const en = createTranslator<typeof summerSchoolStrings.en>('en', summerSchoolStrings);
    expect(en('count', { count: 1 })).toBe('Showing 1 course');
    expect(en('count', { count: 0 })).toBe('Showing 0 courses');
    expect(en('count', { count: 12 })).toBe('Showing 12 courses');
    const fi = createTranslator<typeof summerSchoolStrings.fi>('fi', summerSchoolStrings);
    expect(fi('count', { count: 1 })).toBe('Näytetään 1 kurssi');
    expect(fi('count', { count: 3 })).toBe('Näytetään 3 kurssia');
    const sv = createTranslator<typeof listingStrings.sv>('sv', listingStrings);
    expect(sv('removeFilter', { label: 'Teknik' })).toBe('Ta bort filter: Teknik');
  });

  it('merges catalogues, later ones winning, and shows an unknown key as itself', () => {
    const t = createTranslator<Record<string, string>>('en', coreStrings, { en: { loading: 'Wait' }, fi: {}, sv: {} });
    expect(t('loading')).toBe('Wait');
    expect(t('toBeAnnounced')).toBe('To be announced');
    expect(t('nope')).toBe('nope');
  });
});

describe('collators', () => {
  it('makes one collator per language and options, sorting by the language (Å, Ä, Ö after Z in fi and sv)', async () => {
    expect(collatorFor('fi')).toBe(collatorFor('fi'));
    expect(collatorFor('fi', { numeric: true })).not.toBe(collatorFor('fi'));
    expect(collatorFor('fi', { numeric: true })).toBe(collatorFor('fi', { numeric: true }));
    expect(['Öljy', 'Ääni', 'Zeta', 'Åbo'].sort(collatorFor('fi').compare)).toEqual(['Zeta', 'Åbo', 'Ääni', 'Öljy']);
    expect(['Öljy', 'Zeta', 'Ounas'].sort(collatorFor('en').compare)).toEqual(['Öljy', 'Ounas', 'Zeta']);
    expect(['item 10', 'item 9'].sort(collatorFor('en', { numeric: true }).compare)).toEqual(['item 9', 'item 10']);
    // Warming makes the language's default collator in a later task, the one later calls get.
    warmCollator('sv');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(collatorFor('sv').resolvedOptions().locale).toMatch(/^sv/);
  });
});

describe('address query state', () => {
  afterEach(() => history.replaceState(null, '', '/'));

  it('reads comma lists, trimmed, without empty values', () => {
    expect(readList(new URLSearchParams('field=art and design, ,tech,'), 'field')).toEqual(['art and design', 'tech']);
    expect(readList(new URLSearchParams(''), 'field')).toEqual([]);
  });

  it('writes with replaceState, keeping other parameters and the hash, dropping empty values', () => {
    history.replaceState(null, '', '/courses?utm=x&field=old#top');
    const length = history.length;
    expect(writeQuery({ field: 'art and design,tech', search: '' }, ['field', 'search'])).toBe(true);
    expect(location.pathname).toBe('/courses');
    expect(location.hash).toBe('#top');
    const params = readQuery();
    expect(params.get('utm')).toBe('x');
    expect(params.get('field')).toBe('art and design,tech');
    expect(params.has('search')).toBe(false);
    expect(location.search).toContain('field=art+and+design,tech');
    expect(history.length).toBe(length);
  });

  it('writes its keys in their declared order, whichever changed first', () => {
    history.replaceState(null, '', '/teams?lang=fi&sort=created-desc');
    writeQuery({ sdg: '13', sort: 'created-desc' }, ['sdg', 'sort']);
    expect(location.search).toBe('?lang=fi&sdg=13&sort=created-desc');
    history.replaceState(null, '', '/teams?sdg=13');
    writeQuery({ sdg: '13', sort: 'created-desc' }, ['sdg', 'sort']);
    expect(location.search).toBe('?sdg=13&sort=created-desc');
  });

  it('keeps a path that begins with // on this origin', () => {
    // A server that merges slashes serves `//en/events` as the page; the browser keeps the `//`.
    history.replaceState(null, '', `${location.origin}//en/events?utm=x#top`);
    const origin = location.origin;
    expect(location.pathname).toBe('//en/events');
    expect(() => writeQuery({ topic: 'it,money' }, ['topic'])).not.toThrow();
    expect(location.origin).toBe(origin);
    expect(location.pathname).toBe('//en/events');
    expect(location.search).toBe('?utm=x&topic=it,money');
    expect(location.hash).toBe('#top');
    // A browser that refuses a write all the same (Safari's rate limit) breaks nothing.
    const refuse = vi.spyOn(history, 'replaceState').mockImplementation(() => {
      throw new DOMException('Attempt to use history.replaceState() more than 100 times per 30 seconds', 'SecurityError');
    });
    try {
      expect(writeQuery({ topic: 'it' }, ['topic'])).toBe(false);
    } finally {
      refuse.mockRestore();
    }
  });

  it('writes nothing when the values are already there', () => {
    history.replaceState(null, '', '/?search=machine%20learning');
    const before = location.href;
    expect(writeQuery({ search: 'machine learning' })).toBe(false);
    expect(location.href).toBe(before);
  });
});

describe('cookies', () => {
  it('writes on path / with SameSite and reads back decoded', () => {
    setCookie('aalto_test', 'a b', 60);
    expect(getCookie('aalto_test')).toBe('a b');
    expect(getCookie('missing')).toBeNull();
    expect(document.cookie).toContain('aalto_test=a%20b');
  });
});

describe('backslash and whitespace paths are not site paths', () => {
  it('calls them external (the browser goes to another host)', () => {
    for (const sneaky of ['/\\evil.com/x', '/\t/evil.com', '\\\\evil.com', '/\n/evil.com', '//evil.com']) {
      // Kept as the link it is, and called external: a browser resolves each to another host.
      const url = safeUrl(sneaky);
      expect(url, JSON.stringify(sneaky)).not.toBeNull();
      expect(isExternalUrl(url!), JSON.stringify(sneaky)).toBe(true);
    }
    expect(isExternalUrl('/en/news')).toBe(false);
    // Only a path is internal (docs/api.md, 'Links and images'); a full URL is external even to
    // this origin.
    expect(isExternalUrl(`${location.origin}/en/news`)).toBe(true);
    expect(isExternalUrl('https://elsewhere.example/')).toBe(true);
  });
});

describe('srcset is parsed as HTML parses it', () => {
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

describe('a link with a target', () => {
  it('gives any target but _self, in any case, noopener noreferrer and the new-tab hint', async () => {
    const { createElement } = await import('react');
    const { renderToStaticMarkup } = await import('react-dom/server');
    const { SafeLink } = await import('../../src/core/views/SafeLink');
    const html = (target: string) =>
      renderToStaticMarkup(createElement(SafeLink, { href: '/x', target, externalHint: 'EXT', newTabHint: 'TAB', children: 'x' }));
    for (const target of ['_BLANK', '_blank', 'popup', ' _Blank ']) {
      expect(html(target), target).toContain('rel="noopener noreferrer"');
      expect(html(target), target).toContain('TAB');
    }
    for (const target of ['_SELF', '_self', '']) expect(html(target), target).not.toContain('TAB');
  });
});

describe('address query state: a filter value with a comma', () => {
  it('keeps a filter value with a comma whole through the address', async () => {
    const { joinList } = await import('../../src/core/query-state');
    writeQuery({ degree: joinList(["Bachelor's, Master's", 'Doctoral', 'a\\b']) });
    expect(readList(readQuery(), 'degree')).toEqual(["Bachelor's, Master's", 'Doctoral', 'a\\b']);
    history.replaceState(null, '', '/');
  });
});
