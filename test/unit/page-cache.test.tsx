/**
 * One keyed query cache per page (TanStack Query's model): two elements that ask for the same call
 * make one request and share its answer; each element hears of a failure once and asks again on
 * 'Try again' (a failure is not kept); the answers go with the page's last element.
 */
import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { count, errorsOf, loaded, mount, untilFailed } from './listing-driver';
import { until, useElementTestPage } from './helpers';

const LIST = 'path:/aalto_api/news/list';
const CATEGORIES = 'path:/aalto_api/news/categories';
const news = (id: string) => ({ id, name: `News ${id}`, url: `/en/news/${id}`, published: '2026-11-20T09:00:00Z', categories: ['21'] });

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('the page cache', () => {
  it("answers a second element that asks for the same calls from the first one's answers, and drops them with the last element", async () => {
    fetchMock.route(LIST, { data: { news: [news('a'), news('b')] } });
    fetchMock.route(CATEGORIES, { data: { news_categories: [{ id: '21', name: 'Research' }] } });
    const first = await mount('news-listing');
    await loaded(first);
    const second = await mount('news-listing', { 'param-prefix': 'other-' });
    await loaded(second);
    expect([count(first), count(second)]).toEqual(['Showing 2 news items', 'Showing 2 news items']);
    expect(fetchMock.callHistory.calls(LIST)).toHaveLength(1);
    expect(fetchMock.callHistory.calls(CATEGORIES)).toHaveLength(1);
    // Every element gone: the next one asks again.
    for (const el of [first, second]) el.remove();
    const again = await mount('news-listing');
    await loaded(again);
    expect(fetchMock.callHistory.calls(LIST)).toHaveLength(2);
  });

  it('tells each element of a shared failure once, and asks again on Try again', async () => {
    // The failure answers once both elements are waiting for it.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    fetchMock.route(LIST, () => held.then(() => ({ status: 500 })), { repeat: 1 });
    fetchMock.route(LIST, { data: { news: [news('a')] } });
    fetchMock.route(CATEGORIES, { data: { news_categories: [] } });
    const first = document.createElement('news-listing');
    const second = document.createElement('news-listing');
    second.setAttribute('param-prefix', 'other-');
    const errors = [errorsOf(first), errorsOf(second)];
    document.body.append(first, second);
    await until(() => [first, second].every((el) => el.textContent.includes('Loading')));
    release();
    await Promise.all([untilFailed(first), untilFailed(second)]);
    expect(fetchMock.callHistory.calls(LIST)).toHaveLength(1);
    expect(errors.map((e) => e.map((d) => d.reason))).toEqual([['http-500'], ['http-500']]);
    (first.querySelector('.aalto-load-failure button') as HTMLButtonElement).click();
    await until(() => count(first) === 'Showing 1 news item');
    expect(fetchMock.callHistory.calls(LIST)).toHaveLength(2);
  });
});
