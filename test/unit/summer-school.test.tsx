import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { loaded } from './listing-driver';
import { until, useElementTestPage } from './helpers';
import { COURSES, course, META, catalogue, mount, rowNames, cells, click, byText, checkbox } from './summer-school-data';

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('<summer-school-listing>', () => {
  it("shows 'Loading contents...' while the request is in flight, then the count", async () => {
    fetchMock.route(COURSES, { data: { courses: catalogue, meta: META } }, { delay: 50 });
    const el = await mount();
    expect(el.textContent).toContain('Loading contents...');
    await loaded(el);
    expect(el.querySelector('[role="status"]')!.textContent).toBe('Showing 3 courses');
    expect(el.querySelector('[role="status"]')!.getAttribute('aria-live')).toBe('polite');
  });

  it("says 'course' for one", async () => {
    fetchMock.route(COURSES, { data: { courses: [course()], meta: META } });
    const el = await mount();
    await loaded(el);
    expect(el.querySelector('.aalto-count')!.textContent).toBe('Showing 1 course');
  });

  it('asks the content API with the language and _format', async () => {
    fetchMock.route(COURSES, { data: { courses: [], meta: META } });
    await mount({ language: 'fi', 'base-url': 'https://www.aalto.fi', 'path-prefix': '' }).then(loaded);
    expect(fetchMock.callHistory.lastCall()!.url).toBe('https://www.aalto.fi/fi/aalto_api/summer_school/courses?_format=json&language=fi');
  });

  it('shows the seven columns and the cell texts of docs/api.md', async () => {
    fetchMock.route(COURSES, { data: { courses: [course()], meta: META } });
    const el = await mount();
    await loaded(el);
    expect([...el.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      'Name',
      'ECTS',
      'Duration',
      'Teaching Period',
      'Course level',
      'Course format',
      'Application Period',
    ]);
    expect(cells(el)).toEqual(['5 ECTS', '3 weeks, full time', '7.6.2027–25.6.2027', 'Basic, Intermediate', 'Campus, Online', '15.1.2027–31.3.2027']);
  });

  it('links the course name in a new tab, marked external, with rel noopener noreferrer', async () => {
    fetchMock.route(COURSES, { data: { courses: catalogue, meta: META } });
    const el = await mount();
    await loaded(el);
    const external = byText(el, 'a', 'Creative Coding Studio (opens an external site) (opens in a new tab)')!;
    expect(external.getAttribute('href')).toBe('https://summer.example.edu/courses/creative-coding');
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')!.split(' ').sort()).toEqual(['external', 'noopener', 'noreferrer']);
    const internal = [...el.querySelectorAll('a')].find((a) => a.getAttribute('href') === '/en/ml')!;
    expect(internal.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens links where link-target says', async () => {
    fetchMock.route(COURSES, { data: { courses: [course({ url: '/en/x' })], meta: META } });
    const el = await mount({ 'link-target': '_self' });
    await loaded(el);
    const link = el.querySelector('tbody a')!;
    expect(link.hasAttribute('target')).toBe(false);
    expect(link.hasAttribute('rel')).toBe(false);
  });

  it('applies the application period rules in order', async () => {
    const rows = [
      course({ id: 'a', name: 'a1', noApplicationPeriod: true, ongoingApplication: true }),
      course({ id: 'b', name: 'a2', ongoingApplication: true, dateOverrides: { teachingPeriod: '', applicationPeriod: 'Later' } }),
      course({ id: 'c', name: 'a3', dateOverrides: { teachingPeriod: 'Summer 2027', applicationPeriod: 'Spring 2027' } }),
      course({ id: 'd', name: 'a4', registrationPeriod: { start: '2027-01-01', end: 'soon' } }),
      { ...course({ id: 'e', name: 'a5' }), registrationPeriod: undefined },
      course({ id: 'f', name: 'a6', teachingPeriod: { start: '', end: '2027-06-25' }, status: 'part_time' }),
    ];
    fetchMock.route(COURSES, { data: { courses: rows, meta: META } });
    const el = await mount();
    await loaded(el);
    const application = (row: number) => cells(el, row)[5];
    expect(application(0)).toBe('No application needed');
    expect(application(1)).toBe('Ongoing');
    expect(application(2)).toBe('Spring 2027');
    expect(cells(el, 2)[2]).toBe('Summer 2027');
    expect(application(3)).toBe('To be announced');
    expect(application(4)).toBe('No info');
    expect(cells(el, 5)[2]).toBe('To be announced');
    expect(cells(el, 5)[1]).toBe('3 weeks, part time');
  });

  it('sorts by a header click, toggles on a second click, and marks only that header with aria-sort', async () => {
    fetchMock.route(COURSES, { data: { courses: catalogue, meta: META } });
    const el = await mount();
    await loaded(el);
    expect(rowNames(el)).toEqual(['anchored Finance', 'Creative Coding Studio', 'Machine Learning Bootcamp']);
    expect(el.querySelector('th[aria-sort]')!.textContent).toBe('Name');
    const said = () => el.querySelector('.aalto-count')!.textContent;
    expect(said()).toBe('Showing 3 courses');
    await click(byText(el, 'th button', 'ECTS'));
    expect(rowNames(el)).toEqual(['anchored Finance', 'Creative Coding Studio', 'Machine Learning Bootcamp']);
    expect([...el.querySelectorAll('th[aria-sort]')].map((th) => [th.textContent, th.getAttribute('aria-sort')])).toEqual([['ECTS', 'ascending']]);
    // A sort changes no count: the count line (the live region) names the order, so that it is heard.
    expect(said()).toBe('Showing 3 courses. Order: ECTS, ascending');
    await click(byText(el, 'th button', 'ECTS'));
    expect(rowNames(el)).toEqual(['Machine Learning Bootcamp', 'Creative Coding Studio', 'anchored Finance']);
    expect(el.querySelector('th[aria-sort]')!.getAttribute('aria-sort')).toBe('descending');
    expect(said()).toBe('Showing 3 courses. Order: ECTS, descending');
    // An order that is one of the phone's sort choices goes by its name.
    await click(byText(el, 'th button', 'Name'));
    expect(said()).toBe('Showing 3 courses. Order: A to Z');
    await click(byText(el, 'th button', 'Duration'));
    expect(rowNames(el)).toEqual(['anchored Finance', 'Creative Coding Studio', 'Machine Learning Bootcamp']);
  });

  it('searches name, field and field name on Enter or the search button, not while typing; clear empties it', async () => {
    fetchMock.route(COURSES, { data: { courses: catalogue, meta: META } });
    const el = await mount();
    await loaded(el);
    const input = el.querySelector('input[type="search"]') as HTMLInputElement;
    input.value = 'MACHINE';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    await new Promise((r) => setTimeout(r, 0));
    expect(rowNames(el)).toHaveLength(3);
    await click(byText(el, 'button', 'Search'));
    expect(rowNames(el)).toEqual(['Machine Learning Bootcamp']);
    input.value = 'business';
    (el.querySelector('form') as HTMLFormElement).requestSubmit();
    await until(() => rowNames(el).length === 1 && rowNames(el)[0] === 'anchored Finance');
    await click(el.querySelector('button[aria-label="Clear search"]'));
    expect(rowNames(el)).toHaveLength(3);
    expect((el.querySelector('input[type="search"]') as HTMLInputElement).value).toBe('');
    input.value = 'tech';
    await click(byText(el, 'button', 'Search'));
    expect(rowNames(el)).toEqual(['Machine Learning Bootcamp']);
  });

  it("shows 'No results found.' when nothing matches", async () => {
    fetchMock.route(COURSES, { data: { courses: catalogue, meta: META } });
    const el = await mount();
    await loaded(el);
    (el.querySelector('input[type="search"]') as HTMLInputElement).value = 'zzz';
    await click(byText(el, 'button', 'Search'));
    expect(el.textContent).toContain('No results found.');
    expect(el.querySelector('table')).toBeNull();
  });

  it('filters by field, course level and format in named groups, with removable pills', async () => {
    fetchMock.route(COURSES, { data: { courses: catalogue, meta: META } });
    const el = await mount();
    await loaded(el);
    expect([...el.querySelectorAll('legend')].map((l) => l.textContent)).toEqual(['Field', 'Course level', 'Course format']);
    await click(checkbox(el, 'Online'));
    expect(rowNames(el)).toEqual(['Creative Coding Studio', 'Machine Learning Bootcamp']);
    await click(checkbox(el, 'Advanced'));
    expect(rowNames(el)).toEqual(['Machine Learning Bootcamp']);
    await click(checkbox(el, 'Basic'));
    expect(rowNames(el)).toEqual(['Creative Coding Studio', 'Machine Learning Bootcamp']);
    const pill = el.querySelector('button[aria-label="Remove filter: Online"]');
    expect(pill).not.toBeNull();
    await click(pill);
    expect(checkbox(el, 'Online').checked).toBe(false);
    expect(rowNames(el)).toEqual(['anchored Finance', 'Creative Coding Studio', 'Machine Learning Bootcamp']);
  });

  it('offers the eligibility choices the server sends, translating the known ones', async () => {
    fetchMock.route(COURSES, { data: { courses: [course({ eligibility: ['Doctoral'] })], meta: { eligibility: ['basic', 'Doctoral'] } } });
    const el = await mount();
    await loaded(el);
    const level = [...el.querySelectorAll('fieldset')][1]!;
    expect([...level.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['Basic', 'Doctoral']);
    expect(cells(el)[3]).toBe('Doctoral');
  });

  it('restores filters and search from the address, ignores unknown values, and focuses the search input', async () => {
    history.replaceState(null, '', '/?field=technology%20and%20engineering,nonsense&eligibility=Advanced&courseFormat=ONLINE&search=boot');
    fetchMock.route(COURSES, { data: { courses: catalogue, meta: META } });
    const el = await mount();
    await loaded(el);
    expect(rowNames(el)).toEqual(['Machine Learning Bootcamp']);
    expect(checkbox(el, 'Technology and Engineering').checked).toBe(true);
    expect(checkbox(el, 'Advanced').checked).toBe(true);
    expect(checkbox(el, 'Online').checked).toBe(true);
    expect((el.querySelector('input[type="search"]') as HTMLInputElement).value).toBe('boot');
    expect(document.activeElement).toBe(el.querySelector('input[type="search"]'));
  });

  it('writes filters back to the address as labels after 250 ms', async () => {
    history.replaceState(null, '', '/summer?x=1#top');
    fetchMock.route(COURSES, { data: { courses: catalogue, meta: META } });
    const el = await mount();
    await loaded(el);
    await click(checkbox(el, 'Entrepreneurship'));
    await click(checkbox(el, 'Art and Design'));
    await click(checkbox(el, 'Advanced'));
    await click(checkbox(el, 'MOOC'));
    await until(() => location.search.includes('field='));
    const params = new URLSearchParams(location.search);
    expect(params.get('field')).toBe('entrepreneurship,art and design');
    expect(params.get('eligibility')).toBe('Advanced');
    expect(params.get('courseFormat')).toBe('mooc');
    expect(params.get('x')).toBe('1');
    expect(location.hash).toBe('#top');
    expect(location.pathname).toBe('/summer');
  });

  it('speaks Finnish and Swedish', async () => {
    fetchMock.route(COURSES, { data: { courses: [course()], meta: META } });
    const fi = await mount({ language: 'fi' });
    await loaded(fi);
    expect(fi.querySelector('.aalto-count')!.textContent).toBe('Näytetään 1 kurssi');
    expect(cells(fi)[3]).toBe('Perustaso, Keskitaso');
    expect(fi.querySelector('button[aria-label="Tyhjennä haku"]')).not.toBeNull();
    fi.setAttribute('language', 'sv');
    await until(() => fi.querySelector('.aalto-count')!.textContent === 'Visar 1 kurs');
    expect([...fi.querySelectorAll('legend')].map((l) => l.textContent)).toEqual(['Område', 'Kursnivå', 'Undervisningsform']);
  });

  const failures: Array<[string, Parameters<typeof fetchMock.route>[1], string]> = [
    ['a 500', 500, 'http-500'],
    ['a network error', { throws: new TypeError('Failed to fetch') }, 'network'],
    ['a body that is not JSON', { status: 200, body: 'oops', headers: { 'content-type': 'text/plain' } }, 'not-json'],
    ['a body without data', { courses: [] }, 'malformed'],
  ];
  for (const [name, response, reason] of failures) {
    it(`says it could not load after ${name} (besides 'No results found.'), with 'Try again', and reports '${reason}'`, async () => {
      fetchMock.route(COURSES, response, { repeat: 1 });
      fetchMock.route(COURSES, { data: { courses: [course()], meta: META } });
      const el = document.createElement('summer-school-listing');
      const errors: Array<Record<string, unknown>> = [];
      el.addEventListener('aalto-error', (e) => errors.push((e as CustomEvent).detail));
      document.body.append(el);
      await until(() => el.querySelector('.aalto-load-failure button'));
      expect(el.querySelector('.aalto-count')!.textContent).toBe('The content could not be loaded.');
      expect(el.textContent).toContain('No results found.'); // still the empty state (docs/api.md, 'Messages')
      expect(el.textContent).not.toContain('Loading contents...');
      expect(errors).toEqual([expect.objectContaining({ endpoint: 'summer_school/courses', reason })]);
      (el.querySelector('.aalto-load-failure button') as HTMLButtonElement).click();
      await until(() => el.querySelector('.aalto-count')!.textContent === 'Showing 1 course');
    });
  }

  it("shows 'No results found.' for courses that are not a list (a field of the wrong type, not a failure)", async () => {
    fetchMock.route(COURSES, { data: { courses: 'many', meta: 3 } });
    const el = await mount();
    await until(() => el.textContent.includes('No results found.'));
    expect(el.querySelector('.aalto-load-failure')).toBeNull();
  });

  it('degrades a malformed course field by field and lists the rest', async () => {
    const bad = {
      id: 7,
      name: 42,
      field: ['x'],
      courseFormat: 'online',
      credits: 'five',
      eligibility: null,
      teachingPeriod: 'June',
      url: 12,
      dateOverrides: 'x',
    };
    fetchMock.route(COURSES, { data: { courses: [bad, 'junk', null, course()], meta: META } });
    const el = await mount();
    await loaded(el);
    expect(el.querySelector('.aalto-count')!.textContent).toBe('Showing 2 courses');
    expect(rowNames(el)).toContain('42');
    const row = [...el.querySelectorAll('tbody tr')].find((tr) => tr.querySelector('th')!.textContent === '42')!;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '',
      '3 weeks, full time'.replace('3 weeks, ', ''),
      'To be announced',
      '',
      'Online',
      'No info',
    ]);
  });

  it('never parses text from data as HTML and never links a javascript: URL', async () => {
    const hostile = '<img src=x onerror="window.__xss=1"><b>bold</b>';
    fetchMock.route(COURSES, {
      data: {
        courses: [
          course({
            name: hostile,
            url: 'javascript:window.__xss=1',
            durationLabel: hostile,
            dateOverrides: { teachingPeriod: hostile, applicationPeriod: hostile },
          }),
        ],
        meta: { eligibility: [hostile] },
      },
    });
    const el = await mount();
    await loaded(el);
    expect(el.querySelector('img, b, script')).toBeNull();
    expect(el.querySelector('a')).toBeNull();
    expect(el.querySelector('tbody th')!.textContent).toBe(hostile);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });
});
