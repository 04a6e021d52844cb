import fetchMock from 'fetch-mock';
import { describe, expect, it, vi } from 'vitest';
import '../../elements/loader';
import { DECLINE_ALL } from '../../src/core/consent/consent';
import { applyChoice } from '../../src/core/consent/choice';
import { clearConsentCookies } from './consent-helpers';
import { DEBOUNCE_MS } from '../../src/hubs/aalto-quicksearch/use-suggestions';
import { until } from './helpers';
import {
  HOST,
  SEARCH,
  hit,
  HITS,
  mount,
  input,
  type,
  key,
  entries,
  linksOf,
  spyOnNavigation,
  searches,
  suggestionsShown,
  withSuggestions,
  fakeTimers,
  typeAndPause,
  useQuickSearchPage,
} from './quicksearch-driver';

useQuickSearchPage();

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
