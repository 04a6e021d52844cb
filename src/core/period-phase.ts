/**
 * Where the clock stands in a period (docs/api.md, 'Displayed statuses': registration ended, open
 * or upcoming; an event starting next, ongoing or past), worked out from the dates, never from a
 * raw status field the server sends.
 */
import { inclusiveEnd, type Instant, type Period } from './dates.js';

export type Phase = 'upcoming' | 'open' | 'ended';
export const PHASES: readonly Phase[] = ['open', 'upcoming', 'ended'];

/**
 * The end of a valid period: a date without a time (midnight in the site's zone) means the whole day.
 * Worked out on each call, not kept per period: a few arithmetic steps cost less than a weak map's
 * entry for each of thousands of items (and the collector's work on such a map).
 */
export const endOf = (period: Period): Instant => inclusiveEnd(period.end!);

/** Before the start, within the period (its last day included), or after; null without a valid period. */
export function phaseOf(period: Period | null | undefined, now: Instant): Phase | null {
  if (!period?.isValid) return null;
  if (now < period.start!) return 'upcoming';
  return now <= endOf(period) ? 'open' : 'ended';
}

/**
 * 'Closing soon' (docs/api.md, `summer_school/courses`): by the end of the application period,
 * soonest first, whether the application is open or still upcoming; closed ones after them, the
 * latest closed first; null (last) without a valid end (a missing start does not matter), or for a
 * course that needs no application or takes applications continuously, which never closes.
 * Instants are below 1e13 until the year 2286.
 */
export function closingOrder(
  course: { noApplicationPeriod: boolean; ongoingApplication: boolean },
  period: Period | null | undefined,
  now: Instant,
): number | null {
  if (course.noApplicationPeriod || course.ongoingApplication || period?.end == null) return null;
  const end = endOf(period);
  return now <= end ? end : 3e13 - end;
}

/**
 * A period's place in a 'what can I still join' order, as one number: open periods by their end,
 * soonest first; then upcoming ones by their start; then ended ones, most recent first; null (last)
 * without a valid period.
 */
export function phaseOrder(period: Period | null | undefined, now: Instant): number | null {
  const phase = phaseOf(period, now);
  if (phase === null) return null;
  if (phase === 'open') return endOf(period!);
  return phase === 'upcoming' ? 1e13 + period!.start! : 3e13 - endOf(period!);
}

/** A season's place in a calendar year, by its name in fi, sv or en. */
const SEASONS: ReadonlyArray<readonly [RegExp, number]> = [
  [/winter|talvi|vinter/i, 0],
  [/spring|kevä|vår/i, 1],
  [/summer|kesä|sommar/i, 2],
  [/autumn|fall|syksy|syys|höst/i, 3],
];
const ROMAN = new Map([
  ['I', 1],
  ['II', 2],
  ['III', 3],
  ['IV', 4],
  ['V', 5],
  ['VI', 6],
]);

/**
 * Where a period's name ('Autumn 2026', 'Kevät 2027', 'Period III 2026–2027') stands in time: its
 * year, then its season or its numbered period; null parts for what the name does not say. For
 * ordering choices by date rather than by their letters.
 */
export function periodKey(name: string): [year: number, part: number] {
  const year = /\b(19|20)\d{2}\b/.exec(name);
  const season = SEASONS.find(([words]) => words.test(name));
  const numbered = /\b(?:period|periodi|perioden?)\s+([IVX]+|\d)\b/i.exec(name);
  const part = season ? season[1] : numbered ? (ROMAN.get(numbered[1]!.toUpperCase()) ?? Number(numbered[1])) : Infinity;
  return [year ? Number(year[0]) : Infinity, part];
}
