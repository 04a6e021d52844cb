import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { choice, count, loaded, mount, openFilters, titles, untilFailed } from './listing-driver';
import { news as newsEndpoint } from '../../src/listing/shared/events-news/endpoints';
import { callsAtFirstCommit, until, useElementTestPage } from './helpers';

const LIST = 'path:/aalto_api/news/list';
const CATEGORIES = 'path:/aalto_api/news/categories';
const SEARCH = 'begin:https://search.test/';

function item(id: string, published: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `News ${id}`,
    url: `/en/news/${id}`,
    description: `About ${id}`,
    published,
    categories: ['21'],
    newsType: ['News'],
    studentGuide: false,
    promoted: false,
    field_role_restrictions: [],
    ...overrides,
  };
}
const CATEGORY_LIST = [
  { id: '21', name: 'Research' },
  { id: '22', name: 'Studies' },
];

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('news parsing', () => {
  it('reads role restrictions from field_role_restrictions and degrades wrong fields alone', () => {
    const { news } = newsEndpoint.parse({
      news: [item('a', 'not a date', { field_role_restrictions: ['staff'], categories: 5, name: null, url: 'javascript:x' })],
    });
    expect(news[0]).toMatchObject({ id: 'a', name: '', url: null, published: null, categories: ['5'], roleRestrictions: true });
  });
});

describe('<news-listing>', () => {
  it('starts its calls in the commit of its first render, before the loading state can be painted', async () => {
    fetchMock.route(LIST, { data: { news: [] } });
    fetchMock.route(CATEGORIES, { data: { news_categories: [] } });
    const el = document.createElement('news-listing');
    const calls = callsAtFirstCommit(el, LIST);
    document.body.append(el);
    expect(await calls).toBe(1);
    await loaded(el);
  });

  it('lists promoted news first, then newest first, with the published date and categories', async () => {
    fetchMock.route(LIST, {
      data: {
        news: [
          item('old', '2025-01-10T09:00:00Z'),
          item('new', '2026-11-20T09:00:00Z', { categories: ['22'] }),
          item('pinned', '2024-05-01T09:00:00Z', { promoted: true }),
          item('undated', ''),
        ],
      },
    });
    fetchMock.route(CATEGORIES, { data: { news_categories: CATEGORY_LIST } });
    const el = await mount('news-listing');
    await loaded(el);
    expect(titles(el)).toEqual(['News pinned', 'News new', 'News old', 'News undated']);
    expect(count(el)).toBe('Showing 4 news items');
    const card = el.querySelectorAll('.aalto-card')[1]!;
    expect(card.querySelector('time')!.textContent).toBe('20.11.2026');
    expect(card.textContent).toContain('CategoryStudies');
    expect(el.querySelectorAll('.aalto-card')[0]!.querySelector('.aalto-badge')!.textContent).toBe('Featured');
  });

  it('shows role-restricted news only to logged-in users, who get the audience filter', async () => {
    fetchMock.route(LIST, { data: { news: [item('open', '2026-11-01'), item('staff', '2026-11-02', { field_role_restrictions: ['staff'] })] } });
    fetchMock.route(CATEGORIES, { data: { news_categories: CATEGORY_LIST } });
    const anonymous = await mount('news-listing');
    await loaded(anonymous);
    expect(titles(anonymous)).toEqual(['News open']);
    anonymous.remove();
    const member = await mount('news-listing', { 'user-id': '3' });
    await loaded(member);
    expect(titles(member)).toEqual(['News staff', 'News open']);
    await openFilters(member);
    [...member.querySelectorAll('label')]
      .find((l) => l.textContent === 'Community only')!
      .querySelector('input')!
      .click();
    await until(() => titles(member).join() === 'News staff');
  });

  it("filters by category and type; 'No news found' when nothing is left, 'could not load' when the call fails", async () => {
    fetchMock.route(LIST, { data: { news: [item('a', '2026-11-01'), item('b', '2026-11-02', { newsType: ['Press release'], categories: ['22'] })] } });
    fetchMock.route(CATEGORIES, { data: { news_categories: CATEGORY_LIST } });
    const el = await mount('news-listing');
    await loaded(el);
    await openFilters(el);
    // News declare no date range and one order: neither control is shown (nor loaded).
    expect(el.querySelector('.aalto-date-range, .aalto-sort-select')).toBeNull();
    choice(el, 'Press release').click();
    await until(() => titles(el).join() === 'News b');
    choice(el, 'Research').click();
    await until(() => el.textContent.includes('No news found'));
    el.remove();
    fetchMock.removeRoutes();
    fetchMock.route(LIST, 500);
    fetchMock.route(CATEGORIES, 500);
    const failed = await mount('news-listing');
    await untilFailed(failed);
    expect(failed.textContent).toContain('No news found');
  });

  it('searches through the news indexes (and the intranet twin for a logged-in user)', async () => {
    fetchMock.route(LIST, { data: { news: [item('a', '2026-11-01'), item('b', '2026-11-02')] } });
    fetchMock.route(CATEGORIES, { data: { news_categories: CATEGORY_LIST } });
    fetchMock.route(SEARCH, { hits: { hits: [{ _source: { url: ['/en/news/a'] } }] } });
    const el = await mount('news-listing', { 'user-id': '9', language: 'fi', 'index-prefix': 'uni' });
    await loaded(el);
    const input = el.querySelector('input[type="search"]') as HTMLInputElement;
    input.value = 'energia';
    input.form!.requestSubmit();
    await until(() => titles(el).join() === 'News a');
    expect(fetchMock.callHistory.lastCall(SEARCH)!.url).toBe('https://search.test/uni_live_news_fi,uni_live_news_intranet_fi/_search');
    expect(count(el)).toBe('Näytetään 1 uutinen');
  });
});

describe('student guide listings', () => {
  const META = {
    types: [{ id: 'info', name: 'Info session' }],
    levels: [
      { id: 'bachelor', name: "Bachelor's students" },
      { id: 'master', name: "Master's students" },
    ],
    schools: [{ id: 'sci', name: 'School of Science' }],
  };

  it('<student-guide-news> adds topic, study level and school filters with labels from meta', async () => {
    fetchMock.route('path:/aalto_api/student_guide/news', {
      data: {
        news: [item('a', '2026-11-01', { levels: ['bachelor'], types: ['info'], schools: ['sci'] }), item('b', '2026-11-02', { levels: ['master', 'phd'] })],
        meta: META,
      },
    });
    const el = await mount('student-guide-news');
    await loaded(el);
    expect(el.querySelectorAll('.aalto-card')[1]!.textContent).toContain("Study levelBachelor's students");
    await openFilters(el);
    const legends = [...el.querySelectorAll('legend')].map((l) => l.textContent);
    expect(legends).toEqual(['Type', 'Topic', 'Study level', 'School']);
    // A value meta does not name is still offered, as sent.
    choice(el, 'phd').click();
    await until(() => titles(el).join() === 'News b');
    choice(el, "Bachelor's students").click();
    await until(() => titles(el).length === 2);
    await until(() => new URLSearchParams(location.search).get('levels') === 'phd,bachelor');
  });

  it('<student-guide-events> names its categories by events/categories, and filters by category and school', async () => {
    const when = { start: '2099-01-01T10:00:00Z', end: '2099-01-01T12:00:00Z' };
    fetchMock.route('path:/aalto_api/student_guide/events', {
      data: {
        events: [
          { nodeId: 'x', title: 'Orientation', eventDates: when, schools: ['sci'], category: [9] },
          { nodeId: 'y', title: 'Career fair', eventDates: when, schools: [], category: [{ id: 12, name: 'Career' }] },
        ],
        meta: META,
      },
    });
    fetchMock.route('path:/aalto_api/events/categories', {
      data: {
        event_categories: [
          { id: 9, name: 'Orientation week' },
          { id: 12, name: 'Career' },
        ],
      },
    });
    const el = await mount('student-guide-events');
    await loaded(el);
    expect(
      fetchMock.callHistory
        .calls()
        .map((c) => new URL(c.url).pathname)
        .sort(),
    ).toEqual(['/aalto_api/events/categories', '/aalto_api/student_guide/events']);
    expect([...el.querySelectorAll('.aalto-card')].find((c) => c.textContent.includes('Orientation'))!.textContent).toContain('CategoryOrientation week');
    await openFilters(el);
    choice(el, 'Career').click();
    await until(() => titles(el).join() === 'Career fair');
    choice(el, 'Career').click();
    await until(() => titles(el).length === 2);
    choice(el, 'School of Science').click();
    await until(() => titles(el).join() === 'Orientation');
  });

  it('<student-guide-news> names its categories by news/categories', async () => {
    fetchMock.route('path:/aalto_api/student_guide/news', { data: { news: [item('a', '2026-11-01', { categories: [502] })], meta: META } });
    fetchMock.route('path:/aalto_api/news/categories', { data: { news_categories: [{ id: 502, name: 'Studies' }] } });
    const el = await mount('student-guide-news');
    await loaded(el);
    expect(el.querySelector('.aalto-card')!.textContent).toContain('CategoryStudies');
    await openFilters(el);
    expect(choice(el, 'Studies').checked).toBe(false);
  });
});
