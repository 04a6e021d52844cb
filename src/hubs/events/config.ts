/**
 * The events listing as configuration of the listing engine: filter groups (category, format,
 * event type, language, upcoming or past, audience, plus any a variant adds), the date range, the
 * order (upcoming soonest first, then past most recent first; promoted upcoming events pinned
 * first), paging, and the search service for search terms.
 */
import type { Instant } from '../../core/dates.js';
import type { Event } from '../../core/entities/events-news.js';
import type { FilterGroup, ListingConfig, RemoteSearch } from '../../listing/types.js';
import { endOf, eventOrder, timingOf } from './timing.js';

export const PAGE_SIZE = 20;
export const KNOWN_FORMATS = ['online', 'onsite'] as const;
export const KNOWN_LANGUAGES = ['fi', 'sv', 'en'] as const;

export type EventSortKey = 'date' | 'title';

export function eventsConfig(
  language: string,
  now: Instant,
  remoteSearch: RemoteSearch<Event> | undefined,
  extraGroups: ReadonlyArray<FilterGroup<Event>> = [],
): ListingConfig<Event, EventSortKey> {
  return {
    language,
    groups: [
      { id: 'category', values: (e) => e.category },
      { id: 'format', values: (e) => (e.format ? [e.format] : []) },
      { id: 'type', values: (e) => e.eventType },
      { id: 'language', values: (e) => e.language },
      { id: 'timing', values: (e) => (timingOf(e, now) === 'past' ? ['past'] : e.eventDates?.isValid ? ['upcoming'] : []) },
      { id: 'audience', values: (e) => [e.audience] },
      ...extraGroups,
    ],
    ranges: [{ id: 'dates', span: (e) => (e.eventDates?.isValid ? [e.eventDates.start, endOf(e.eventDates)] : null) }],
    searchText: (e) => [e.title, e.location, e.summary],
    sortKeys: {
      date: { kind: 'number', value: (e) => eventOrder(e, now) },
      title: { kind: 'text', value: (e) => e.title },
    },
    defaultSort: { key: 'date', direction: 'asc' },
    pinned: (e) => e.promoted && timingOf(e, now) !== 'past',
    pageSize: PAGE_SIZE,
    remoteSearch,
  };
}
