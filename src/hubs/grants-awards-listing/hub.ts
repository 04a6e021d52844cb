/**
 * The grants and awards hub (docs/api.md, `into/grants-awards` and 'Displayed statuses'): deadline
 * soonest first, continuously open ones after them, passed deadlines last; 'Closing soon' (deadline
 * within 14 days) and 'Recently posted' (published within 14 days) are each one rule for the filter
 * and the badge. Items whose `privacyType` is anything but public are community content: logged-in
 * users only, with the audience filter. Search is local (title, summary, field, topic).
 */
import { grantsAwards } from './endpoints.js';
import { inclusiveEnd, type Instant } from '../../core/dates.js';
import type { Grant } from './entities.js';
import { facetCounts } from '../../listing/facets.js';
import { source, type HubDefinition } from '../../listing/hub.js';
import { GrantCard } from './GrantCard.js';
import { grantsStrings, type GrantsStrings } from './strings.js';

const DAY = 86_400_000;
export const STATUS_WINDOW_DAYS = 14;

/** The moment the application closes (a date-only deadline closes at the end of that day); null when none. */
export const closesAt = (g: Grant): Instant | null => (g.ongoingApplication || g.deadline === null ? null : inclusiveEnd(g.deadline));

export const isClosingSoon = (g: Grant, now: Instant) => {
  const end = closesAt(g);
  return end !== null && end >= now && end - now <= STATUS_WINDOW_DAYS * DAY;
};
export const isRecentlyPosted = (g: Grant, now: Instant) => g.published !== null && g.published <= now && now - g.published <= STATUS_WINDOW_DAYS * DAY;

/** Open deadlines by date, then continuously open ones, then passed deadlines (most recent first), then none. */
export function deadlineOrder(g: Grant, now: Instant): number | null {
  if (g.ongoingApplication) return 1e13;
  const end = closesAt(g);
  if (end === null) return null;
  return end >= now ? end : 3e13 - end;
}

export const grantsHub: HubDefinition<Grant, 'deadline' | 'title', GrantsStrings> = {
  className: 'aalto-grants',
  source: source({ list: grantsAwards }, ({ list }) => ({ items: list.grantsAwards, meta: list.meta })),
  strings: grantsStrings,
  empty: 'noResults',
  statuses: [
    {
      id: 'status',
      label: 'groupStatus',
      rules: [
        { value: 'closing-soon', label: 'closingSoon', holds: isClosingSoon },
        { value: 'recently-posted', label: 'recentlyPosted', holds: isRecentlyPosted },
      ],
    },
  ],
  groups: [
    { id: 'field', label: 'groupField', values: (g) => g.field, choices: { from: 'items' }, fact: true },
    { id: 'topic', label: 'groupTopic', values: (g) => g.topic, choices: { from: 'items' }, fact: true },
  ],
  sort: {
    keys: { deadline: { kind: 'number', value: (g, { now }) => deadlineOrder(g, now) }, title: { kind: 'text', value: (g) => g.title } },
    default: { key: 'deadline', direction: 'asc' },
  },
  search: { text: (g) => [g.title, g.summary, g.field.join(' '), g.topic.join(' ')] },
  audience: (g) => g.privacyType,
  pageSize: 20,
  facets: facetCounts,
  itemKey: (g) => g.nodeId || g.url || g.title,
  card: GrantCard,
};
