/**
 * 'Closing soon' (summer school and courses): by the end of the application period, soonest first,
 * over the applications still open or upcoming; then the closed ones, the latest closed first;
 * courses without a valid end, with no application or a continuous one, last. The rule is the
 * contract's (docs/api.md, `summer_school/courses`); the courses table's phone sort is the same.
 */
import { describe, expect, it } from 'vitest';
import { combinedCourses, summerSchoolCourses } from '../../src/listing/shared/course-data/endpoints';
import type { Period } from '../../src/core/dates';
import { inclusiveEnd } from '../../src/core/dates';
import { phaseOf } from '../../src/core/period-phase';
import { coursesHub } from '../../src/hubs/courses-listing/hub';
import { summerSchoolHub } from '../../src/hubs/summer-school-listing/hub';
import { specContent } from '../spec-data/answers.mjs';

/** The corpus's 'now'. */
const NOW = Date.parse('2026-11-26T10:00:00+02:00');
const data = (path: string) => (specContent(path, new URLSearchParams('language=en')) as { data: unknown }).data;

/** The items in the order a sort key puts them: ascending, no value last, ties as they came (the engine's rule). */
function sorted<C>(items: readonly C[], key: (c: C) => number | null): C[] {
  const keyed = items.map((item, position) => ({ item, position, key: key(item) }));
  keyed.sort((a, b) =>
    a.key === null || b.key === null ? (a.key === b.key ? a.position - b.position : a.key === null ? 1 : -1) : a.key - b.key || a.position - b.position,
  );
  return keyed.map(({ item }) => item);
}

type Course = ReturnType<typeof summerSchoolCourses.parse>['courses'][number];
const summerClosing = (c: Course) => summerSchoolHub.sort.keys.closing.value(c, { now: NOW } as never) as number | null;
const never = (c: { noApplicationPeriod: boolean; ongoingApplication: boolean }) => c.noApplicationPeriod || c.ongoingApplication;
const endOf = (period: Period | null) => (period?.end == null ? null : inclusiveEnd(period.end));

/** A summer school course as the contract shapes it, with only what the order reads. */
const course = (id: string, registrationPeriod?: unknown, extra: Record<string, unknown> = {}) => ({ id, name: id, registrationPeriod, ...extra });

describe("'Closing soon' in the summer school", () => {
  it('orders by the end of the application period, soonest first, whether open or upcoming', () => {
    const { courses } = summerSchoolCourses.parse({
      courses: [
        course('open, ends 31.12.', { start: '2026-11-01', end: '2026-12-31' }),
        course('no period'),
        course('closed 31.10.', { start: '2026-10-01', end: '2026-10-31' }),
        course('upcoming, ends 10.12.', { start: '2026-12-01T09:00:00+02:00', end: '2026-12-10T16:00:00+02:00' }),
        course('no application', { start: '2026-11-01', end: '2026-11-27' }, { noApplicationPeriod: true }),
        course('upcoming, ends 1.2.', { start: '2027-01-10', end: '2027-02-01' }),
        course('end not a date', { start: '2026-11-01', end: 'soon' }),
        course('closed 20.11.', { start: '2026-09-01', end: '2026-11-20' }),
        course('no start, ends 5.12.', { start: '', end: '2026-12-05' }),
        course('ongoing', { start: '2026-11-01', end: '2026-11-28' }, { ongoingApplication: true }),
        course('open, ends today', { start: '2026-11-01', end: '2026-11-26' }),
      ],
      meta: { eligibility: [] },
    });
    expect(sorted(courses, summerClosing).map((c) => c.id)).toEqual([
      'open, ends today',
      'no start, ends 5.12.',
      'upcoming, ends 10.12.',
      'open, ends 31.12.',
      'upcoming, ends 1.2.',
      'closed 20.11.',
      'closed 31.10.',
      // No valid end, or an application that never closes: last, as they came.
      'no period',
      'no application',
      'end not a date',
      'ongoing',
    ]);
  });

  it("orders the specification's corpus by end over open and upcoming applications, the closed after them", () => {
    const { courses } = summerSchoolCourses.parse(data('summer_school/courses'));
    const order = sorted(courses, summerClosing);
    const closes = order.filter((c) => !never(c) && endOf(c.registrationPeriod) !== null);
    const notClosed = closes.filter((c) => endOf(c.registrationPeriod)! >= NOW);
    expect(notClosed.map((c) => phaseOf(c.registrationPeriod, NOW))).toEqual(expect.arrayContaining(['open', 'upcoming']));
    expect(notClosed.map((c) => endOf(c.registrationPeriod))).toEqual(notClosed.map((c) => endOf(c.registrationPeriod)).sort((a, b) => a! - b!));
    expect(closes.slice(0, notClosed.length)).toEqual(notClosed);
    // Everything without a valid end comes after every course that has one.
    expect(order.slice(closes.length).every((c) => never(c) || endOf(c.registrationPeriod) === null)).toBe(true);
  });
});

describe("'Closing soon' in the courses table", () => {
  it('orders by the end of the application period too, the closed after, the rest last', () => {
    const { courses } = combinedCourses.parse(data('combined/courses'));
    const closing = (c: (typeof courses)[number]) => coursesHub.sort.keys.closing.value(c, { now: NOW } as never) as number | null;
    const order = sorted(courses, closing);
    const closes = order.filter((c) => closing(c) !== null);
    const ends = closes.map((c) => endOf(c.applicationPeriod)!);
    const open = ends.filter((end) => end >= NOW);
    expect(open.length).toBeGreaterThan(0);
    expect(ends.slice(0, open.length)).toEqual([...open].sort((a, b) => a - b));
    expect(ends.slice(open.length).every((end) => end < NOW)).toBe(true);
    expect(order.slice(closes.length).every((c) => never(c) || endOf(c.applicationPeriod) === null)).toBe(true);
  });
});

describe('the summer school’s list cells', () => {
  it('show a course’s levels sorted, as its formats are', async () => {
    const { levelText, formatText } = await import('../../src/hubs/summer-school-listing/cells');
    const label = { field: (v: string) => v, level: (v: string) => v.toUpperCase(), format: (v: string) => v.toUpperCase() };
    const course = { eligibility: ['intermediate', 'advanced', 'basic'], courseFormat: ['online', 'campus'] } as never;
    expect(levelText(course, label)).toBe('ADVANCED, BASIC, INTERMEDIATE');
    expect(formatText(course, label)).toBe('CAMPUS, ONLINE');
  });
});

describe('choices that name periods', () => {
  it('come in time order, in every language, not by their letters', async () => {
    const { byPeriod } = await import('../../src/listing/choices');
    const sorted = (labels: string[]) =>
      labels
        .map((label) => ({ value: label, label }))
        .sort(byPeriod((a, b) => a.label.localeCompare(b.label)))
        .map((c) => c.label);
    expect(sorted(['Autumn 2026', 'Autumn 2027', 'Spring 2027'])).toEqual(['Autumn 2026', 'Spring 2027', 'Autumn 2027']);
    expect(sorted(['Syksy 2026', 'Kevät 2027', 'Kesä 2027', 'Syksy 2027'])).toEqual(['Syksy 2026', 'Kevät 2027', 'Kesä 2027', 'Syksy 2027']);
    expect(sorted(['Höst', 'Vår', 'Sommar'])).toEqual(['Vår', 'Sommar', 'Höst']);
    expect(sorted(['Period III 2027', 'Period I 2026', 'Period II 2026', 'Continuous'])).toEqual([
      'Period I 2026',
      'Period II 2026',
      'Period III 2027',
      'Continuous',
    ]);
  });
});
