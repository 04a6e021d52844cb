/**
 * An event's displayed statuses (docs/api.md, 'Displayed statuses'), worked out from its dates and
 * the clock, never from the raw eventStatus or registrationStatus (not shown): timing 'starting
 * next', 'ongoing' or 'past'; registration 'ended', 'open' or 'upcoming'.
 */
import type { Instant } from '../../core/dates.js';
import type { Event } from '../../listing/shared/events-news/entities.js';
import { endOf, phaseOf, type Phase } from '../../core/period-phase.js';

export { endOf };
export type Timing = 'next' | 'ongoing' | 'past';
export type Registration = Phase;

const TIMING: Record<Phase, Timing> = { upcoming: 'next', open: 'ongoing', ended: 'past' };

export function timingOf(event: Pick<Event, 'eventDates'>, now: Instant): Timing | null {
  const phase = phaseOf(event.eventDates, now);
  return phase && TIMING[phase];
}

export function registrationOf(event: Pick<Event, 'registrationPeriod'>, now: Instant): Registration | null {
  return phaseOf(event.registrationPeriod, now);
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
