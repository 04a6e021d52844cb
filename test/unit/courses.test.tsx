/** <courses-listing>: the summer school's table layout over combined courses. */
import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { combinedCourses } from '../../src/listing/shared/course-data/endpoints';
import { createTranslator } from '../../src/core/i18n/translate';
import { coreStrings } from '../../src/core/i18n/core-strings';
import { applicationPeriodText, feeOf, teachingPeriodText } from '../../src/hubs/courses-listing/cells';
import { coursesStrings, type CoursesStrings } from '../../src/hubs/courses-listing/strings';
import { until, useElementTestPage } from './helpers';
import { choice, chooseFilter, count, loaded, mount, openFilters, titles } from './listing-driver';

const COURSES = 'path:/aalto_api/combined/courses';
const NOW = Date.parse('2026-11-21T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

function course(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Course ${id}`,
    url: `/en/courses/${id}`,
    applicationPeriod: { start: at(-5), end: at(10) },
    teachingPeriod: { start: '2027-01-10', end: '2027-03-01' },
    courseLanguage: ['en'],
    courseFormat: ['online'],
    credits: 5,
    creditBearing: true,
    dateOverrides: { teachingPeriod: '', applicationPeriod: '' },
    language: 'en',
    noApplicationPeriod: false,
    seniority: ['basic'],
    startingPeriod: 'Spring 2027',
    suitableForHighSchool: false,
    topic: ['Design'],
    orientationLevel: 'Beginner',
    ongoingApplication: false,
    isExternalUrl: false,
    fee: null,
    noFee: true,
    ...overrides,
  };
}
const parse = (raw: Record<string, unknown>) => combinedCourses.parse({ courses: [raw] }).courses[0]!;

useElementTestPage(() => history.replaceState(null, '', '/'));
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('course cells', () => {
  const t = createTranslator<CoursesStrings & typeof coreStrings.en>('en', coreStrings, coursesStrings);
  const application = (overrides: Record<string, unknown>) => applicationPeriodText(parse(course('x', overrides)), t, NOW);

  it('gives the application period the first text that applies, with its status from the clock', () => {
    expect(application({ noApplicationPeriod: true, ongoingApplication: true })).toBe('No application needed');
    expect(application({ ongoingApplication: true })).toBe('Continuously ongoing');
    expect(application({ dateOverrides: { applicationPeriod: 'Rolling admission' } })).toBe('Rolling admission');
    expect(application({ applicationPeriod: null })).toBe('No info');
    expect(application({ applicationPeriod: { start: 'soon', end: '' } })).toBe('To be announced');
    expect(application({})).toBe('Ongoing: 16.11.2026–1.12.2026');
    expect(application({ applicationPeriod: { start: at(3), end: at(9) } })).toBe('Upcoming: 24.11.2026–30.11.2026');
    expect(application({ applicationPeriod: { start: at(-30), end: '2026-11-20' } })).toBe('In the past: 22.10.2026–20.11.2026');
    // A date-only end counts its whole day in Helsinki.
    expect(application({ applicationPeriod: { start: at(-30), end: '2026-11-21' } })).toMatch(/^Ongoing/);
  });

  it("says 'Free of charge' or 'Subject to a fee' from noFee and fee, and nothing when neither is given", () => {
    expect(feeOf(parse(course('a', { noFee: true, fee: '50 €' })))).toBe('free');
    expect(feeOf(parse(course('b', { noFee: false, fee: '50 €' })))).toBe('paid');
    expect(feeOf(parse(course('c', { noFee: false, fee: null })))).toBeNull();
    expect(feeOf(parse(course('d', { noFee: 'no', fee: 12 })))).toBe('paid');
  });

  it('shows a teaching period override instead of the dates, and To be announced for bad dates', () => {
    expect(teachingPeriodText(parse(course('a', { dateOverrides: { teachingPeriod: 'Announced in January' } })), t)).toBe('Announced in January');
    expect(teachingPeriodText(parse(course('b', { teachingPeriod: { start: '', end: '' } })), t)).toBe('To be announced');
    expect(teachingPeriodText(parse(course('c')), t)).toBe('10.1.2027–1.3.2027');
  });
});

describe('<courses-listing>', () => {
  const list = [
    course('b', {
      name: 'Beta',
      credits: 10,
      seniority: ['advanced'],
      courseLanguage: ['fi', 'en'],
      noFee: false,
      fee: '400 €',
      applicationPeriod: { start: at(-5), end: at(3) },
    }),
    course('a', {
      name: 'Alpha',
      credits: 2,
      courseFormat: ['campus', 'hybrid'],
      suitableForHighSchool: true,
      applicationPeriod: { start: at(-5), end: at(20) },
    }),
    course('c', {
      name: 'Gamma',
      credits: 'x',
      creditBearing: false,
      seniority: ['intermediate'],
      courseLanguage: ['sv', 'de'],
      startingPeriod: 'Autumn 2027',
      noFee: false,
    }),
  ];

  it('shows every column in a sortable table, name ascending, links in a new tab', async () => {
    fetchMock.route(COURSES, { data: { courses: list, meta: {} } });
    const el = await mount('courses-listing');
    await loaded(el, /No results found\./);
    expect(titles(el)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(count(el)).toBe('Showing 3 courses');
    expect([...el.querySelectorAll('thead th')].map((th) => th.textContent.replace(/sort$/, '').trim())).toEqual([
      'Name',
      'ECTS',
      'Teaching period',
      'Application period',
      'Course language',
      'Course format',
      'Seniority',
      'Starting period',
      'Fee',
    ]);
    const beta = [...el.querySelectorAll('tbody tr')][1]!;
    expect([...beta.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '10 ECTS',
      '10.1.2027–1.3.2027',
      'Ongoing: 16.11.2026–24.11.2026',
      'Finnish, English',
      'Online',
      'Advanced',
      'Spring 2027',
      'Subject to a fee',
    ]);
    const gamma = [...el.querySelectorAll('tbody tr')][2]!;
    // A language code is named in the page's language; a name is shown as sent.
    expect(gamma.textContent).toContain('Swedish, German');
    expect(gamma.querySelectorAll('td')[0]!.textContent).toBe('');
    expect(el.querySelector('tbody a')!.getAttribute('target')).toBe('_blank');
    // ECTS sorts as numbers; clicking again turns the order.
    const credits = [...el.querySelectorAll('thead button')].find((b) => b.textContent.startsWith('ECTS'))!;
    (credits as HTMLButtonElement).click();
    await until(() => titles(el)[0] === 'Alpha');
    expect(titles(el)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(credits.closest('th')!.getAttribute('aria-sort')).toBe('ascending');
    (credits as HTMLButtonElement).click();
    await until(() => titles(el)[0] === 'Beta');
    expect(credits.closest('th')!.getAttribute('aria-sort')).toBe('descending');
  });

  it('filters by seniority, fee, credit-bearing and high school, with counts, and keeps the address', async () => {
    fetchMock.route(COURSES, { data: { courses: list, meta: {} } });
    const el = await mount('courses-listing', { language: 'fi' });
    await loaded(el, /Tuloksia ei löytynyt\./);
    await openFilters(el);
    expect(choice(el, 'Maksuton').closest('label')!.textContent).toBe('Maksuton (1)');
    await chooseFilter(el, 'Maksullinen');
    expect(titles(el)).toEqual(['Beta']);
    await chooseFilter(el, 'Maksullinen');
    await chooseFilter(el, 'Opintopisteitä tuottava');
    expect(titles(el)).toEqual(['Alpha', 'Beta']);
    await chooseFilter(el, 'Sopii lukiolaisille');
    expect(titles(el)).toEqual(['Alpha']);
    await until(() => location.search === '?credits=yes&highSchool=yes');
  });

  it('keeps the order in the address and restores it on a reload', async () => {
    fetchMock.route(COURSES, { data: { courses: list } });
    const el = await mount('courses-listing');
    await loaded(el);
    const header = (name: string) => [...el.querySelectorAll('th button')].find((b) => b.textContent.startsWith(name)) as HTMLButtonElement;
    header('ECTS').click();
    header('ECTS').click();
    await until(() => new URLSearchParams(location.search).get('sort') === 'credits-desc');
    el.remove();
    const again = await mount('courses-listing');
    await loaded(again);
    await until(
      () =>
        again.querySelector('th[aria-sort]')?.textContent?.startsWith('ECTS') &&
        again.querySelector('th[aria-sort]')!.getAttribute('aria-sort') === 'descending',
    );
    // Back to the default order: the parameter goes.
    ([...again.querySelectorAll('th button')].find((b) => b.textContent.startsWith('Name')) as HTMLButtonElement).click();
    await until(() => !new URLSearchParams(location.search).has('sort'));
  });

  it("says 'No results found.' after a failure and renders hostile text as text", async () => {
    fetchMock.route(COURSES, { body: '<html>oops</html>', headers: { 'content-type': 'text/html' } });
    const failed = await mount('courses-listing', { language: 'sv' });
    await loaded(failed, /Inga resultat hittades\./);
    failed.remove();
    fetchMock.removeRoutes();
    fetchMock.route(COURSES, {
      data: {
        courses: [
          course('x', {
            name: '<img src=x onerror=alert(1)>',
            url: 'javascript:alert(1)',
            topic: '<b>t</b>',
            startingPeriod: '<script>1</script>',
            dateOverrides: { applicationPeriod: '<i>soon</i>' },
          }),
        ],
      },
    });
    const el = await mount('courses-listing');
    await loaded(el);
    expect(el.querySelector('img, b, i, script, a[href^="javascript"]')).toBeNull();
    expect(titles(el)).toEqual(['<img src=x onerror=alert(1)>']);
    expect(el.textContent).toContain('<i>soon</i>');
  });
});

describe('the table cells on Drupal values', () => {
  it('name a term id and a key in any case as the filters do, in the page language', async () => {
    const raw = [
      course('a', { seniority: ['Basic'], courseFormat: [' MOOC '], startingPeriod: '1803', courseLanguage: ['fi', 'en'], noFee: false, fee: '50 €' }),
      course('b', { seniority: ['Advanced', 'intermediate'], startingPeriod: 1801 }),
    ];
    fetchMock.route(COURSES, {
      data: {
        courses: raw,
        meta: {
          startingPeriod: [
            { id: 1801, label: 'Kevät 2027' },
            { id: '1803', label: 'Syksy 2026' },
          ],
        },
      },
    });
    const el = await mount('courses-listing', { language: 'fi' });
    await loaded(el, /Tuloksia ei löytynyt\./);
    const column = (header: string) => {
      const index = [...el.querySelectorAll('thead th')].findIndex((th) => th.textContent.startsWith(header));
      return [...el.querySelectorAll('tbody tr')].map((row) => row.children[index]!.textContent);
    };
    expect(column('Alkamisajankohta')).toEqual(['Syksy 2026', 'Kevät 2027']);
    expect(column('Vaativuus')).toEqual(['Perustaso', 'Keskitaso, Edistynyt']);
    expect(column('Toteutustapa')).toEqual(['MOOC', 'Verkossa']);
    expect(column('Maksu')).toEqual(['Maksullinen', 'Maksuton']);
  });
});
