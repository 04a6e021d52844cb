/** <services-hub>: services in sections by category, server-sent filters, the nid join, index pages. */
import fetchMock from 'fetch-mock';
import { describe, expect, it, vi } from 'vitest';
import { until, useElementTestPage } from './helpers';
import { choice, chooseFilter, count, errorsOf, loaded, mount, openFilters, submitSearch, titles, untilFailed } from './listing-driver';
import { servicesOf } from '../../src/hubs/services-hub/hub';
import {
  CATEGORIES,
  CHOICES,
  PAGES,
  SEARCH,
  service,
  shared,
  categoriesAnswer,
  pagesAnswer,
  sectionHeadings,
  sectionTitles,
  categoryCalls,
} from './services-hub-data';

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('<services-hub>', () => {
  it("shows each category's first six services and 'Show more' under it, which adds more and focuses the first new one", async () => {
    const many = Array.from({ length: 40 }, (_, i) => service(String(100 + i), { name: `Service ${String(i).padStart(2, '0')}` }));
    fetchMock.route(CATEGORIES, {
      data: {
        categories: [
          { tid: '10', name: 'IT help', slug: 'it', services: many },
          { tid: '20', name: 'Money', slug: 'money', services: [shared] },
        ],
        ...CHOICES,
        meta: {},
      },
    });
    fetchMock.route(PAGES, { data: { index_pages: [] } });
    const el = await mount('services-hub');
    await loaded(el);
    expect(count(el)).toBe('Showing 41 services');
    // Every category comes a frame after the first ones.
    await until(() => sectionHeadings(el).join() === 'IT help,Money');
    expect(sectionTitles(el, 'IT help')).toHaveLength(6);
    expect(sectionTitles(el, 'Money')).toEqual(['Travel booking']);
    const more = el.querySelector<HTMLButtonElement>('.aalto-card-section .aalto-show-more button')!;
    // Its hidden context names the category: the page has one 'Show more' a category.
    expect(more.textContent).toBe('Show more (IT help, 6 of 40 shown)');
    more.click();
    await until(() => sectionTitles(el, 'IT help').length === 30);
    await until(() => document.activeElement?.textContent === 'Service 06');
    // Only a section that holds services back has the button.
    expect(el.querySelectorAll('.aalto-card-section .aalto-show-more')).toHaveLength(1);
  });

  it('shows services in sections by category, in the categories order, a service in each of its categories, then the index pages', async () => {
    fetchMock.route(CATEGORIES, categoriesAnswer);
    fetchMock.route(PAGES, pagesAnswer);
    // Did the index pages ever show while the sections were not there (they would move down)?
    let pagesBeforeSections = false;
    const observer = new MutationObserver(() => {
      if (document.querySelector('.aalto-service-pages') && !document.querySelector('.aalto-card-section')) pagesBeforeSections = true;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const el = await mount('services-hub');
    await loaded(el);
    expect(count(el)).toBe('Showing 3 services');
    // The sections come in the render that shows the count (their view is the definition's).
    expect(sectionHeadings(el)).toEqual(['Money', 'IT help']);
    expect(sectionTitles(el, 'Money')).toEqual(['Expense claims', 'Travel booking']);
    expect(sectionTitles(el, 'IT help')).toEqual(['Password reset', 'Travel booking']);
    // Sections are headed at the element's level; cards a level deeper.
    expect(el.querySelector('.aalto-card-section__heading')!.tagName).toBe('H3');
    expect(el.querySelector('.aalto-card-section .aalto-card__title')!.tagName).toBe('H4');
    const card = el.querySelector('.aalto-card')!.textContent;
    expect(card).toContain('TopicMoney and travel');
    expect(card).toContain('Target groupStaff');
    expect(card).toContain('Updated3.11.2026');
    await until(() => el.querySelector('.aalto-service-pages'));
    expect(pagesBeforeSections).toBe(false);
    const pages = [...el.querySelectorAll('.aalto-service-page')].map((a) => a.textContent);
    expect(pages[0]).toContain('IT index');
    expect(pages[0]).toContain('ProviderIT Services');
    expect(pages[0]).toContain('1 service');
    // A provider the categories do not name is shown as sent.
    expect(pages[1]).toContain('Providerunknown-unit');
    expect(pages[1]).toContain('2 services');
    // One categories call and one index pages call: the pages share the listing's requests.
    expect(fetchMock.callHistory.calls(CATEGORIES)).toHaveLength(1);
    expect(fetchMock.callHistory.calls(PAGES)).toHaveLength(1);
    observer.disconnect();
  });

  it('sends the filters to the categories call as comma lists, applies them itself, keeps them in the address', async () => {
    // The server ignores the parameters: the element's own filtering still holds.
    fetchMock.route(CATEGORIES, categoriesAnswer);
    fetchMock.route(PAGES, pagesAnswer);
    const el = await mount('services-hub');
    await loaded(el);
    await openFilters(el);
    expect(choice(el, 'Money and travel').closest('label')!.textContent).toBe('Money and travel (2)');
    await chooseFilter(el, 'Money and travel');
    expect(sectionHeadings(el)).toEqual(['Money', 'IT help']);
    expect(sectionTitles(el, 'IT help')).toEqual(['Travel booking']);
    await chooseFilter(el, 'IT and software');
    await chooseFilter(el, 'Staff');
    expect(titles(el)).toEqual(['Expense claims', 'Travel booking', 'Travel booking']);
    await until(() => categoryCalls().some((p) => p.get('topic') === 'money,it' && p.get('target_group') === 'staff'));
    expect(categoryCalls()[0]!.get('topic')).toBeNull();
    await until(() => location.search === '?topic=money,it&target_group=staff');
    // Providers come from the index pages that list a service.
    await chooseFilter(el, 'Staff');
    await chooseFilter(el, 'IT Services');
    expect(titles(el)).toEqual(['Password reset']);
    await until(() => categoryCalls().at(-1)!.get('service_provider') === 'it-services');
  });

  it('restores filters from the address and asks the server with them', async () => {
    history.replaceState(null, '', '/?target_group=staff');
    fetchMock.route(CATEGORIES, categoriesAnswer);
    fetchMock.route(PAGES, pagesAnswer);
    const el = await mount('services-hub', { language: 'fi' });
    await until(() => count(el) === 'Näytetään 2 palvelua');
    await until(() => categoryCalls().some((p) => p.get('target_group') === 'staff'));
    expect(el.querySelector('.aalto-pill, [class*="pill"]')!.textContent).toContain('Staff');
  });

  it('asks the search service for a term and shows the services it names by node id, in its order, as one list', async () => {
    fetchMock.route(CATEGORIES, categoriesAnswer);
    fetchMock.route(PAGES, pagesAnswer);
    fetchMock.route(SEARCH, { hits: { hits: [{ _source: { nid: ['3'] } }, { _source: { nid: ['999'] } }, { _source: { nid: ['1'] } }] } });
    const el = await mount('services-hub');
    await loaded(el);
    submitSearch(el, 'booking');
    await until(() => count(el) === 'Showing 2 services');
    expect(titles(el)).toEqual(['Travel booking', 'Password reset']);
    expect(el.querySelector('.aalto-card-section')).toBeNull();
    const call = fetchMock.callHistory.lastCall(SEARCH)!;
    expect(call.url).toBe('https://search.test/aalto_live_public_en/_search');
    expect(String(call.options.body)).toContain('"service"');
    // The term goes to the categories call too; its answer does not ask the search service again.
    await until(() => categoryCalls().some((p) => p.get('search_string') === 'booking'));
    await until(() => fetchMock.callHistory.calls(CATEGORIES).length === 2);
    expect(fetchMock.callHistory.calls(SEARCH)).toHaveLength(1);
    expect(titles(el)).toEqual(['Travel booking', 'Password reset']);
  });

  it("changes its results and count for a term once, when both the search service's and the categories call's answers are in", async () => {
    // The search service names services 3 and 1; the categories call for the term, answering after
    // it, lists only 3: the results are the services both name.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fetchMock.route(CATEGORIES, async (call) => {
      if (!new URL(call.url).searchParams.get('search_string')) return categoriesAnswer;
      await held;
      return { data: { ...categoriesAnswer.data, categories: [{ ...categoriesAnswer.data.categories[0]!, services: [shared] }] } };
    });
    fetchMock.route(PAGES, pagesAnswer);
    fetchMock.route(SEARCH, { hits: { hits: [{ _source: { nid: ['3'] } }, { _source: { nid: ['1'] } }] } });
    const el = await mount('services-hub');
    await loaded(el);
    const said: string[] = [];
    const status = el.querySelector('.aalto-count')!;
    new MutationObserver(() => said.push(status.textContent ?? '')).observe(status, { childList: true, subtree: true, characterData: true });
    submitSearch(el, 'booking');
    await until(() => fetchMock.callHistory.calls(SEARCH).length === 1 && categoryCalls().some((p) => p.get('search_string') === 'booking'));
    release();
    await until(() => count(el) === 'Showing 1 service');
    expect(titles(el)).toEqual(['Travel booking']);
    expect(said.filter((text) => text !== '')).toEqual(['Showing 1 service']);
  });

  it("shows the search service's answer alone when the categories call for the term fails", async () => {
    fetchMock.route(CATEGORIES, (call) => (new URL(call.url).searchParams.get('search_string') ? 500 : categoriesAnswer));
    fetchMock.route(PAGES, pagesAnswer);
    fetchMock.route(SEARCH, { hits: { hits: [{ _source: { nid: ['3'] } }, { _source: { nid: ['1'] } }] } });
    const el = await mount('services-hub');
    await loaded(el);
    submitSearch(el, 'booking');
    await until(() => count(el) === 'Showing 2 services');
    expect(titles(el)).toEqual(['Travel booking', 'Password reset']);
    expect(categoryCalls().some((p) => p.get('search_string') === 'booking')).toBe(true);
  });

  it('falls back to its own search when the search service fails', async () => {
    fetchMock.route(CATEGORIES, categoriesAnswer);
    fetchMock.route(PAGES, pagesAnswer);
    fetchMock.route(SEARCH, 500);
    const el = await mount('services-hub', { language: 'sv' });
    await loaded(el, /Inga resultat/);
    submitSearch(el, 'password');
    await until(() => count(el) === 'Visar 1 tjänst');
    expect(titles(el)).toEqual(['Password reset']);
  });

  it('asks for the categories once and reports their failure once, with Try again', async () => {
    fetchMock.route(CATEGORIES, 500);
    fetchMock.route(PAGES, pagesAnswer);
    const el = document.createElement('services-hub');
    el.setAttribute('language', 'en');
    const errors = errorsOf(el);
    document.body.append(el);
    await untilFailed(el);
    expect(fetchMock.callHistory.calls(CATEGORIES)).toHaveLength(1);
    const failure = expect.objectContaining({ endpoint: 'services/categories', reason: 'http-500' });
    expect(errors).toEqual([failure]);
    // Try again asks once more, and that failure is reported once more.
    (el.querySelector('.aalto-load-failure button') as HTMLButtonElement).click();
    await until(() => errors.length === 2 && el.querySelector('.aalto-load-failure button') !== null);
    expect(fetchMock.callHistory.calls(CATEGORIES)).toHaveLength(2);
    expect(errors).toEqual([failure, failure]);
  });

  it("says 'No results' when the calls fail, and renders hostile data as text", async () => {
    fetchMock.route(CATEGORIES, 500);
    fetchMock.route(PAGES, { body: 'not json' });
    const failed = await mount('services-hub', { language: 'fi' });
    await loaded(failed, /Ei tuloksia/);
    expect(failed.querySelector('.aalto-service-pages')).toBeNull();
    failed.remove();
    fetchMock.removeRoutes();
    const evil = service('6', { name: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)', summary: '<b>x</b>', topics: 'it', updateDate: 'soon' });
    fetchMock.route(CATEGORIES, {
      data: { categories: [{ tid: '1', name: '<script>alert(1)</script>', services: [evil, 'junk'] }, null], topics: { a: 1 }, target_groups: 'x' },
    });
    fetchMock.route(PAGES, {
      data: { index_pages: [{ id: 'p', title: '<i>t</i>', url: 'javascript:alert(1)', serviceProvider: '<u>p</u>', services: [evil] }] },
    });
    const el = await mount('services-hub');
    await loaded(el);
    await until(() => el.querySelector('.aalto-service-pages'));
    expect(el.querySelector('img, b, i, u, script, a[href^="javascript"]')).toBeNull();
    await until(() => expect(sectionHeadings(el)).toEqual(['<script>alert(1)</script>']));
    expect(el.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(el.textContent).not.toContain('Updated');
  });
});

describe('<services-hub> with many services', () => {
  it('paints its first categories first, then every category a frame later', async () => {
    const categories = Array.from({ length: 10 }, (_, c) => ({
      tid: String(c),
      name: `Category ${c}`,
      slug: `c${c}`,
      services: Array.from({ length: 5 }, (_, i) => service(`${c}-${i}`)),
    }));
    fetchMock.route(CATEGORIES, { data: { categories, ...CHOICES, meta: {} } });
    fetchMock.route(PAGES, { data: { index_pages: [] } });
    // The frame after the first render is held until the test has seen that render: on a busy
    // machine a frame may otherwise come before the test looks.
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const el = await mount('services-hub');
    const shown = () => ({ sections: el.querySelectorAll('.aalto-card-section').length, cards: el.querySelectorAll('.aalto-card').length });
    await until(() => shown().sections > 0 && frames.length > 0);
    // Whole categories until they hold FIRST_PAINT_CARDS (12) services: three of ten, the third one whole.
    expect(shown()).toEqual({ sections: 3, cards: 15 });
    frame.mockRestore();
    for (const callback of frames.splice(0)) callback(performance.now());
    await until(() => shown().sections === 10);
    expect(el.querySelectorAll('.aalto-card')).toHaveLength(50);
    expect(count(el)).toBe('Showing 50 services');
    expect(sectionHeadings(el)).toEqual(categories.map((c) => c.name));
  });
});

describe('<services-hub> over categories that embed no services', () => {
  const SERVICES = 'path:/aalto_api/services/services';
  const MANY = 40;
  const empty = Array.from({ length: MANY }, (_, i) => ({ tid: String(100 + i), name: `Category ${String(i).padStart(2, '0')}`, slug: `c${i}`, services: [] }));

  it('shows the services the categories list first, and asks for those of the others once they are painted', async () => {
    // Every other category lists its services; the others' answers never come in this test.
    const categories = empty.slice(0, 4).map((c, i) => (i % 2 ? c : { ...c, services: [service(c.tid, { name: `Own ${c.tid}` })] }));
    fetchMock.route(CATEGORIES, { data: { categories, ...CHOICES, meta: {} } });
    fetchMock.route(PAGES, { data: { index_pages: [] } });
    // The cards in the page when each follow call is asked: the first content waits for none of them.
    const cardsWhenAsked: number[] = [];
    let el: HTMLElement | null = null;
    fetchMock.route(SERVICES, () => {
      cardsWhenAsked.push(el?.querySelectorAll('.aalto-card').length ?? 0);
      return new Promise(() => {});
    });
    el = await mount('services-hub');
    await until(() => el.querySelectorAll('.aalto-card').length === 2);
    expect(sectionHeadings(el)).toEqual(['Category 00', 'Category 02']);
    await until(() => cardsWhenAsked.length === 2);
    expect(cardsWhenAsked).toEqual([2, 2]);
  });

  it('asks for their services a few at a time, shows the first ones before every answer is in, and asks once a page', async () => {
    // With a topic, the server's answer differs (its first category lists a service of its own):
    // the listing shows that one once the load for the topic, follow calls included, is done.
    const extra = { ...empty[0]!, services: [service('999', { name: 'Server-only', topics: ['money'] })] };
    fetchMock.route(CATEGORIES, (call) => ({
      data: { categories: new URL(call.url).searchParams.get('topic') ? [extra, ...empty.slice(1)] : empty, ...CHOICES, meta: {} },
    }));
    fetchMock.route(PAGES, { data: { index_pages: [] } });
    // Every category's answer waits until the test lets it go, to count the requests in flight.
    let inFlight = 0;
    let most = 0;
    const held: Array<() => void> = [];
    fetchMock.route(SERVICES, (call) => {
      const category = new URL(call.url).searchParams.get('category')!;
      inFlight += 1;
      most = Math.max(most, inFlight);
      return new Promise((resolve) =>
        held.push(() => {
          inFlight -= 1;
          const topic = Number(category) % 2 ? 'money' : 'it';
          resolve({ data: { services: [service(category, { name: `Service ${category}`, topics: [topic] })] } });
        }),
      );
    });
    const el = await mount('services-hub');
    await until(() => held.length === 6);
    // Let a few answers in: their services show while the rest are on their way.
    for (let i = 0; i < 4; i += 1) held.shift()!();
    await until(() => el.querySelectorAll('.aalto-card').length > 0);
    expect(fetchMock.callHistory.calls(SERVICES).length).toBeLessThan(MANY);
    // What is shown is what has come so far: busy until the rest is in.
    expect(el.querySelector('.aalto-cards')!.closest('[aria-busy="true"]')).not.toBeNull();
    /** Lets every answer asked for go, until `done` holds. */
    const answerUntil = (done: () => boolean) =>
      until(() => {
        while (held.length) held.shift()!();
        return done();
      });
    await answerUntil(() => count(el) === `Showing ${MANY} services`);
    expect(most).toBe(6);
    await until(() => el.querySelector('[aria-busy="true"]') === null);
    // A filter the server takes asks for the categories again, never again for their services.
    await chooseFilter(el, 'Money and travel');
    await answerUntil(() => count(el) === `Showing ${MANY / 2 + 1} services`);
    expect(categoryCalls().at(-1)!.get('topic')).toBe('money');
    expect(fetchMock.callHistory.calls(SERVICES)).toHaveLength(MANY);
  });
});

describe('servicesOf', () => {
  it('joins services to every category that lists them and to the providers of the pages that list them', () => {
    const s1 = { id: '1', name: 'A', slug: '', targetGroups: [], topics: [], summary: null, url: null, updateDate: null, category: ['9'], serviceProvider: [] };
    const s2 = { ...s1, id: '2', name: 'B', category: [] };
    const items = servicesOf(
      [
        { id: '10', name: 'X', slug: '', services: [s1, s2] },
        { id: '20', name: 'Y', slug: '', services: [s1] },
      ],
      [
        { id: 'p', url: null, language: 'en', title: 'P', leadText: null, serviceProvider: 'it', services: [s1] },
        { id: 'q', url: null, language: 'en', title: 'Q', leadText: null, serviceProvider: 'hr', services: [s1, s2] },
      ],
    );
    expect(items.map((s) => [s.id, s.categories, s.providers])).toEqual([
      ['1', ['9', '10', '20'], ['it', 'hr']],
      ['2', ['10'], ['hr']],
    ]);
  });
});
