/**
 * A look at a call's data before it is read whole (`parseAnswer`'s `look`), and the hubs' first
 * look at a long list (`firstPageBy`): when it shows the first cards, and which.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoint, meta, parseAnswer } from '../../src/core/api/endpoint';
import { fields, list, text } from '../../src/core/entities/fields';
import type { PageSettings } from '../../src/core/settings';
import { eventsHub } from '../../src/hubs/events-listing/hub';
import { events, news } from '../../src/listing/shared/events-news/endpoints';
import { jsonInSlices, LONG_LIST } from '../../src/listing/first-page';
import { hubTranslator, listingConfigOf } from '../../src/listing/hub-derive';

const things = endpoint('things', { items: list(fields({ id: text })), meta });

describe('a look at a call’s data before it is read whole', () => {
  it('gets the data first, and the data is read once what it showed has settled', async () => {
    const data = { items: [{ id: 'a' }, { id: 'b' }], meta: { kind: 'things' } };
    let settle = () => {};
    const look = vi.fn(() => new Promise<void>((resolve) => (settle = resolve)));
    let read: unknown = null;
    const reading = parseAnswer(things, data, look).then((answer) => (read = answer));
    await vi.waitFor(() => expect(look).toHaveBeenCalledWith(data));
    // A turn of the event loop: two entries are read in one slice, so they would be read by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read).toBeNull();
    settle();
    await reading;
    expect(read).toEqual(things.parse(data));
  });
});

describe('an events list’s first look', () => {
  const settings = { language: 'en', userId: 0 } as PageSettings;
  const context = { settings, now: Date.parse('2026-11-21T12:00:00Z'), loggedIn: false };
  const config = listingConfigOf(eventsHub, context, hubTranslator(eventsHub, 'en'));
  const lookAt = (prefix = '') => eventsHub.firstPage!({ def: eventsHub, config, settings, prefix });
  /** Events on the 1st to the 28th of December, the 1st first, then the 2nd, …; junk among them. */
  const entries = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      i === 3
        ? 'junk'
        : { nodeId: String(i), title: `<b>${i}</b>`, eventDates: { start: `2026-12-${String((i % 28) + 1).padStart(2, '0')}`, end: '2026-12-31' } },
    );
  afterEach(() => history.replaceState(null, '', '/'));

  it('shows a long list’s first cards, in order, with the rest of the answer, once they are painted', async () => {
    const show = vi.fn((answer: unknown) => Promise.resolve(answer));
    const data = { events: entries(LONG_LIST), meta: { eventType: [{ id: '1', name: 'Talk' }] } };
    await lookAt()!(events, show)(data);
    // The six on 1 December, in the list's order.
    const first = [0, 28, 56, 84, 112, 140].map((i) => data.events[i]);
    expect(show).toHaveBeenCalledExactlyOnceWith(events.parse({ events: first, meta: data.meta }));
  });

  it('parses the body in slices', () => {
    expect(lookAt()!(events, () => Promise.resolve()).read).toBe(jsonInSlices);
  });

  it('shows nothing for a short list, whose whole read costs little, nor for a call without such a list', async () => {
    const show = vi.fn(() => Promise.resolve());
    await lookAt()!(events, show)({ events: entries(LONG_LIST - 1) });
    await lookAt()!(news, show)({ news: entries(LONG_LIST) });
    await lookAt()!(events, show)({ events: 'not a list' });
    expect(show).not.toHaveBeenCalled();
  });

  it('is not made while the address names anything of the listing’s: its first page needs every item', () => {
    for (const address of ['?search=talk', '?category=1', '?eventLanguage=fi', '?from=2026-12-01', '?page=2', '?sort=title', '?utm_source=x']) {
      history.replaceState(null, '', `/events${address}`);
      expect(lookAt(), address).toBeNull();
    }
    history.replaceState(null, '', '/events?category=1');
    expect(lookAt('ev-')).not.toBeNull();
    history.replaceState(null, '', '/events?ev-category=1');
    expect(lookAt('ev-')).toBeNull();
  });
});
