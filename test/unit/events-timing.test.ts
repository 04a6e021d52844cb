/** The events' clock rules (statuses, order) and their parser, without the element. */
import { describe, expect, it } from 'vitest';
import { eventOrder, registrationOf, timingOf } from '../../src/hubs/events-listing/timing';
import { events as eventsEndpoint } from '../../src/listing/shared/events-news/endpoints';
import { parsePeriod } from '../../src/core/dates';
import { NOW, event } from './events-data';

describe('event statuses (fixed clock)', () => {
  const at = (start: string, end: string) => ({ eventDates: parsePeriod({ start, end }) });
  it("says 'starting next', 'ongoing' or 'past' from the dates", () => {
    expect(timingOf(at('2026-11-22T10:00:00Z', '2026-11-22T12:00:00Z'), NOW)).toBe('next');
    expect(timingOf(at('2026-11-20T10:00:00Z', '2026-11-23T12:00:00Z'), NOW)).toBe('ongoing');
    expect(timingOf(at('2026-11-20T10:00:00Z', '2026-11-20T12:00:00Z'), NOW)).toBe('past');
    // A date without a time is the whole day in Helsinki: an event ending today is still on.
    expect(timingOf(at('2026-11-01', '2026-11-21'), NOW)).toBe('ongoing');
    expect(timingOf(at('2026-11-01', 'soon'), NOW)).toBeNull();
    expect(timingOf({ eventDates: null }, NOW)).toBeNull();
  });

  it("says registration 'upcoming', 'open' or 'ended', and nothing without a valid period", () => {
    const reg = (start: string, end: string) => ({ registrationPeriod: parsePeriod({ start, end }) });
    expect(registrationOf(reg('2026-11-25', '2026-11-30'), NOW)).toBe('upcoming');
    expect(registrationOf(reg('2026-11-01', '2026-11-21'), NOW)).toBe('open');
    expect(registrationOf(reg('2026-11-01', '2026-11-20T23:00:00+02:00'), NOW)).toBe('ended');
    expect(registrationOf({ registrationPeriod: null }, NOW)).toBeNull();
    expect(registrationOf(reg('', '2026-11-30'), NOW)).toBeNull();
  });

  it('orders upcoming by start, then past by end, most recent first, then undated', () => {
    const order = (start: string, end: string) => eventOrder(at(start, end), NOW)!;
    const soon = order('2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z');
    const later = order('2026-12-22T10:00:00Z', '2026-12-22T11:00:00Z');
    const ongoing = order('2026-11-01T10:00:00Z', '2026-12-30T11:00:00Z');
    const yesterday = order('2026-11-20T10:00:00Z', '2026-11-20T11:00:00Z');
    const lastYear = order('2025-11-20T10:00:00Z', '2025-11-20T11:00:00Z');
    expect([later, yesterday, soon, lastYear, ongoing].sort((a, b) => a - b)).toEqual([ongoing, soon, later, yesterday, lastYear]);
    expect(eventOrder({ eventDates: null }, NOW)).toBeNull();
  });
});

describe('event parsing', () => {
  it('degrades each wrong field alone and never keeps a javascript: URL', () => {
    const { events } = eventsEndpoint.parse({
      events: [
        event('a', {
          title: 42,
          eventDates: 'tomorrow',
          location: ['x'],
          eventType: 'Lecture',
          url: 'javascript:alert(1)',
          promoted: 'yes',
          audience: 'everyone',
          mainImage: 17,
        }),
        'not an event',
      ],
    });
    expect(events).toHaveLength(1);
    const [e] = events;
    // An audience not known to be public ('everyone') is community: unknown fails closed.
    expect(e).toMatchObject({ nodeId: 'a', title: '42', location: null, eventType: ['Lecture'], url: null, promoted: false, audience: 'community' });
    expect(e!.eventDates).toEqual({ start: null, end: null, isValid: false });
    expect(e!.mainImage).toMatchObject({ mediaId: '17', imageUrl: null });
  });
});
