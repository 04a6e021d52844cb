/**
 * An event's displayed statuses (spec §4), worked out from its dates and the clock, never from the
 * raw eventStatus or registrationStatus (not shown): timing 'starting next', 'ongoing' or 'past';
 * registration 'ended', 'open' or 'upcoming'.
 */
import { inclusiveEnd, type Instant, type Period } from '../../core/dates.js';
import type { Event } from '../../core/entities/events-news.js';

export type Timing = 'next' | 'ongoing' | 'past';
export type Registration = 'ended' | 'open' | 'upcoming';

/**
 * The end of a period: a date without a time (midnight in the site's zone) means the whole day.
 * Exported for the listing's date range, which must agree with the statuses.
 */
export function endOf(period: Period): Instant {
  let end = ends.get(period);
  if (end === undefined) {
    end = inclusiveEnd(period.end!);
    ends.set(period, end);
  }
  return end;
}
// A listing asks for an event's end several times (its group, order, range); work it out once.
const ends = new WeakMap<Period, Instant>();

export function timingOf(event: Pick<Event, 'eventDates'>, now: Instant): Timing | null {
  const dates = event.eventDates;
  if (!dates?.isValid) return null;
  if (now < dates.start!) return 'next';
  return now <= endOf(dates) ? 'ongoing' : 'past';
}

export function registrationOf(event: Pick<Event, 'registrationPeriod'>, now: Instant): Registration | null {
  const period = event.registrationPeriod;
  if (!period?.isValid) return null;
  if (now < period.start!) return 'upcoming';
  return now <= endOf(period) ? 'open' : 'ended';
}

/**
 * The listing's order as one number: upcoming and ongoing events by start, soonest first, then
 * past events by end, most recent first; events without valid dates last (null).
 */
export function eventOrder(event: Pick<Event, 'eventDates'>, now: Instant): number | null {
  const dates = event.eventDates;
  if (!dates?.isValid) return null;
  // Instants are below 1e13 until the year 2286; past events go after every upcoming one.
  return timingOf(event, now) === 'past' ? 2e13 - endOf(dates) : dates.start!;
}
