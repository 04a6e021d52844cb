/** Events as the content API sends them, on a fixed clock: what the events' unit tests share. */
import { afterEach, beforeEach, vi } from 'vitest';
import { mount as mountTag } from './listing-driver';
import { useElementTestPage } from './helpers';
export const NOW = Date.parse('2026-11-21T12:00:00Z');
export const day = (offset: number, time = 'T10:00:00Z') => new Date(Date.parse(`2026-11-21${time}`) + offset * 86_400_000).toISOString();

export function event(id: string, overrides: Record<string, unknown> = {}) {
  return {
    nodeId: id,
    title: `Event ${id}`,
    eventDates: { start: day(3), end: day(3, 'T12:00:00Z') },
    location: 'Otaniemi',
    summary: `Summary of ${id}`,
    mainImage: {
      mediaId: `m-${id}`,
      imageUrl: `/img/${id}.jpg`,
      srcset: `/img/${id}-320.jpg 320w, /img/${id}-640.jpg 640w`,
      sizes: '320px',
      attr: `Picture of ${id}`,
    },
    eventType: ['Seminar'],
    language: ['en'],
    url: `/en/events/${id}`,
    category: ['1'],
    isExternalUrl: false,
    format: 'onsite',
    promoted: false,
    audience: 'public',
    ...overrides,
  };
}
export const CATEGORY_LIST = [
  { id: '1', name: 'Research' },
  { id: '2', name: 'Studies' },
];

/** The events listing's calls, as fetch-mock routes. */
export const LIST = 'path:/aalto_api/events/list';
export const CATEGORIES = 'path:/aalto_api/events/categories';
export const SEARCH = 'begin:https://search.test/';

export const mount = (attrs: Record<string, string> = {}) => mountTag('events-listing', attrs);

/** A test page for the events listing, its clock at NOW. */
export function useEventsPage() {
  useElementTestPage(() => history.replaceState(null, '', '/'));
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());
}
