/** How often the events listing renders its cards: once each for the first page, not again for a render that changes none. */
import fetchMock from 'fetch-mock';
import { describe, expect, it, vi } from 'vitest';
import { loaded } from './listing-driver';
import { until } from './helpers';
import { CATEGORIES, CATEGORY_LIST, LIST, mount, event, useEventsPage } from './events-data';

const renders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/hubs/events-listing/EventCard', async (actual) => {
  const { EventCard } = await actual<typeof import('../../src/hubs/events-listing/EventCard')>();
  return { EventCard: (props: Parameters<typeof EventCard>[0]) => ((renders.count += 1), EventCard(props)) };
});

useEventsPage();

describe('<events-listing> renders', () => {
  it('each card of the first page once: the load ending after them renders none again', async () => {
    fetchMock.route(LIST, { data: { events: Array.from({ length: 30 }, (_, i) => event(String(i))) } });
    fetchMock.route(CATEGORIES, { data: { event_categories: CATEGORY_LIST } });
    renders.count = 0;
    const el = await mount();
    await loaded(el);
    await until(() => el.querySelectorAll('.aalto-card').length === 20);
    // The load ends in a task after the first cards' commit: wait for the page's queued tasks to run.
    for (let turn = 0; turn < 5; turn += 1) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders.count).toBe(20);
  });
});
