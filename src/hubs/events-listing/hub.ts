/**
 * The events hub (docs/api.md, `events/list`): cards with dates and statuses, promoted upcoming
 * events first, then upcoming by start, then past events most recent first; filters by time,
 * category, format, event type, language and a date range (audience for logged-in users); a search
 * term goes to the search service's events query. The student guide's events extend it.
 */
import * as endpoints from '../../listing/shared/events-news/endpoints.js';
import type { Event } from '../../listing/shared/events-news/entities.js';
import { keyLabel, registrationStatus, source, type HubDefinition } from '../../listing/hub.js';
import { dateRangeControl } from '../../listing/views/DateRange.js';
import { EventCard } from './EventCard.js';
import { eventsStrings, type EventsStrings } from './strings.js';
import { endOf, eventOrder, timingOf } from './timing.js';
import { languageName } from '../../core/language-names.js';
import { firstPageBy } from '../../listing/first-page.js';

export const PAGE_SIZE = 20;
const KNOWN_FORMATS = ['online', 'onsite'];

export type EventSortKey = 'date' | 'title';

export const eventsHub: HubDefinition<Event, EventSortKey, EventsStrings> = {
  className: 'aalto-events',
  source: source({ list: endpoints.events, categories: endpoints.eventCategories }, ({ list, categories }) => ({
    items: list.events,
    meta: list.meta,
    choices: { category: categories.event_categories },
  })),
  strings: eventsStrings,
  empty: 'noEvents',
  statuses: [
    {
      id: 'timing',
      label: 'groupTiming',
      badge: false,
      rules: [
        { value: 'upcoming', label: 'when_upcoming', holds: (e, now) => Boolean(e.eventDates?.isValid) && timingOf(e, now) !== 'past' },
        { value: 'past', label: 'when_past', holds: (e, now) => timingOf(e, now) === 'past' },
      ],
    },
    // Badges only, in the order a card shows them.
    {
      id: 'promoted',
      label: 'promoted',
      filter: false,
      rules: [{ value: 'promoted', label: 'promoted', holds: (e, now) => e.promoted && timingOf(e, now) !== 'past' }],
    },
    {
      id: 'when',
      label: 'groupTiming',
      filter: false,
      rules: (['next', 'ongoing', 'past'] as const).map((timing) => ({
        value: timing,
        label: `timing_${timing}` as const,
        holds: (e: Event, now: number) => timingOf(e, now) === timing,
      })),
    },
    registrationStatus({ label: 'groupTiming', filter: false }),
  ],
  groups: [
    { id: 'category', label: 'groupCategory', values: (e) => e.category, choices: { from: 'server' }, fact: true },
    {
      id: 'format',
      label: 'groupFormat',
      values: (e) => (e.format ? [e.format] : []),
      choices: { from: 'items' },
      choiceLabel: keyLabel<EventsStrings>(KNOWN_FORMATS, 'format_'),
      fact: true,
    },
    { id: 'type', label: 'groupType', values: (e) => e.eventType, choices: { from: 'items' }, meta: ['eventType', 'type'], fact: true },
    {
      id: 'language',
      param: 'eventLanguage',
      label: 'groupLanguage',
      values: (e) => e.language,
      choices: { from: 'items' },
      // A language code named in the page's language ('suomi', 'German'); any other value as sent.
      choiceLabel: (value, t) => languageName(value, t.language),
      fact: true,
    },
  ],
  ranges: [{ id: 'dates', fromParam: 'from', toParam: 'to', span: (e) => (e.eventDates?.isValid ? [e.eventDates.start, endOf(e.eventDates)] : null) }],
  sort: {
    keys: {
      date: { kind: 'number', value: (e, { now }) => eventOrder(e, now) },
      title: { kind: 'text', value: (e) => e.title },
    },
    default: { key: 'date', direction: 'asc' },
  },
  search: {
    text: (e) => [e.title, e.location, e.summary],
    remote: {
      kind: 'events',
      query: () => import('./search-query.js').then(({ eventsQuery }) => eventsQuery),
      keys: (e) => [e.url, e.nodeId],
    },
  },
  pinned: (e, { now }) => e.promoted && timingOf(e, now) !== 'past',
  // The language filter names codes by the browser's language names, whose data loads on first use.
  prepareFormats: (language) => void languageName('en', language),
  audience: (e) => e.audience,
  pageSize: PAGE_SIZE,
  image: (e) => e.mainImage,
  itemKey: (e) => e.nodeId || e.url || e.title,
  card: EventCard,
  // The fields its audience, promoted events and order read: a long list's first cards come first.
  firstPage: firstPageBy(['eventDates', 'promoted', 'audience']),
  controls: { range: dateRangeControl },
};
