/**
 * A long list's first cards found by a few fields of each entry (`firstPageBy`) are the first
 * results the engine gives once every entry is read whole: the same events in the same order, for any mix
 * of dates (ties, date-only days, past, ongoing, upcoming, broken), promoted events, audiences, a
 * visitor logged in or not, and entries that are no event at all.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { visibleTo } from '../../src/core/audience';
import type { PageSettings } from '../../src/core/settings';
import { eventsHub } from '../../src/hubs/events-listing/hub';
import { LONG_LIST } from '../../src/listing/first-page';
import { hubTranslator, listingConfigOf } from '../../src/listing/hub-derive';
import { indexItems } from '../../src/listing/index-items';
import { computeResults, sortOrder } from '../../src/listing/query-results';
import { events } from '../../src/listing/shared/events-news/endpoints';
import { FIRST_PAINT_LIST_CARDS } from '../../src/listing/first-paint';
import { runs } from './runs';

vi.setConfig({ testTimeout: 60_000 });
const NOW = Date.parse('2026-11-21T12:00:00Z');
const date = fc.constantFrom(
  '2026-11-20',
  '2026-11-21',
  '2026-11-21T10:00:00Z',
  '2026-11-21T14:00:00+02:00',
  '2026-11-22T09:00:00',
  '2026-11-25T09:00:00Z',
  '2025-01-01',
  '2027-02-30',
  '',
  null,
  42,
);
const event = fc.record({
  nodeId: fc.string({ maxLength: 3 }),
  title: fc.constantFrom('A', 'B', '<b>C</b>'),
  eventDates: fc.oneof({ weight: 8, arbitrary: fc.record({ start: date, end: date }, { requiredKeys: [] }) }, fc.constantFrom(null, 'TBA', [])),
  promoted: fc.constantFrom(true, false, 1, '0', 'yes', null),
  audience: fc.constantFrom('public', 'community', 'Julkinen', null, '', ['public'], [{ target_id: 3 }]),
});
const entries = fc.array(fc.oneof({ weight: 30, arbitrary: event }, fc.constantFrom(null, 'event', 7, [])), {
  minLength: LONG_LIST,
  maxLength: LONG_LIST + 60,
});

describe('a long list’s first page, found by a few fields', () => {
  it('is the engine’s first page of the whole list', async () => {
    await fc.assert(
      fc.asyncProperty(entries, fc.boolean(), async (list, loggedIn) => {
        const settings = { language: 'en', userId: loggedIn ? 12 : 0 } as PageSettings;
        const context = { settings, now: NOW, loggedIn };
        const config = listingConfigOf(eventsHub, context, hubTranslator(eventsHub, 'en'));
        const shown: unknown[] = [];
        await eventsHub.firstPage!({ def: eventsHub, config, settings, prefix: '' })!(events, async (answer) => shown.push(answer))({ events: list });

        const items = visibleTo(settings, events.parse({ events: list }).events, eventsHub.audience!);
        const index = indexItems(items, config);
        const { key, direction } = config.defaultSort;
        const results = computeResults(index, { selected: {}, ranges: {}, search: '', remote: null }, sortOrder(index, key, config.sortKeys[key], direction));
        expect(shown).toEqual(results.length ? [{ events: results.slice(0, FIRST_PAINT_LIST_CARDS), meta: {} }] : []);
      }),
      { numRuns: runs(500) },
    );
  });
});
