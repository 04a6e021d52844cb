import fetchMock from 'fetch-mock';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import '../../elements/loader';
import { upgradeLegacyQuicksearch } from '../../src/hubs/aalto-quicksearch/legacy-markup';
import { ATTRIBUTES, LEGACY } from '../../src/hubs/aalto-quicksearch/element';
import { DECLINE_ALL } from '../../src/core/consent/consent';
import { applyChoice } from '../../src/core/consent/choice';
import { clearConsentCookies } from './consent-helpers';
import { highlightParts } from '../../src/hubs/aalto-quicksearch/highlight';
import { nextFocus } from '../../src/hubs/aalto-quicksearch/grid-keys';
import { searchPageUrl } from '../../src/hubs/aalto-quicksearch/QuickSearch';
import { DEBOUNCE_MS } from '../../src/hubs/aalto-quicksearch/use-suggestions';
import { quickSearchStrings } from '../../src/hubs/aalto-quicksearch/strings';
import { changeUntil, mount as mountElement, until, useElementTestPage } from './helpers';

/** The legacy markup as the element's entry gives it to the upgrade. */
const legacyMarkup = { selector: LEGACY, attributes: ATTRIBUTES };
const HOST = 'https://search.example.edu';
const SEARCH = `begin:${HOST}/`;
const hit = (fields: Record<string, unknown>) => ({ _source: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, Array.isArray(v) ? v : [v]])) });
const HITS = [
  hit({ title: 'Machine Learning Bootcamp', url: 'https://summer.example.edu/ml', type: 'lifewide_learning_course' }),
  hit({ title: 'Machine learning in practice', url: '/en/news/1', type: 'news', published_at: '2026-10-05T10:00:00Z', is_into_content: true }),
  hit({ title: 'Data Science', url: '/en/study-options/3', type: 'study_option', parent_programme: 'Master’s Programme in Computer Science' }),
  hit({
    title: 'Machine learning podcast',
    type: 'kb_selfstudy_material',
    kb_external_links: ['https://pod.example.org/1', 'javascript:alert(1)'],
    kb_external_links_title: ['Episode one', 'Bad link'],
  }),
  hit({ title: 'Machine room', url: '/en/x', type: 'robot_lab_page' }),
];

const mount = (attrs: Record<string, string> = {}) => mountElement('aalto-quicksearch', { 'search-host': HOST, ...attrs }, (el) => el.querySelector('input'));
const input = (el: Element) => el.querySelector('input') as HTMLInputElement;
function type(el: Element, value: string) {
  const field = input(el);
  // React tracks the input's value; set it through the native setter so onChange fires.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
/** A keydown, then a task for React's render of it (a browser runs each key as a task of its own). */
async function key(target: Element, k: string, init: KeyboardEventInit = {}) {
  const event = new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true, ...init });
  await changeUntil(() => target.dispatchEvent(event));
  return event;
}
/** The entries, one per hit: each its row's first cell. */
const entries = (el: Element) => [...el.querySelectorAll<HTMLElement>('[data-entry]')];
/** The links of an entry's row. */
const linksOf = (entry: Element) => [...entry.closest('[role="row"]')!.querySelectorAll<HTMLAnchorElement>('[role="gridcell"] > a')];
/** Spies on how an option's link is opened, for this test only. */
function spyOnNavigation() {
  const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
  const openTab = vi.spyOn(window, 'open').mockImplementation(() => null);
  onTestFinished(() => {
    assign.mockRestore();
    openTab.mockRestore();
  });
  return { assign, openTab };
}
const searches = () => fetchMock.callHistory.calls().filter((c) => c.url.startsWith(HOST));
const suggestionsShown = (el: Element) => until(() => entries(el).length > 0);
/** An element whose search service answers with `hits`, after typing 'machine' in it. */
async function withSuggestions(hits: unknown[], attrs: Record<string, string> = {}) {
  fetchMock.route(SEARCH, { hits: { hits } });
  const el = await mount(attrs);
  await typeAndPause(el, 'machine');
  await suggestionsShown(el);
  return el;
}

useElementTestPage(() => {
  vi.useRealTimers();
  document.cookie = 'aalto_consent_statistics=; max-age=0; path=/';
  delete (window as { dataLayer?: unknown }).dataLayer;
});
/** The debounce's timer on a fake clock, which a test advances (the element renders on real time). */
function fakeTimers() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}
/** Types a term, then lets the debounce's pause pass at once on the fake clock. */
async function typeAndPause(el: Element, value: string) {
  fakeTimers();
  type(el, value);
  await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
  vi.useRealTimers();
}

describe('<aalto-quicksearch>', () => {
  it('renders a search form with named input, clear and submit buttons', async () => {
    const el = await mount();
    expect(el.querySelector('form[role="search"]')).not.toBeNull();
    expect(input(el).type).toBe('search');
    expect(el.querySelector(`label[for="${input(el).id}"]`)!.textContent).toBe('Search');
    expect(el.querySelector('button[aria-label="Clear search"]')).not.toBeNull();
    expect(el.querySelector('button[type="submit"]')!.textContent).toBe('Search');
  });

  it('fetches after 3 characters and a 250 ms pause, once, from the public index only when anonymous', async () => {
    fetchMock.route(SEARCH, { hits: { hits: HITS } });
    const el = await mount({ language: 'fi' });
    fakeTimers();
    type(el, 'ma');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    expect(searches()).toHaveLength(0);
    expect(input(el).classList.contains('aalto-qs__input--valid')).toBe(false);
    type(el, 'mac');
    type(el, 'mach');
    expect(input(el).classList.contains('aalto-qs__input--valid')).toBe(true);
    // The pause counts from the last key: just before it ends, nothing; at its end, one request.
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS - 1);
    expect(searches()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    vi.useRealTimers();
    await suggestionsShown(el);
    expect(searches()).toHaveLength(1);
    expect(searches()[0]!.url).toBe(`${HOST}/aalto_live_public_fi/_search`);
    expect(JSON.parse(searches()[0]!.options.body as string).query.bool.must[0].bool.should[0].multi_match.query).toBe('mach');
  });

  it('adds the intranet index for a logged-in user', async () => {
    await withSuggestions(HITS, { 'user-id': '7', environment: 'test', 'index-prefix': 'uni' });
    expect(searches()[0]!.url).toBe(`${HOST}/uni_test_public_en,uni_test_intranet_en/_search`);
  });

  it('shows each suggestion kind: type label, parent programme, news date, For students, marks; links marked external, arrows hidden', async () => {
    const el = await withSuggestions(HITS);
    const [course, news, study, selfStudy, unknown] = entries(el);
    expect(course!.querySelector('.aalto-qs__type')!.textContent).toBe('Lifewide learning course');
    expect(course!.querySelector('.aalto-qs__title')!.textContent).toBe('Machine Learning Bootcamp');
    expect([...course!.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Machine']);
    // Read as the title first, then what it is, with spaces between the parts.
    expect(course!.textContent.replace(/\s+/g, ' ').trim()).toBe('Machine Learning Bootcamp Lifewide learning course');
    // The hit's page is the row's link: external, so marked in words; the arrow is shown, never read.
    const [open] = linksOf(course!);
    expect(open!.getAttribute('href')).toBe('https://summer.example.edu/ml');
    expect(open!.getAttribute('rel')).toBe('external');
    expect(open!.textContent).toBe('Open Machine Learning Bootcamp ↗ (opens an external site)');
    expect(open!.querySelector('[aria-hidden="true"]')!.textContent).toBe(' ↗');
    expect([...el.querySelectorAll('[aria-hidden="true"]')].every((hidden) => /^[ ↗×]*$/.test(hidden.textContent))).toBe(true);
    expect(linksOf(news!).map((a) => a.textContent)).toEqual(['Open Machine learning in practice']);
    expect(news!.querySelector('.aalto-qs__date')!.textContent).toBe('5.10.2026');
    expect(news!.querySelector('.aalto-qs__flag')!.textContent).toBe('For students');
    expect(study!.querySelector('.aalto-qs__title')!.textContent).toBe('Master’s Programme in Computer Science / Data Science');
    expect(selfStudy!.querySelector('.aalto-qs__type')!.textContent).toBe('Self study material');
    // A self-study material is no link: its row holds its own links; an unsafe one is dropped with
    // its title (pairs first, then drop).
    expect(linksOf(selfStudy!).map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['https://pod.example.org/1', 'Episode one ↗ (opens an external site)'],
    ]);
    expect(el.textContent).not.toContain('Bad link');
    expect(unknown!.querySelector('.aalto-qs__type')!.textContent).toBe('Robot lab page');
    expect(el.querySelector('[role="status"]')!.textContent).toBe('5 suggestions');
  });

  it('keeps hit order, one entry (row) per hit, and never parses hit text as HTML', async () => {
    const el = await withSuggestions([hit({ title: '<img src=x onerror=alert(1)>machine', url: 'javascript:alert(1)', type: 'news' }), ...HITS.slice(0, 2)]);
    expect(entries(el)).toHaveLength(3);
    expect(el.querySelectorAll('[role="grid"] > [role="row"]')).toHaveLength(3);
    expect(entries(el).map((e) => e.closest('[role="row"]')!.firstElementChild)).toEqual(entries(el));
    expect(el.querySelector('[role="grid"] img')).toBeNull();
    expect(entries(el)[0]!.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(entries(el)[0]!.querySelector('mark')!.textContent).toBe('machine');
    // Its unsafe url is no link.
    expect(linksOf(entries(el)[0]!)).toEqual([]);
    input(el).focus();
    await key(input(el), 'ArrowDown');
    await key(document.activeElement!, 'Enter');
    await until(() => input(el).value === '<img src=x onerror=alert(1)>machine');
  });

  it('contract: ArrowDown moves DOM focus onto the first entry; Enter on it puts its title, as plain text, in the input and sends no request', async () => {
    const { assign } = spyOnNavigation();
    const el = await withSuggestions(HITS);
    fakeTimers();
    const field = input(el);
    field.focus();
    expect((await key(field, 'ArrowDown')).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(entries(el)[0]);
    // The title has a mark in the list; the input gets its text only.
    expect(entries(el)[0]!.querySelector('mark')).not.toBeNull();
    expect((await key(entries(el)[0]!, 'Enter')).defaultPrevented).toBe(true);
    await until(() => field.value === 'Machine Learning Bootcamp');
    expect(document.activeElement).toBe(field);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(assign).not.toHaveBeenCalled();
    // Twice the pause after the title went in: still the one request.
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2);
    expect(searches()).toHaveLength(1);
    // The next typed change asks again.
    type(el, 'Machine Learning Bootcam');
    await vi.advanceTimersByTimeAsync(DEBOUNCE_MS);
    vi.useRealTimers();
    await until(() => searches().length === 2);
  });

  it('specification: the arrows go from entry to entry and wrap back to the input; Home and End; ArrowLeft, ArrowRight, a first Escape and typing return to the input', async () => {
    const el = await withSuggestions(HITS.slice(0, 3));
    const field = input(el);
    const at = () => (document.activeElement === field ? 'input' : entries(el).indexOf(document.activeElement as HTMLElement));
    field.focus();
    const walk: Array<number | string> = [];
    for (const k of ['ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
      expect((await key(document.activeElement!, k)).defaultPrevented, k).toBe(true);
      walk.push(at());
    }
    expect(walk).toEqual([0, 1, 2, 'input', 2, 1, 0, 'input']);
    // Home and End in the grid: the first and the last entry; in the input they are the caret's.
    expect((await key(field, 'End')).defaultPrevented).toBe(false);
    await key(field, 'ArrowDown');
    await key(document.activeElement!, 'End');
    expect(at()).toBe(2);
    await key(document.activeElement!, 'Home');
    expect(at()).toBe(0);
    await key(document.activeElement!, 'ArrowUp');
    for (const k of ['ArrowLeft', 'ArrowRight', 'Escape']) {
      await key(field, 'ArrowDown');
      await key(document.activeElement!, 'ArrowDown');
      expect(at(), k).toBe(1);
      expect((await key(document.activeElement!, k)).defaultPrevented, k).toBe(true);
      expect(at(), k).toBe('input');
      // Only focus moved: the suggestions are still there.
      expect(entries(el), k).toHaveLength(3);
    }
    // A character typed on an entry goes on in the input: focus returns, the key is the browser's.
    await key(field, 'ArrowDown');
    expect((await key(document.activeElement!, 's')).defaultPrevented).toBe(false);
    expect(at()).toBe('input');
    // From a link too.
    await key(field, 'ArrowDown');
    await key(document.activeElement!, 'Tab');
    expect(document.activeElement).toBe(linksOf(entries(el)[0]!)[0]);
    await key(document.activeElement!, 'ArrowRight');
    expect(at()).toBe('input');
  });

  it('is a combobox owning a grid, a row per hit, no active descendant; Escape closes and clears, then clears the input; leaving closes', async () => {
    const el = await withSuggestions(HITS.slice(0, 3));
    const field = input(el);
    const grid = el.querySelector('[role="grid"]')!;
    expect(field.getAttribute('role')).toBe('combobox');
    expect(field.getAttribute('aria-haspopup')).toBe('grid');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    expect(field.getAttribute('aria-controls')).toBe(grid.id);
    expect(grid.getAttribute('aria-label')).toBe('Suggestions');
    expect([...grid.querySelectorAll('[role="row"]')].map((row) => [...row.children].map((cell) => cell.getAttribute('role')))).toEqual([
      ['gridcell', 'gridcell'],
      ['gridcell', 'gridcell'],
      ['gridcell', 'gridcell'],
    ]);
    // No cell is a tab stop of its own: Tab from the input goes on to the element's buttons.
    expect([...grid.querySelectorAll<HTMLElement>('[data-entry], a')].map((cell) => cell.tabIndex)).toEqual([-1, -1, -1, -1, -1, -1]);
    field.focus();
    await key(field, 'ArrowDown');
    // DOM focus is in the grid: no active descendant.
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
    await key(document.activeElement!, 'Escape');
    expect(document.activeElement).toBe(field);
    expect((await key(field, 'Escape')).defaultPrevented).toBe(true);
    await until(() => entries(el).length === 0);
    expect((el.querySelector('.aalto-qs__popup') as HTMLElement).hidden).toBe(true);
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(el.querySelector('[role="status"]')!.textContent).toBe('');
    expect(field.value).toBe('machine');
    expect((await key(field, 'Escape')).defaultPrevented).toBe(true);
    await until(() => field.value === '');
    // Nothing to close or clear: Escape is the page's (a dialog around the element closes on it).
    expect((await key(field, 'Escape')).defaultPrevented).toBe(false);
    // ArrowDown opens closed suggestions again, asking again.
    type(el, 'machine');
    await until(() => entries(el).length === 3);
    await key(field, 'Escape');
    await until(() => entries(el).length === 0);
    await key(field, 'ArrowDown');
    await until(() => entries(el).length === 3);
    // Within the element (its buttons), the suggestions stay; out of it, they close.
    await changeUntil(() => (el.querySelector('button[aria-label="Clear search"]') as HTMLButtonElement).focus());
    expect(entries(el)).toHaveLength(3);
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    await until(() => entries(el).length === 0);
    expect(field.getAttribute('aria-expanded')).toBe('false');
  });

  it("keyboard: Tab and Shift+Tab go through a row's links, Shift+Tab from the entry to the input, Tab past the last is the browser's; Enter on a link is the link's", async () => {
    const twoLinks = hit({
      title: 'Machine podcast',
      type: 'kb_selfstudy_material',
      kb_external_links: ['https://pod.example.org/1', 'https://pod.example.org/2'],
      kb_external_links_title: ['Episode one', 'Episode two'],
    });
    const el = await withSuggestions([HITS[0], twoLinks]);
    const field = input(el);
    const selfStudy = entries(el)[1]!;
    const [one, two] = linksOf(selfStudy);
    field.focus();
    for (let i = 0; i < 2; i++) await key(document.activeElement!, 'ArrowDown');
    expect(document.activeElement).toBe(selfStudy);
    expect((await key(selfStudy, 'Tab')).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(one);
    expect((await key(one!, 'Tab')).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(two);
    // The last link: Tab is left to the browser, which leaves the element (no cell after it is a tab stop).
    expect((await key(two!, 'Tab')).defaultPrevented).toBe(false);
    expect(document.activeElement).toBe(two);
    // Enter on a link is the link's own: no title taken.
    expect((await key(two!, 'Enter')).defaultPrevented).toBe(false);
    expect(field.value).toBe('machine');
    // WebKit's Shift+Tab: key 'Unidentified', code 'Tab'.
    expect((await key(two!, 'Unidentified', { code: 'Tab', shiftKey: true })).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(one);
    await key(one!, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(selfStudy);
    await key(selfStudy, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(field);
    // An ordinary hit's row: its entry, then its page.
    await key(field, 'ArrowDown');
    await key(document.activeElement!, 'Tab');
    expect(document.activeElement).toBe(linksOf(entries(el)[0]!)[0]);
    expect((await key(document.activeElement!, 'ArrowDown')).defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(entries(el)[1]);
  });

  it('sends focus back to the input when new suggestions replace those it was in', async () => {
    let call = 0;
    fetchMock.route(SEARCH, () => ({ hits: { hits: call++ ? HITS.slice(0, 1) : HITS } }));
    const el = await mount();
    await typeAndPause(el, 'machine');
    await until(() => entries(el).length === HITS.length);
    input(el).focus();
    await key(input(el), 'ArrowUp');
    expect(document.activeElement).toBe(entries(el)[HITS.length - 1]);
    // An answer typed before the arrow arrives after it.
    await typeAndPause(el, 'machines');
    await until(() => entries(el).length === 1);
    expect(document.activeElement).toBe(input(el));
  });

  it("opens an entry's page on a click (a new tab with Ctrl or the middle button); a click on one without a page takes its title", async () => {
    const { assign, openTab } = spyOnNavigation();
    const el = await withSuggestions(HITS);
    const submitted: unknown[] = [];
    el.addEventListener('aalto-quicksearch-submit', (e) => {
      submitted.push((e as CustomEvent).detail);
      e.preventDefault();
    });
    // A press keeps focus where it is (the suggestions stay open for the click).
    const press = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
    entries(el)[1]!.dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    entries(el)[1]!.click();
    expect(assign).toHaveBeenLastCalledWith('/en/news/1');
    entries(el)[1]!.dispatchEvent(new MouseEvent('click', { bubbles: true, ctrlKey: true }));
    expect(openTab).toHaveBeenLastCalledWith('/en/news/1', '_blank', 'noopener');
    entries(el)[0]!.dispatchEvent(new MouseEvent('auxclick', { button: 1, bubbles: true }));
    expect(openTab).toHaveBeenLastCalledWith('https://summer.example.edu/ml', '_blank', 'noopener');
    // The right button opens nothing.
    entries(el)[0]!.dispatchEvent(new MouseEvent('auxclick', { button: 2, bubbles: true }));
    expect(openTab).toHaveBeenCalledTimes(2);
    expect(submitted).toEqual([]);
    entries(el)[3]!.click();
    await until(() => input(el).value === 'Machine learning podcast');
    expect(assign).toHaveBeenCalledTimes(1);
    expect(searches()).toHaveLength(1);
  });

  it('aborts a superseded request and never lets its late answer replace newer suggestions', async () => {
    let call = 0;
    // The first answer comes when the test says, after the newer one.
    let answerOld: () => void = () => {};
    const oldAnswer = new Promise<void>((resolve) => (answerOld = resolve)).then(() => ({
      hits: { hits: [hit({ title: 'Old answer', url: '/old', type: 'news' })] },
    }));
    fetchMock.route(SEARCH, () => {
      call += 1;
      return call === 1 ? oldAnswer : { hits: { hits: [hit({ title: 'New answer', url: '/new', type: 'news' })] } };
    });
    const el = await mount();
    await typeAndPause(el, 'old');
    await until(() => searches().length === 1);
    await typeAndPause(el, 'newer');
    await until(() => entries(el).length === 1);
    expect(entries(el)[0]!.textContent).toContain('New answer');
    expect(searches()[0]!.options.signal!.aborted).toBe(true);
    answerOld();
    // Every call and its answer settled, then a task for any render they caused.
    await fetchMock.callHistory.flush(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(entries(el)[0]!.textContent).toContain('New answer');
  });

  it('shows No results for an empty answer', async () => {
    fetchMock.route(SEARCH, { hits: { hits: [] } });
    const el = await mount();
    await typeAndPause(el, 'machine');
    await until(() => el.querySelector('.aalto-qs__empty')?.textContent === 'No results');
    expect(el.querySelector('.aalto-load-failure')).toBeNull();
  });

  it("says the suggestions could not load after a 500, reports it, and asks again on 'Try again'", async () => {
    fetchMock.route(SEARCH, 500, { repeat: 1 });
    fetchMock.route(SEARCH, { hits: { hits: HITS } });
    const el = await mount();
    const errors: Array<Record<string, unknown>> = [];
    el.addEventListener('aalto-error', (e) => errors.push((e as CustomEvent).detail));
    type(el, 'machine');
    await until(() => el.querySelector('.aalto-qs__empty')?.textContent === 'The content could not be loaded.');
    expect(el.querySelector('[role="status"]')!.textContent).toBe('The content could not be loaded.');
    expect(entries(el)).toHaveLength(0);
    expect(errors).toEqual([expect.objectContaining({ reason: 'http-500' })]);
    (el.querySelector('.aalto-load-failure button') as HTMLButtonElement).click();
    await until(() => entries(el).length === HITS.length);
    expect(el.querySelector('.aalto-load-failure')).toBeNull();
  });

  it('clears the input and the suggestions', async () => {
    const el = await withSuggestions(HITS);
    (el.querySelector('button[aria-label="Clear search"]') as HTMLButtonElement).click();
    await until(() => input(el).value === '' && entries(el).length === 0);
    expect(document.activeElement).toBe(input(el));
  });

  it('submits to the search page with the trimmed, encoded term, with analytics and a cancelable event', async () => {
    const el = await mount({ 'base-url': 'https://www.aalto.fi/', language: 'sv' });
    const submitted: Array<{ term: string; url: string }> = [];
    el.addEventListener('aalto-quicksearch-submit', (e) => {
      submitted.push((e as CustomEvent).detail);
      e.preventDefault();
    });
    const analytics: unknown[] = [];
    document.addEventListener('aalto-analytics', (e) => analytics.push((e as CustomEvent).detail));
    applyChoice({ ...DECLINE_ALL, statistics: true }, { target: document.body });
    type(el, '  data & AI  ');
    await until(() => input(el).value === '  data & AI  ');
    (el.querySelector('form') as HTMLFormElement).requestSubmit();
    await until(() => submitted.length === 1);
    expect(submitted[0]).toEqual({ term: 'data & AI', url: 'https://www.aalto.fi/sv/search?search=data%20%26%20AI&quicksearch=true' });
    expect(analytics).toEqual([{ event: 'quicksearch', search_term: 'data & AI' }]);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([{ event: 'quicksearch', search_term: 'data & AI' }]);
    clearConsentCookies();
  });

  it('speaks Finnish and Swedish', async () => {
    const el = await withSuggestions(HITS.slice(0, 2), { language: 'fi' });
    expect(el.querySelector('button[aria-label="Tyhjennä haku"]')).not.toBeNull();
    expect(entries(el)[1]!.querySelector('.aalto-qs__type')!.textContent).toBe('Uutinen');
    expect(entries(el)[1]!.querySelector('.aalto-qs__flag')!.textContent).toBe('Opiskelijoille');
    expect(el.querySelector('[role="status"]')!.textContent).toBe('2 ehdotusta');
  });
});

describe('quick search parts', () => {
  it('builds the search page address (docs/api.md, Addresses)', () => {
    expect(searchPageUrl('', 'en', ' machine learning ')).toBe('/en/search?search=machine%20learning&quicksearch=true');
    expect(searchPageUrl('https://x.fi/', 'fi', 'a/b?c')).toBe('https://x.fi/fi/search?search=a%2Fb%3Fc&quicksearch=true');
  });

  it("moves focus by the keyboard model: entries by the arrows, wrapping to the input; a row's cells by Tab", () => {
    const input = null;
    const entry = (row: number) => ({ row, cell: 0 });
    // From the input, into a grid of 3 rows (none: the browser's).
    expect(nextFocus('ArrowDown', false, input, 3, 0)).toEqual(entry(0));
    expect(nextFocus('ArrowUp', false, input, 3, 0)).toEqual(entry(2));
    expect(nextFocus('ArrowDown', false, input, 0, 0)).toBeNull();
    for (const k of ['Tab', 'Enter', 'Escape', 'ArrowLeft', 'a']) expect(nextFocus(k, false, input, 3, 0), k).toBeNull();
    // The arrows go from entry to entry, from any cell of a row, past either end to the input.
    expect(nextFocus('ArrowDown', false, entry(0), 3, 2)).toEqual(entry(1));
    expect(nextFocus('ArrowDown', false, { row: 1, cell: 1 }, 3, 2)).toEqual(entry(2));
    expect(nextFocus('ArrowDown', false, entry(2), 3, 2)).toBe('input');
    expect(nextFocus('ArrowUp', false, { row: 1, cell: 2 }, 3, 3)).toEqual(entry(0));
    expect(nextFocus('ArrowUp', false, entry(0), 3, 2)).toBe('input');
    // Home and End: the first and the last entry, from any cell; in the input, the caret's.
    expect(nextFocus('Home', false, { row: 2, cell: 1 }, 3, 2)).toEqual(entry(0));
    expect(nextFocus('End', false, entry(0), 3, 2)).toEqual(entry(2));
    expect(nextFocus('Home', false, input, 3, 0)).toBeNull();
    expect(nextFocus('End', false, input, 3, 0)).toBeNull();
    for (const k of ['ArrowLeft', 'ArrowRight', 'Escape']) {
      expect(nextFocus(k, false, entry(1), 3, 2), k).toBe('input');
      expect(nextFocus(k, false, { row: 1, cell: 1 }, 3, 2), k).toBe('input');
    }
    // Tab through the row's cells, then the browser's (out of the element); Shift+Tab back, from the entry to the input.
    expect(nextFocus('Tab', false, entry(1), 3, 3)).toEqual({ row: 1, cell: 1 });
    expect(nextFocus('Tab', false, { row: 1, cell: 1 }, 3, 3)).toEqual({ row: 1, cell: 2 });
    expect(nextFocus('Tab', false, { row: 1, cell: 2 }, 3, 3)).toBeNull();
    expect(nextFocus('Tab', false, entry(1), 3, 1)).toBeNull();
    expect(nextFocus('Tab', true, { row: 1, cell: 2 }, 3, 3)).toEqual({ row: 1, cell: 1 });
    expect(nextFocus('Tab', true, entry(1), 3, 3)).toBe('input');
    // Enter chooses on the entry; on a link it is the link's.
    expect(nextFocus('Enter', false, entry(1), 3, 2)).toBe('choose');
    expect(nextFocus('Enter', false, { row: 1, cell: 1 }, 3, 2)).toBeNull();
    expect(nextFocus(' ', false, entry(1), 3, 2)).toBeNull();
    // A character or Backspace on a cell goes on in the input (the key left to the browser).
    for (const k of ['s', 'Ä', 'Backspace']) expect(nextFocus(k, false, { row: 1, cell: 1 }, 3, 2), k).toBe('type');
    expect(nextFocus('Shift', true, entry(1), 3, 2)).toBeNull();
  });

  it('marks each word of the term, case-insensitively, as text', () => {
    expect(highlightParts('Machine Learning Bootcamp', 'machine learn')).toEqual([
      { text: 'Machine', match: true },
      { text: ' ', match: false },
      { text: 'Learn', match: true },
      { text: 'ing Bootcamp', match: false },
    ]);
    expect(highlightParts('a (b) [c]', '(b)')).toEqual([
      { text: 'a ', match: false },
      { text: '(b)', match: true },
      { text: ' [c]', match: false },
    ]);
    expect(highlightParts('Title', '')).toEqual([{ text: 'Title', match: false }]);
  });

  it('has a Finnish and a Swedish label for every type of the specification', () => {
    const types = [
      'lifewide_learning_course',
      'open_university_course',
      'news',
      'event',
      'standard_page',
      'hub',
      'location',
      'service',
      'research_funding_call',
      'research_group',
      'study_option',
      'research',
      'person_profile',
      'kb_selfstudy_material',
      'kb_teaching_material',
      'course_location',
      'external_liftup',
      'blog_post',
    ];
    for (const lang of ['fi', 'sv'] as const) {
      for (const t of types) expect(quickSearchStrings[lang][`type_${t}`], `${lang} ${t}`).toBeTruthy();
    }
    expect(
      Object.keys(quickSearchStrings.fi)
        .filter((k) => !k.startsWith('type_'))
        .sort(),
    ).toEqual(
      Object.keys(quickSearchStrings.en)
        .filter((k) => !k.startsWith('type_'))
        .sort(),
    );
  });

  it('upgrades legacy markup once, taking its data-* settings', () => {
    document.body.innerHTML = '<div id="aalto-quicksearch" data-language="fi" data-user-id="3" data-search-host="/search" class="site"></div>';
    upgradeLegacyQuicksearch(legacyMarkup);
    upgradeLegacyQuicksearch(legacyMarkup);
    const elements = document.querySelectorAll('#aalto-quicksearch > aalto-quicksearch');
    expect(elements).toHaveLength(1);
    expect(elements[0]!.getAttribute('language')).toBe('fi');
    expect(elements[0]!.getAttribute('user-id')).toBe('3');
    expect(elements[0]!.getAttribute('search-host')).toBe('/search');
    expect(elements[0]!.hasAttribute('class')).toBe(false);
  });

  it('takes from legacy markup only the attributes the element declares, never a handler', () => {
    document.body.innerHTML =
      '<div id="aalto-quicksearch" data-language="sv" data-index-prefix="site" data-autofocus data-tabindex="0" data-onfocus="window.__xss=1" data-onclick="window.__xss=1" data-style="animation: x 1s" data-onanimationstart="window.__xss=1" data-hidden data-is="x"></div>';
    upgradeLegacyQuicksearch(legacyMarkup);
    const element = document.querySelector('#aalto-quicksearch > aalto-quicksearch')!;
    expect(element.getAttributeNames().sort()).toEqual(['index-prefix', 'language']);
  });

  it('takes no destination on another origin from legacy markup, which content can forge', () => {
    const other = 'https://other.example';
    document.body.innerHTML = `<div id="aalto-quicksearch" data-language="fi" data-search-host="${other}" data-base-url="${other}" data-theme-url="//other.example/t"></div>`;
    upgradeLegacyQuicksearch(legacyMarkup);
    const element = document.querySelector('#aalto-quicksearch > aalto-quicksearch')!;
    expect(element.getAttributeNames()).toEqual(['language']);
    document.body.innerHTML = `<div id="aalto-quicksearch" data-search-host="/search" data-base-url="${location.origin}/fi" data-theme-url="/themes/aalto"></div>`;
    upgradeLegacyQuicksearch(legacyMarkup);
    const kept = document.querySelector('#aalto-quicksearch > aalto-quicksearch')!;
    expect(Object.fromEntries(kept.getAttributeNames().map((n) => [n, kept.getAttribute(n)]))).toEqual({
      'search-host': '/search',
      'base-url': `${location.origin}/fi`,
      'theme-url': '/themes/aalto',
    });
  });

  it('upgrades the site’s legacy markup though content with the same id comes first', () => {
    document.body.innerHTML = '<main><p id="aalto-quicksearch">content</p></main><header><div id="aalto-quicksearch" data-language="sv"></div></header>';
    upgradeLegacyQuicksearch(legacyMarkup);
    expect(document.querySelector('header aalto-quicksearch')?.getAttribute('language')).toBe('sv');
    expect(document.querySelectorAll('aalto-quicksearch')).toHaveLength(1);
  });
});
