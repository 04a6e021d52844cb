/** Online courses and Kivita courses: two card hubs made of a definition. */
import fetchMock from 'fetch-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kivitaCourses } from '../../src/listing/shared/course-data/endpoints';
import { phaseOf, phaseOrder } from '../../src/core/period-phase';
import { until, useElementTestPage } from './helpers';
import { chooseFilter, count, LOAD_FAILED, loaded, mount, openFilters, titles, untilFailed } from './listing-driver';

const ONLINE = 'path:/aalto_api/online-courses';
const KIVITA = 'path:/aalto_api/kivita/courses';
const NOW = Date.parse('2026-11-21T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW + days * DAY).toISOString();

function online(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Course ${id}`,
    url: `/en/online/${id}`,
    level: 'B1',
    weekdays: ['mon'],
    times: '17:00–18:30',
    semester: 'Spring 2027',
    price: '50 €',
    organizer: 'Language Centre',
    ...overrides,
  };
}
function kivita(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Kivita ${id}`,
    url: `/en/kivita/${id}`,
    topic: ['Water'],
    formOfStudy: ['Online'],
    languageOfInstruction: ['Finnish'],
    schedule: 'Tuesdays 9–12',
    registrationPeriod: { start: at(-5), end: at(10) },
    ...overrides,
  };
}

useElementTestPage(() => history.replaceState(null, '', '/'));
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: NOW }));
afterEach(() => vi.useRealTimers());

describe('period phases (registration ended, open or upcoming)', () => {
  const period = (raw: unknown) => kivitaCourses.parse({ courses: [kivita('x', { registrationPeriod: raw })] }).courses[0]!.registrationPeriod;

  it('works out the phase from the dates and the clock, a date-only end counting its whole day', () => {
    expect(phaseOf(period({ start: at(2), end: at(9) }), NOW)).toBe('upcoming');
    expect(phaseOf(period({ start: at(-2), end: at(9) }), NOW)).toBe('open');
    expect(phaseOf(period({ start: at(-9), end: at(-1) }), NOW)).toBe('ended');
    // Ends today (a date only): open until the day ends in Helsinki.
    expect(phaseOf(period({ start: at(-9), end: '2026-11-21' }), NOW)).toBe('open');
    expect(phaseOf(period({ start: 'soon', end: at(3) }), NOW)).toBeNull();
    expect(phaseOf(period(null), NOW)).toBeNull();
  });

  it('orders open periods by end, then upcoming by start, then ended most recent first, then none', () => {
    const order = [
      { start: at(-5), end: at(3) },
      { start: at(-5), end: at(30) },
      { start: at(2), end: at(40) },
      { start: at(9), end: at(10) },
      { start: at(-30), end: at(-2) },
      { start: at(-90), end: at(-60) },
      { start: '', end: '' },
    ].map((p) => phaseOrder(period(p), NOW));
    for (let i = 0; i < 5; i += 1) expect(order[i], String(i)).toBeLessThan(order[i + 1]!);
    expect(order[6]).toBeNull();
  });
});

describe('<online-courses-listing>', () => {
  const list = [
    online('b', { name: 'Swedish B1', weekdays: ['tue', 'THU'], organizer: 'Open University' }),
    online('a', { name: 'Finnish A1', level: 'A1', weekdays: ['mon', 'flexible'], price: null, times: null }),
    online('c', { name: 'German B2', level: 'B2', weekdays: [], semester: 'Autumn 2026' }),
    online('d', { name: 'English C1', level: 'C1' }),
  ];

  it('shows level, weekdays by name, times, semester, price and organizer, by name', async () => {
    fetchMock.route(ONLINE, { data: { courses: list } });
    const el = await mount('online-courses-listing');
    await loaded(el);
    expect(titles(el)).toEqual(['English C1', 'Finnish A1', 'German B2', 'Swedish B1']);
    expect(count(el)).toBe('Showing 4 courses');
    const [, finnish, german, swedish] = [...el.querySelectorAll('.aalto-card')].map((c) => c.textContent);
    expect(swedish).toContain('WeekdayTuesday, Thursday');
    expect(swedish).toContain('Times17:00–18:30');
    expect(swedish).toContain('Price50 €');
    expect(swedish).toContain('SemesterSpring 2027');
    expect(swedish).toContain('OrganizerOpen University');
    // A value that is no weekday key is shown as sent; missing times and price are left out.
    expect(finnish).toContain('WeekdayMonday, flexible');
    expect(finnish).not.toContain('Times');
    expect(finnish).not.toContain('Price');
    expect(german).not.toContain('Weekday');
  });

  it('filters by weekday (in week order) and level, AND across groups, and keeps the address', async () => {
    fetchMock.route(ONLINE, { data: { courses: list } });
    const el = await mount('online-courses-listing', { language: 'fi' });
    await loaded(el, /Ei tuloksia/);
    await openFilters(el);
    const days = [...el.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === 'Viikonpäivä')!;
    expect([...days.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      // The days the courses have, in week order (a day none has is not offered); then a value
      // that is no day, as sent.
      'maanantai (2)',
      'tiistai (1)',
      'torstai (1)',
      'flexible (1)',
    ]);
    await chooseFilter(el, 'maanantai');
    expect(titles(el)).toEqual(['English C1', 'Finnish A1']);
    await chooseFilter(el, 'A1');
    expect(titles(el)).toEqual(['Finnish A1']);
    await until(() => location.search === '?level=A1&weekday=mon');
  });

  it('says it could not load after a network error, and renders hostile text as text', async () => {
    fetchMock.route(ONLINE, { throws: new TypeError('network down') });
    const failed = await mount('online-courses-listing', { language: 'sv' });
    await untilFailed(failed);
    expect(count(failed)).toBe(LOAD_FAILED.sv);
    expect(failed.textContent).toContain('Inga resultat');
    failed.remove();
    fetchMock.removeRoutes();
    fetchMock.route(ONLINE, {
      data: {
        courses: [online('x', { name: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)', organizer: '<b>Org</b>', weekdays: 'mon', price: 12 })],
      },
    });
    const el = await mount('online-courses-listing');
    await loaded(el);
    expect(el.querySelector('img, b, a[href^="javascript"]')).toBeNull();
    expect(titles(el)).toEqual(['<img src=x onerror=alert(1)>']);
    expect(el.textContent).toContain('Organizer<b>Org</b>');
  });
});

describe('<kivita-courses-listing>', () => {
  const list = [
    kivita('later', { name: 'Water services', registrationPeriod: { start: at(-5), end: at(40) } }),
    kivita('soon', { name: 'Energy', topic: ['Energy'], registrationPeriod: { start: at(-5), end: '2026-11-25' } }),
    kivita('next', { name: 'Leadership', languageOfInstruction: ['English'], registrationPeriod: { start: at(3), end: at(20) } }),
    kivita('ended', { name: 'Construction', formOfStudy: ['Contact teaching'], registrationPeriod: { start: at(-50), end: at(-20) } }),
    kivita('none', { name: 'Asbestos', registrationPeriod: null, schedule: null }),
    kivita('bad', { name: 'Bad dates', registrationPeriod: { start: 'soon', end: 5 } }),
  ];

  it('lists by name (the specification’s default), open registrations first on request, with their status as a badge and the period in Finnish format', async () => {
    fetchMock.route(KIVITA, { data: { courses: list, meta: {} } });
    const el = await mount('kivita-courses-listing');
    await loaded(el);
    expect(titles(el)).toEqual(['Asbestos', 'Bad dates', 'Construction', 'Energy', 'Leadership', 'Water services']);
    const select = el.querySelector('select')!;
    select.value = 'registration';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => titles(el)[0] === 'Energy');
    expect(titles(el).slice(0, 4)).toEqual(['Energy', 'Water services', 'Leadership', 'Construction']);
    const cards = [...el.querySelectorAll('.aalto-card')];
    const badges = (i: number) => [...cards[i]!.querySelectorAll('.aalto-badge')].map((b) => b.textContent);
    expect(badges(0)).toEqual(['Registration open']);
    expect(badges(2)).toEqual(['Registration upcoming']);
    expect(badges(3)).toEqual(['Registration ended']);
    expect(cards[0]!.textContent).toContain('Registration period16.11.2026–25.11.2026');
    expect(cards[0]!.textContent).toContain('Form of studyOnline');
    expect(cards[0]!.textContent).toContain('ScheduleTuesdays 9–12');
    const bad = cards.find((c) => c.textContent.includes('Bad dates'))!;
    expect(bad.textContent).toContain('Registration periodTo be announced');
    const none = cards.find((c) => c.textContent.includes('Asbestos'))!;
    expect(none.textContent).not.toContain('Registration period');
    expect(none.querySelector('.aalto-badge')).toBeNull();
  });

  it('filters by topic, form of study and language, and sorts open registrations first on request', async () => {
    fetchMock.route(KIVITA, { data: { courses: list, meta: {} } });
    const el = await mount('kivita-courses-listing', { language: 'sv' });
    await loaded(el, /Inga resultat/);
    await chooseFilter(el, 'English');
    expect(titles(el)).toEqual(['Leadership']);
    await chooseFilter(el, 'English');
    await chooseFilter(el, 'Water');
    expect(titles(el)).toEqual(['Asbestos', 'Bad dates', 'Construction', 'Leadership', 'Water services']);
    const select = el.querySelector('select')!;
    expect(select.labels[0]!.textContent).toBe('Sortera');
    select.value = 'registration';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => titles(el)[0] === 'Water services');
    expect(titles(el)).toEqual(['Water services', 'Leadership', 'Construction', 'Asbestos', 'Bad dates']);
  });

  it('says it could not load for a 500, and degrades wrong field types, never throwing', async () => {
    fetchMock.route(KIVITA, 500);
    const failed = await mount('kivita-courses-listing');
    await untilFailed(failed);
    expect(count(failed)).toBe(LOAD_FAILED.en);
    failed.remove();
    fetchMock.removeRoutes();
    fetchMock.route(KIVITA, {
      data: {
        courses: [kivita('x', { name: 42, topic: 'Water', formOfStudy: { a: 1 }, registrationPeriod: 'open', schedule: ['<script>x</script>'] })],
        meta: [],
      },
    });
    const el = await mount('kivita-courses-listing');
    await loaded(el);
    expect(titles(el)).toEqual(['42']);
    expect(el.querySelector('script')).toBeNull();
    expect(el.textContent).toContain('Registration periodTo be announced');
  });
});
