/** <open-university-listing>: registration status, schedule, meta-named choices, keys by name. */
import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openUniversityCourses } from '../../src/listing/shared/course-data/endpoints';
import { scheduleText } from '../../src/hubs/open-university-listing/OpenUniversityCard';
import { until, useElementTestPage } from './helpers';
import { choice, chooseFilter, count, loaded, mount, openFilters, titles } from './listing-driver';

const COURSES = 'path:/aalto_api/open_university/courses';
const NOW = Date.parse('2026-11-21T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();
const META = {
  startingPeriod: [
    { id: 'period-2', name: 'Period II' },
    { id: 'period-3', name: 'Period III' },
  ],
  formOfStudies: [
    { id: 'online', name: 'Online studies' },
    { id: 'contact', name: 'Contact teaching' },
  ],
};

function course(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    language: 'en',
    name: `Course ${id}`,
    field: 'Business',
    topic: ['Marketing'],
    teachingTime: ['evening'],
    studiesType: 'online',
    courseLanguage: ['English'],
    suitableFor: ['Everyone'],
    level: 'Basic studies',
    registrationPeriod: { start: at(-3), end: at(10) },
    url: `/en/open/${id}`,
    startingPeriod: 'period-2',
    registrationStatus: 'closed',
    courseSchedule: { start: '2027-01-12', end: '2027-02-20', override: '' },
    ...overrides,
  };
}

useElementTestPage(() => history.replaceState(null, '', '/'));
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('open university schedule', () => {
  const parse = (schedule: unknown) => openUniversityCourses.parse({ courses: [course('x', { courseSchedule: schedule })] }).courses[0]!;
  it('is the override text, else the dates, else To be announced for bad dates, else nothing', () => {
    expect(scheduleText(parse({ start: '2027-01-12', end: '2027-02-20', override: 'Self-paced' }), 'TBA')).toBe('Self-paced');
    expect(scheduleText(parse({ start: '2027-01-12', end: '2027-02-20', override: '' }), 'TBA')).toBe('12.1.2027–20.2.2027');
    expect(scheduleText(parse({ start: 'soon', end: '2027-02-20' }), 'TBA')).toBe('TBA');
    expect(scheduleText(parse(null), 'TBA')).toBeNull();
    expect(scheduleText(parse('weekly'), 'TBA')).toBeNull();
  });
});

describe('<open-university-listing>', () => {
  const list = [
    course('a', { name: 'Marketing I', registrationPeriod: { start: at(-3), end: at(30) } }),
    // Its schedule starts in September: an autumn course (no field names the season).
    course('b', {
      name: 'Programming 101',
      teachingTime: ['Daytime', ' WEEKEND '],
      studiesType: 'contact',
      startingPeriod: 'period-3',
      courseSchedule: { start: '2026-09-07', end: '2026-10-20', override: '' },
      registrationPeriod: { start: at(-3), end: at(2) },
    }),
    course('c', {
      name: 'Photography',
      registrationPeriod: { start: at(4), end: at(20) },
      teachingTime: ['flexible'],
      startingPeriod: 'period-9',
      courseSchedule: { override: 'Self-paced' },
    }),
    course('d', { name: 'Economics', registrationPeriod: { start: at(-40), end: at(-10) } }),
  ];

  it('lists by name, open registrations first on request with their status badge, and names keys (in any case) and meta ids', async () => {
    fetchMock.route(COURSES, { data: { courses: list, meta: META } });
    const el = await mount('open-university-listing');
    await loaded(el);
    expect(titles(el)).toEqual(['Economics', 'Marketing I', 'Photography', 'Programming 101']);
    const select = el.querySelector('select')!;
    select.value = 'registration';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => titles(el)[0] === 'Programming 101');
    expect(titles(el)).toEqual(['Programming 101', 'Marketing I', 'Photography', 'Economics']);
    // The count line says the new order (a sort announces itself there).
    expect(count(el)).toBe('Showing 4 courses. Order: Registration open first');
    const cards = [...el.querySelectorAll('.aalto-card')].map((c) => c.textContent);
    expect(cards[0]).toContain('Registration open');
    expect(cards[0]).toContain('Registration period18.11.2026–23.11.2026');
    expect(cards[0]).toContain('Teaching timeDaytime, Weekend');
    expect(cards[0]).toContain('Form of studiesContact teaching');
    expect(cards[0]).toContain('Starting periodPeriod III');
    expect(cards[0]).toContain('SeasonAutumn');
    expect(cards[0]).toContain('Schedule7.9.2026–20.10.2026');
    expect(cards[2]).toContain('Registration upcoming');
    expect(cards[2]).toContain('ScheduleSelf-paced');
    // Values neither the keys nor `meta` name are shown as sent.
    expect(cards[2]).toContain('Teaching timeflexible');
    expect(cards[2]).toContain('Starting periodperiod-9');
    expect(cards[3]).toContain('Registration ended');
  });

  it('filters by registration status, form of studies (named by meta) and season, with counts, and keeps the address', async () => {
    fetchMock.route(COURSES, { data: { courses: list, meta: META } });
    const el = await mount('open-university-listing', { language: 'fi' });
    await loaded(el, /Ei tuloksia/);
    await openFilters(el);
    expect(choice(el, 'Ilmoittautuminen auki').closest('label')!.textContent).toBe('Ilmoittautuminen auki (2)');
    expect(choice(el, 'Online studies').closest('label')!.textContent).toBe('Online studies (3)');
    // Daytime and Weekend count though sent as 'Daytime' and ' WEEKEND '.
    expect(choice(el, 'Päivällä').closest('label')!.textContent).toBe('Päivällä (1)');
    await chooseFilter(el, 'Ilmoittautuminen auki');
    expect(titles(el)).toEqual(['Marketing I', 'Programming 101']);
    await chooseFilter(el, 'Kevät');
    expect(titles(el)).toEqual(['Marketing I']);
    await until(() => location.search === '?registration=open&season=spring');
  });

  it("says 'No results' after a failure, and survives hostile and mistyped fields", async () => {
    fetchMock.route(COURSES, 500);
    const failed = await mount('open-university-listing', { language: 'sv' });
    await loaded(failed, /Inga resultat/);
    failed.remove();
    fetchMock.removeRoutes();
    fetchMock.route(COURSES, {
      data: {
        courses: [
          course('x', {
            name: '<img src=x onerror=alert(1)>',
            url: 'javascript:alert(1)',
            field: { html: '<b>x</b>' },
            topic: '<script>1</script>',
            courseSchedule: { override: '<i>o</i>' },
          }),
        ],
        meta: { startingPeriod: 'nope', formOfStudies: [{ id: 'online', name: '<u>x</u>' }] },
      },
    });
    const el = await mount('open-university-listing');
    await loaded(el);
    expect(el.querySelector('img, b, i, u, script, a[href^="javascript"]')).toBeNull();
    expect(titles(el)).toEqual(['<img src=x onerror=alert(1)>']);
    expect(el.textContent).toContain('Schedule<i>o</i>');
    expect(el.textContent).toContain('Form of studies<u>x</u>');
  });
});
