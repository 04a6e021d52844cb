/**
 * 'Closing soon' (summer school and courses) on the specification-shaped corpus: open
 * applications by their nearest end, then upcoming ones by their nearest start, then the rest;
 * a course with no application, or one taking applications continuously, is never 'closing'.
 */
import { describe, expect, it } from 'vitest';
import { combinedCourses, summerSchoolCourses } from '../../src/listing/shared/course-data/endpoints';
import type { Period } from '../../src/core/dates';
import { phaseOf } from '../../src/core/period-phase';
import { coursesHub } from '../../src/hubs/courses-listing/hub';
import { summerSchoolHub } from '../../src/hubs/summer-school-listing/hub';
import { specContent } from '../spec-data/answers.mjs';

/** The corpus's 'now'. */
const NOW = Date.parse('2026-11-26T10:00:00+02:00');
const data = (path: string) => (specContent(path, new URLSearchParams('language=en')) as { data: unknown }).data;

function order<C extends { noApplicationPeriod: boolean; ongoingApplication: boolean }>(courses: readonly C[], closing: (c: C) => number | null, period: (c: C) => Period | null) {
  const keyed = courses.map((course) => ({ course, key: closing(course) }));
  const sorted = [...keyed].sort((a, b) => (a.key ?? Infinity) - (b.key ?? Infinity)).map(({ course }) => course);
  return sorted.map((c) => (c.noApplicationPeriod || c.ongoingApplication ? 'never' : (phaseOf(period(c), NOW) ?? 'none')));
}

/** The phases in the order they come, each once (a phase that comes back after another is out of order). */
const runs = (phases: readonly string[]) => phases.filter((p, i) => i === 0 || phases[i - 1] !== p);

describe("'Closing soon' on the specification's data", () => {
  it('summer school: open by end, then upcoming by start, then ended; never-closing ones last', () => {
    const courses = summerSchoolCourses.parse(data('summer_school/courses')).courses;
    const closing = (c: (typeof courses)[number]) => summerSchoolHub.sort.keys.closing.value(c, { now: NOW } as never) as number | null;
    const phases = order(courses, closing, (c) => c.registrationPeriod);
    expect(runs(phases.filter((p) => p !== 'none' && p !== 'never'))).toEqual(['open', 'upcoming', 'ended']);
    expect(phases.indexOf('never')).toBeGreaterThan(phases.lastIndexOf('ended'));
    const open = courses.filter((c) => !c.noApplicationPeriod && !c.ongoingApplication && phaseOf(c.registrationPeriod, NOW) === 'open').sort((a, b) => closing(a)! - closing(b)!);
    expect(open.map((c) => c.registrationPeriod!.end)).toEqual([...open.map((c) => c.registrationPeriod!.end)].sort((a, b) => a! - b!));
  });

  it('courses: the same order over the application period', () => {
    const courses = combinedCourses.parse(data('combined/courses')).courses;
    const closing = (c: (typeof courses)[number]) => coursesHub.sort.keys.closing.value(c, { now: NOW } as never) as number | null;
    const phases = order(courses, closing, (c) => c.applicationPeriod);
    expect(phases).toContain('ended');
    expect(runs(phases.filter((p) => p !== 'none' && p !== 'never'))).toEqual(['open', 'upcoming', 'ended']);
    expect(phases.indexOf('never')).toBeGreaterThan(phases.lastIndexOf('ended'));
  });
});

describe('the summer school’s list cells', () => {
  it('show a course’s levels sorted, as its formats are (spec §5)', async () => {
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
    const sorted = (labels: string[]) => labels.map((label) => ({ value: label, label })).sort(byPeriod((a, b) => a.label.localeCompare(b.label))).map((c) => c.label);
    expect(sorted(['Autumn 2026', 'Autumn 2027', 'Spring 2027'])).toEqual(['Autumn 2026', 'Spring 2027', 'Autumn 2027']);
    expect(sorted(['Syksy 2026', 'Kevät 2027', 'Kesä 2027', 'Syksy 2027'])).toEqual(['Syksy 2026', 'Kevät 2027', 'Kesä 2027', 'Syksy 2027']);
    expect(sorted(['Höst', 'Vår', 'Sommar'])).toEqual(['Vår', 'Sommar', 'Höst']);
    expect(sorted(['Period III 2027', 'Period I 2026', 'Period II 2026', 'Continuous'])).toEqual(['Period I 2026', 'Period II 2026', 'Period III 2027', 'Continuous']);
  });
});
