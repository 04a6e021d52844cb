/** <site-index> and <student-guide-index>: the A–Z indexes. */
import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { until, useElementTestPage } from './helpers';
import { count, LOAD_FAILED, loaded, mount, untilFailed } from './listing-driver';

const INDEX = 'path:/aalto_api/index_list';
const entry = (title: string, overrides: Record<string, unknown> = {}) => ({
  title,
  url: `/en/${encodeURIComponent(title)}`,
  letter: title.charAt(0),
  keywords: [],
  ...overrides,
});

const sectionKeys = (el: Element) => [...el.querySelectorAll('.aalto-index__letter')].map((h) => h.firstChild!.textContent);
const sectionTitles = (el: Element, letter: string) => {
  const section = [...el.querySelectorAll('.aalto-index__section')].find((s) => s.querySelector('.aalto-index__letter')!.firstChild!.textContent === letter)!;
  return [...section.querySelectorAll('li')].map((li) => li.querySelector('a, span')!.firstChild!.textContent);
};
const disabledLetters = (el: Element) => [...el.querySelectorAll('.aalto-index__jump[aria-disabled="true"]')].map((a) => a.textContent);
const typeFilter = (el: Element, text: string) => {
  const input = el.querySelector<HTMLInputElement>('input[type="search"]')!;
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('<site-index>', () => {
  const titles = ['Öljy', 'Zebra crossing', 'Ääni', 'apple', 'Åbo campus', 'Émile', '42 things', '"Open" doors', 'Alumni', 'Admissions'];

  it('files entries under their letter, collated in Finnish (Å, Ä, Ö after Z), letters without entries disabled', async () => {
    fetchMock.route(INDEX, { data: { index: titles.map((t) => entry(t, t === 'Zebra crossing' ? { letter: 'X' } : {})) } });
    const el = await mount('site-index', { language: 'fi' });
    await loaded(el, /Ei tuloksia/);
    expect(count(el)).toBe('Näytetään 10 kohtaa');
    expect(sectionKeys(el)).toEqual(['#', 'A', 'E', 'O', 'Z', 'Å', 'Ä', 'Ö']);
    expect(sectionTitles(el, 'A')).toEqual(['Admissions', 'Alumni', 'apple']);
    // The server's letter is not trusted: the title files the entry.
    expect(sectionTitles(el, 'Z')).toEqual(['Zebra crossing']);
    expect(disabledLetters(el)).toEqual(['B', 'C', 'D', 'F', 'G', 'H', 'I', 'J', 'K', 'L', 'M', 'N', 'P', 'Q', 'R', 'S', 'T', 'U', 'V', 'W', 'X', 'Y']);
    // Each section's heading names its entry count; the letter link says it too.
    expect(el.querySelectorAll('.aalto-index__letter')[1]!.textContent).toBe('A 3 kohtaa');
    const a = [...el.querySelectorAll<HTMLAnchorElement>('.aalto-index__jump[href]')].find((l) => l.textContent === 'A')!;
    expect(a.getAttribute('aria-label')).toBe('A, 3 kohtaa');
    expect(el.querySelector('nav')!.getAttribute('aria-label')).toBe('Hakemiston kirjaimet');
    // Following a letter moves focus to its section's heading.
    a.click();
    expect(document.activeElement).toBe(el.querySelectorAll('.aalto-index__letter')[1]);
    // After each section a link leads back to the letters, to the letter just read.
    const back = el.querySelectorAll<HTMLAnchorElement>('.aalto-index__back a')[1]!;
    expect(back.textContent).toBe('Takaisin kirjaimiin');
    back.click();
    expect(document.activeElement).toBe(a);
  });

  it('in English, marked letters fold into their base letter and Å, Ä, Ö are no letters of the row', async () => {
    fetchMock.route(INDEX, { data: { index: titles.map((t) => entry(t)) } });
    const el = await mount('site-index', { language: 'en' });
    await loaded(el);
    expect(sectionKeys(el)).toEqual(['#', 'A', 'E', 'O', 'Z']);
    expect(sectionTitles(el, 'O')).toEqual(['"Open" doors', 'Öljy']);
    expect([...el.querySelectorAll('.aalto-index__jump')].map((a) => a.textContent)).not.toContain('Ö');
  });

  it('filters as the visitor types, over titles and keywords, keeping the letters; the text is kept in the address', async () => {
    fetchMock.route(INDEX, {
      data: { index: [entry('Library'), entry('Alumni'), entry('Admissions', { keywords: ['apply', 'library card'] }), entry('Parking')] },
    });
    const el = await mount('site-index');
    await loaded(el);
    // No search button: the box applies as it is typed.
    expect(el.querySelector('button[type="submit"]')).toBeNull();
    typeFilter(el, 'libr');
    await until(() => count(el) === 'Showing 2 entries');
    expect(sectionKeys(el)).toEqual(['A', 'L']);
    expect(disabledLetters(el)).toContain('P');
    await until(() => location.search === '?search=libr');
    typeFilter(el, 'zzz');
    await until(() => el.textContent.includes('No results'));
    expect(el.querySelectorAll('.aalto-index__section')).toHaveLength(0);
    expect(el.querySelectorAll('.aalto-index__jump[href]')).toHaveLength(0);
    (el.querySelector('.aalto-search__clear') as HTMLButtonElement).click();
    await until(() => count(el) === 'Showing 4 entries');
  });

  it('changes its live count once the typing pauses, not at every key', async () => {
    fetchMock.route(INDEX, { data: { index: [entry('Library'), entry('Lime'), entry('Alumni'), entry('Parking')] } });
    const el = await mount('site-index');
    await loaded(el);
    const region = el.querySelector('.aalto-count')!;
    const said: string[] = [];
    new MutationObserver(() => said.push(region.textContent)).observe(region, { childList: true, characterData: true, subtree: true });
    // Each key's filter is shown (the entries follow at once); the count only once it settles.
    for (const [text, entries] of [
      ['l', 3],
      ['li', 2],
      ['lib', 1],
    ] as const) {
      typeFilter(el, text);
      await until(() => el.querySelectorAll('.aalto-index__section li').length === entries);
    }
    await until(() => count(el) === 'Showing 1 entry');
    expect([...new Set(said)]).toEqual(['Showing 1 entry']);
  });

  it('restores the filter from the address and focuses the box', async () => {
    history.replaceState(null, '', '/?search=park');
    fetchMock.route(INDEX, { data: { index: [entry('Library'), entry('Parking')] } });
    const el = await mount('site-index', { language: 'sv' });
    await until(() => count(el) === 'Visar 1 post');
    expect(document.activeElement).toBe(el.querySelector('input[type="search"]'));
  });

  it("says it could not load after a failure or a non-JSON body, 'No results' for a wrong shape, and renders hostile data as text", async () => {
    for (const answer of [500, { body: 'not json', headers: { 'content-type': 'application/json' } }]) {
      fetchMock.removeRoutes();
      fetchMock.route(INDEX, answer);
      const el = await mount('site-index');
      await untilFailed(el);
      expect(count(el)).toBe(LOAD_FAILED.en);
      // The letters and sections are of items: none stand for a list that could not load.
      expect(el.querySelector('.aalto-index__letters, nav')).toBeNull();
      el.remove();
    }
    fetchMock.removeRoutes();
    fetchMock.route(INDEX, { data: { index: { a: 1 } } });
    const shape = await mount('site-index');
    await loaded(shape);
    expect(shape.textContent).toContain('No results');
    shape.remove();
    fetchMock.removeRoutes();
    fetchMock.route(INDEX, {
      data: {
        index: [
          entry('<img src=x onerror=alert(1)>', { url: 'javascript:alert(1)', keywords: ['<b>k</b>', 7] }),
          { title: 42, url: '/n' },
          { title: 'Plain', url: { x: 1 } },
          'junk',
          null,
        ],
      },
    });
    const el = await mount('site-index');
    await loaded(el);
    expect(el.querySelector('img, b, a[href^="javascript"]')).toBeNull();
    // Markup is text, filed under its first letter; a number is read as its text, under '#'.
    expect(sectionKeys(el)).toEqual(['#', 'I', 'P']);
    expect(sectionTitles(el, '#')).toEqual(['42']);
    expect(sectionTitles(el, 'I')).toEqual(['<img src=x onerror=alert(1)>']);
    expect(sectionTitles(el, 'P')).toEqual(['Plain']);
    expect(el.textContent).toContain('(<b>k</b>, 7)');
  });
});

describe('a long index', () => {
  it('paints its first letters first, with every letter and count in the row, and every entry a frame later', async () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
    fetchMock.route(INDEX, { data: { index: letters.flatMap((l) => Array.from({ length: 8 }, (_, i) => entry(`${l}${'abcdefgh'[i]} page`))) } });
    const el = await mount('site-index');
    // What the first render with entries put in the document.
    let first: { sections: number; entries: number; jumps: number } | null = null;
    new MutationObserver((_, observer) => {
      if (!el.querySelector('.aalto-index__section')) return;
      observer.disconnect();
      first = {
        sections: el.querySelectorAll('.aalto-index__section').length,
        entries: el.querySelectorAll('.aalto-index__entries li').length,
        jumps: el.querySelectorAll('.aalto-index__jump[href]').length,
      };
    }).observe(el, { subtree: true, childList: true });
    await until(() => el.querySelectorAll('.aalto-index__section').length === 26);
    // Whole letters up to 60 entries (8 letters of 8), every letter a link with its count.
    expect(first).toEqual({ sections: 8, entries: 64, jumps: 26 });
    expect(el.querySelectorAll('.aalto-index__entries li')).toHaveLength(208);
    expect(count(el)).toBe('Showing 208 entries');
  });

  it('lands a jump to a letter whose section is not rendered yet', async () => {
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
    fetchMock.route(INDEX, { data: { index: letters.flatMap((l) => Array.from({ length: 8 }, (_, i) => entry(`${l}${'abcdefgh'[i]} page`))) } });
    const el = await mount('site-index');
    // In the first render with entries, before the other sections come: follow 'Z'.
    const focused = new Promise<string | null | undefined>((resolve) => {
      new MutationObserver((_, observer) => {
        if (!el.querySelector('.aalto-index__section')) return;
        observer.disconnect();
        const z = [...el.querySelectorAll<HTMLAnchorElement>('.aalto-index__jump[href]')].find((a) => a.textContent === 'Z')!;
        const rendered = el.querySelectorAll('.aalto-index__section').length;
        z.click();
        resolve(rendered < 26 ? document.activeElement?.textContent : 'all were rendered already');
      }).observe(el, { subtree: true, childList: true });
    });
    expect(await focused).toBe('Z 8 entries');
    expect(location.hash).toBe('');
  });
});

describe('<student-guide-index>', () => {
  it("asks index_list for the student guide's entries", async () => {
    fetchMock.route(INDEX, { data: { index: [entry('Exams'), entry('Credits')] } });
    const el = await mount('student-guide-index');
    await loaded(el);
    const url = new URL(fetchMock.callHistory.lastCall(INDEX)!.url);
    expect(url.searchParams.get('type')).toBe('student_guide');
    expect(url.searchParams.get('_format')).toBe('json');
    expect(sectionKeys(el)).toEqual(['C', 'E']);
  });
});
