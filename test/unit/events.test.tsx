import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { choice, count, errorsOf, untilFailed, LOAD_FAILED, loaded, openFilters, titles } from './listing-driver';
import { heldAnswer, until } from './helpers';
import { CATEGORIES, CATEGORY_LIST, LIST, mount, SEARCH, day, event, useEventsPage } from './events-data';

useEventsPage();

describe('<events-listing>', () => {
  it('lists promoted upcoming events first, then upcoming by start, then past, with statuses and the count', async () => {
    fetchMock.route(LIST, {
      data: {
        events: [
          event('past', { eventDates: { start: day(-5), end: day(-5, 'T12:00:00Z') }, promoted: true }),
          event('later', { eventDates: { start: day(30), end: day(30, 'T12:00:00Z') } }),
          event('soon', { eventDates: { start: day(1), end: day(1, 'T12:00:00Z') }, registrationPeriod: { start: day(-10), end: day(0, 'T23:00:00Z') } }),
          event('promoted', { eventDates: { start: day(60), end: day(60, 'T12:00:00Z') }, promoted: true }),
          event('now', { eventDates: { start: day(-1), end: day(2) } }),
        ],
      },
    });
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    const el = await mount();
    await loaded(el);
    expect(titles(el)).toEqual(['Event promoted', 'Event now', 'Event soon', 'Event later', 'Event past']);
    expect(count(el)).toBe('Showing 5 events');
    const cards = [...el.querySelectorAll('.aalto-card')];
    const badges = (i: number) => [...cards[i]!.querySelectorAll('.aalto-badge')].map((b) => b.textContent);
    expect(badges(0)).toEqual(['Featured', 'Starting next']);
    expect(badges(1)).toEqual(['Ongoing']);
    expect(badges(2)).toEqual(['Starting next', 'Registration open']);
    // A promoted event that is over is not featured.
    expect(badges(4)).toEqual(['Past']);
    const soon = cards[2]!;
    expect(soon.querySelector('time')!.getAttribute('datetime')).toBe('2026-11-22');
    expect(soon.querySelector('.aalto-card__date')!.textContent).toContain('22.11.2026');
    expect(soon.querySelector('img')!.getAttribute('srcset')).toBe('/img/soon-320.jpg 320w, /img/soon-640.jpg 640w');
    expect(soon.querySelector('img')!.getAttribute('alt')).toBe('Picture of soon');
    expect(soon.textContent).toContain('CategoryResearch');
    expect(soon.textContent).toContain('FormatOn site');
    expect(cards[1]!.querySelector('.aalto-card__date')!.textContent).toContain('20.11.2026–23.11.2026');
  });

  it("filters by time, category and format, shows pills, and says 'No events found' when nothing matches", async () => {
    fetchMock.route(LIST, {
      data: {
        events: [
          event('a', { category: ['1'], format: 'online' }),
          event('b', { category: ['2'] }),
          event('c', { category: ['2'], eventDates: { start: day(-3), end: day(-3, 'T12:00:00Z') } }),
        ],
      },
    });
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    const el = await mount();
    await loaded(el);
    await openFilters(el);
    choice(el, 'Studies').click();
    await until(() => count(el) === 'Showing 2 events');
    choice(el, 'Past').click();
    await until(() => count(el) === 'Showing 1 event');
    expect(titles(el)).toEqual(['Event c']);
    expect([...el.querySelectorAll('.aalto-pill')].map((p) => p.getAttribute('aria-label'))).toEqual(['Remove filter: Past', 'Remove filter: Studies']);
    choice(el, 'Online').click();
    await until(() => el.textContent.includes('No events found'));
    (el.querySelector('[aria-label="Remove filter: Online"]') as HTMLButtonElement).click();
    await until(() => count(el) === 'Showing 1 event');
  });

  it('pages by 20 with Show more, moving focus to the first new card, and keeps the page in the address', async () => {
    fetchMock.route(LIST, {
      data: {
        events: Array.from({ length: 45 }, (_, i) =>
          event(`e${String(i).padStart(2, '0')}`, { eventDates: { start: day(i + 1), end: day(i + 1, 'T12:00:00Z') } }),
        ),
      },
    });
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    const el = await mount();
    await loaded(el);
    expect(titles(el)).toHaveLength(20);
    expect(count(el)).toBe('Showing 20 of 45 events');
    const more = [...el.querySelectorAll('button')].find((b) => b.textContent.startsWith('Show more'))!;
    expect(more.textContent).toBe('Show more (20 of 45 shown)');
    more.click();
    await until(() => titles(el).length === 40);
    await until(() => document.activeElement?.textContent?.startsWith('Event e20'));
    await until(() => new URLSearchParams(location.search).get('page') === '2');
    [...el.querySelectorAll('button')].find((b) => b.textContent.startsWith('Show more'))!.click();
    await until(() => titles(el).length === 45);
    expect([...el.querySelectorAll('button')].some((b) => b.textContent.startsWith('Show more'))).toBe(false);
  });

  it('restores filters, range, search and page from the address', async () => {
    history.replaceState(null, '', '/?category=2&from=2026-11-24&page=1&timing=upcoming');
    fetchMock.route(LIST, {
      data: { events: [event('a'), event('b', { category: ['2'] }), event('c', { category: ['2'], eventDates: { start: day(1), end: day(1) } })] },
    });
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    const el = await mount();
    await loaded(el);
    expect(titles(el)).toEqual(['Event b']);
    expect([...el.querySelectorAll('.aalto-pill')].map((p) => p.getAttribute('aria-label'))).toEqual([
      'Remove filter: Upcoming',
      'Remove filter: Studies',
      'Remove filter: 24.11.2026–',
    ]);
    // The date range's view comes from the hub's definition (`controls`), not the layout.
    await openFilters(el);
    expect([...el.querySelectorAll<HTMLInputElement>('.aalto-date-range input[type="date"]')].map((i) => i.value)).toEqual(['2026-11-24', '']);
  });

  it('shows an anonymous visitor only events whose audience is known to be public', async () => {
    const unknown = ['intranet', 'staff', 'restricted', 'Yhteisö', ['public', 'staff'], { value: 'public' }];
    const list = {
      data: {
        events: [
          event('open'),
          event('julkinen', { audience: ' Julkinen ' }),
          event('unset', { audience: null }),
          ...unknown.map((audience, i) => event(`hidden-${i}`, { audience })),
        ],
      },
    };
    fetchMock.route(LIST, list);
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    const anonymous = await mount();
    await loaded(anonymous);
    expect(titles(anonymous).sort()).toEqual(['Event julkinen', 'Event open', 'Event unset']);
    anonymous.remove();
    const member = await mount({ 'user-id': '12' });
    await loaded(member);
    expect(titles(member)).toHaveLength(3 + unknown.length);
  });

  it('never shows community events to an anonymous visitor; a logged-in user has the audience filter', async () => {
    const list = { data: { events: [event('open'), event('staff', { audience: 'community' })] } };
    fetchMock.route(LIST, list);
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    const anonymous = await mount();
    await loaded(anonymous);
    expect(titles(anonymous)).toEqual(['Event open']);
    await openFilters(anonymous);
    expect(anonymous.textContent).not.toContain('Audience');
    anonymous.remove();

    const member = await mount({ 'user-id': '12' });
    await loaded(member);
    expect(titles(member)).toEqual(['Event open', 'Event staff']);
    expect(member.querySelectorAll('.aalto-card')[1]!.textContent).toContain('Aalto community');
    await openFilters(member);
    const radio = (label: string) => [...member.querySelectorAll('label')].find((l) => l.textContent === label)!.querySelector('input')!;
    expect(radio('All content').checked).toBe(true);
    radio('Community only').click();
    await until(() => titles(member).join() === 'Event staff');
    radio('Public only').click();
    await until(() => titles(member).join() === 'Event open');
    radio('All content').click();
    await until(() => titles(member).length === 2);
  });

  it('sends a search term to the search service (events indexes) and lists the hits in its order', async () => {
    fetchMock.route(LIST, { data: { events: [event('a'), event('b'), event('c')] } });
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    fetchMock.route(SEARCH, { hits: { hits: [{ _source: { url: ['/en/events/c'] } }, { _source: { url: ['/elsewhere'], nid: ['a'] } }] } });
    const el = await mount();
    await loaded(el);
    const input = el.querySelector('input[type="search"]') as HTMLInputElement;
    input.value = 'robotics';
    input.form!.requestSubmit();
    await until(() => count(el) === 'Showing 2 events');
    expect(titles(el)).toEqual(['Event c', 'Event a']);
    const call = fetchMock.callHistory.lastCall(SEARCH)!;
    expect(call.url).toBe('https://search.test/aalto_live_events_en/_search');
    const body = JSON.parse(String(call.options.body));
    expect(JSON.stringify(body)).toContain('"distance_feature"');
    expect(JSON.stringify(body)).toContain('robotics');
  });

  it('falls back to searching its own events when the search service fails', async () => {
    fetchMock.route(LIST, { data: { events: [event('a', { title: 'Robotics seminar' }), event('b')] } });
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    fetchMock.route(SEARCH, 500);
    const el = await mount();
    await loaded(el);
    const input = el.querySelector('input[type="search"]') as HTMLInputElement;
    input.value = 'robotics';
    input.form!.requestSubmit();
    await until(() => count(el) === 'Showing 1 event');
    expect(titles(el)).toEqual(['Robotics seminar']);
  });

  it('looks up images of events that carry only a media id', async () => {
    fetchMock.route(LIST, { data: { events: [event('a', { mainImage: 'm-77' })] } });
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    fetchMock.route('path:/aalto_api/image', {
      data: { images: [{ mediaId: 'm-77', imageUrl: '/img/77.jpg', srcset: 'javascript:alert(1) 1w, /img/77-2.jpg 2w', attr: 'A lab' }] },
    });
    const el = await mount();
    await loaded(el);
    await until(() => el.querySelector('img'));
    expect(fetchMock.callHistory.lastCall('path:/aalto_api/image')!.url).toContain('ids=m-77');
    const img = el.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/img/77.jpg');
    expect(img.getAttribute('srcset')).toBe('/img/77-2.jpg 2w');
    expect(img.getAttribute('alt')).toBe('A lab');
  });

  it("keeps an image's place while it is looked up (no layout shift), and drops it when none is found", async () => {
    fetchMock.route(LIST, { data: { events: [event('a', { mainImage: 'm-77' }), event('b', { mainImage: 'm-78' })] } });
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    const images = heldAnswer({ data: { images: [{ mediaId: 'm-77', imageUrl: '/img/77.jpg', attr: 'A lab' }] } });
    fetchMock.route('path:/aalto_api/image', images.response);
    const el = await mount();
    await loaded(el);
    expect(el.querySelectorAll('span.aalto-card__image.aalto-image--pending[aria-hidden="true"]')).toHaveLength(2);
    images.release();
    await until(() => el.querySelector('img'));
    expect(el.querySelectorAll('.aalto-image--pending')).toHaveLength(0);
    expect(el.querySelectorAll('.aalto-card__image')).toHaveLength(1);
  });

  it('aborts an image lookup still in flight when the element goes away', async () => {
    fetchMock.route(LIST, { data: { events: [event('a', { mainImage: 'm-77' })] } });
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    fetchMock.route('path:/aalto_api/image', { data: { images: [{ mediaId: 'm-77', imageUrl: '/img/77.jpg', attr: 'A lab' }] } }, { delay: 300 });
    const el = await mount();
    await loaded(el);
    await until(() => fetchMock.callHistory.lastCall('path:/aalto_api/image'));
    el.remove();
    await until(() => fetchMock.callHistory.lastCall('path:/aalto_api/image')!.options.signal?.aborted === true);
  });

  for (const [name, answer, reason] of [
    ['a 500', 500, 'http-500'],
    ['a body that is not JSON', { body: '<html>oops</html>', headers: { 'content-type': 'application/json' } }, 'not-json'],
    ['a body without data', { events: [] }, 'malformed'],
    ['a network error', { throws: new TypeError('Failed to fetch') }, 'network'],
  ] as const) {
    it(`says it could not load after ${name}, besides 'No events found', and reports '${reason}'`, async () => {
      fetchMock.route(LIST, answer as never);
      fetchMock.route(CATEGORIES, answer as never);
      const el = document.createElement('events-listing');
      const errors = errorsOf(el);
      document.body.append(el);
      await untilFailed(el);
      expect(count(el)).toBe(LOAD_FAILED.en);
      expect(el.textContent).toContain('No events found');
      expect(el.textContent).not.toContain('Loading contents...');
      expect(errors).toContainEqual(expect.objectContaining({ endpoint: 'events/list', reason }));
    });
  }

  it('shows the events when only the categories could not load, and reports that call', async () => {
    fetchMock.route(LIST, { data: { events: [event('a'), event('b')] } });
    fetchMock.route(CATEGORIES, 503);
    const el = document.createElement('events-listing');
    const errors = errorsOf(el);
    document.body.append(el);
    await until(() => titles(el).length === 2);
    expect(el.querySelector('.aalto-load-failure')).toBeNull();
    expect(errors).toEqual([expect.objectContaining({ endpoint: 'events/categories', reason: 'http-503' })]);
  });

  it("loads again on 'Try again' once the fault is gone", async () => {
    fetchMock.route(LIST, 500, { repeat: 1 });
    fetchMock.route(LIST, { data: { events: [event('a')] } });
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    const el = await mount();
    await untilFailed(el);
    (el.querySelector('.aalto-load-failure button') as HTMLButtonElement).click();
    await until(() => titles(el).length === 1);
    expect(el.querySelector('.aalto-load-failure')).toBeNull();
    // Focus stays in the element, on the count line that says what came.
    expect(document.activeElement).toBe(el.querySelector('.aalto-count'));
  });

  it('renders HTML from data as text and links no javascript: URL', async () => {
    const hostile = '<img src=x onerror="window.__xss=1"><b>bold</b>';
    fetchMock.route(LIST, {
      data: {
        events: [
          event('x', {
            title: hostile,
            summary: hostile,
            location: hostile,
            url: 'javascript:window.__xss=1',
            eventType: [hostile],
            mainImage: { imageUrl: 'javascript:x', srcset: 'javascript:x 1w', attr: hostile },
          }),
        ],
      },
    });
    fetchMock.route(CATEGORIES, { data: { event_categories: [{ id: '1', name: hostile }] } });
    const el = await mount();
    await loaded(el);
    expect(el.querySelectorAll('.aalto-card b, .aalto-card img, .aalto-card a').length).toBe(0);
    expect(el.querySelector('.aalto-card__title')!.textContent).toBe(hostile);
    expect(el.querySelector('.aalto-card')!.textContent).toContain(`Category${hostile}`);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  describe('a long list', () => {
    /** Six hundred events a day apart, one category each; the last one promoted. */
    const long = (category: (i: number) => string) =>
      Array.from({ length: 600 }, (_, i) =>
        event(`${category(i)}-${String(i).padStart(3, '0')}`, {
          eventDates: { start: day(1 + (i % 40)), end: day(1 + (i % 40), 'T12:00:00Z') },
          category: [category(i)],
          promoted: i === 599,
        }),
      );
    /** What the listing shows when its first card appears: titles, count, busy. */
    function firstCards(el: Element) {
      return new Promise<{ titles: ReturnType<typeof titles>; count: string; busy: boolean }>((resolve) => {
        const observer = new MutationObserver(() => {
          if (!el.querySelector('.aalto-card')) return;
          observer.disconnect();
          resolve({ titles: titles(el), count: count(el), busy: el.querySelector('[aria-busy="true"]') !== null });
        });
        observer.observe(el, { subtree: true, childList: true });
      });
    }

    it('paints its first page before reading every event: busy, and counted once the whole list is in', async () => {
      fetchMock.route(LIST, { data: { events: long(() => '1') } });
      fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
      const el = document.createElement('events-listing');
      const first = firstCards(el);
      document.body.append(el);
      const shown = await first;
      expect(shown.busy).toBe(true);
      expect(shown.count).toBe('');
      expect(shown.titles[0]).toBe('Event 1-599');
      await loaded(el);
      expect(count(el)).toBe('Showing 20 of 600 events');
      expect(titles(el).slice(0, shown.titles.length)).toEqual(shown.titles);
      expect(el.querySelector('.aalto-card')!.textContent).toContain('CategoryResearch');
    });

    it('reads every event first when the address names a filter: the first cards are the whole filter’s', async () => {
      history.replaceState(null, '', '/?category=2');
      fetchMock.route(LIST, { data: { events: long((i) => (i % 2 ? '2' : '1')) } });
      fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
      const el = document.createElement('events-listing');
      const first = firstCards(el);
      document.body.append(el);
      const shown = await first;
      expect(shown.titles.every((title) => title?.startsWith('Event 2-'))).toBe(true);
      expect(shown.count).toBe('Showing 20 of 300 events');
    });
  });
});
