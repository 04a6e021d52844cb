/** <minors-search> and <programmes-search>: search by name, meta-named filters, curricula, the empty search's reasons. */
import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { programmesOf } from '../../src/listing/shared/study-search/entities';
import { until, useElementTestPage } from './helpers';
import { choice, chooseFilter, count, errorsOf, LOAD_FAILED, loaded, mount, openFilters, titles, untilFailed } from './listing-driver';

const MINORS = 'path:/aalto_api/into/minors';
const PROGRAMME_LIST = 'path:/aalto_api/programme/list';
const SEARCH = 'begin:https://search.test/';
const META = {
  languages: [
    { id: 'fi', name: 'Finnish' },
    { id: 'en', name: 'English' },
  ],
  levels: [
    { id: 'bachelor', name: 'Bachelor' },
    { id: 'master', name: 'Master' },
  ],
  targetGroups: [{ id: 'aalto', name: 'Aalto students' }],
  themes: [{ id: 'climate', name: 'Climate and energy' }],
  schools: [{ id: 'sci', name: 'School of Science' }],
  currentCurriculum: '2024-2026',
  previousCurriculum: '2022-2024',
};

function minor(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Minor ${id}`,
    url: `/en/minors/${id}`,
    languages: ['en'],
    level: ['bachelor'],
    targetGroup: ['aalto'],
    theme: ['climate'],
    curricula: ['2024-2026'],
    previousCurricula: [],
    schools: ['sci'],
    ...overrides,
  };
}
const programme = (id: string, title: string, extra: Record<string, unknown> = {}) => ({
  _source: {
    nid: [id],
    title: [title],
    url: [`/en/programmes/${id}`],
    languages: ['en'],
    level: ['master'],
    target_group: ['aalto'],
    theme: [],
    curricula: ['2024-2026'],
    previous_curricula: [],
    schools: ['sci'],
    ...extra,
  },
});

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('<minors-search>', () => {
  const list = [
    minor('m1', { name: 'Computer Science minor', languages: ['fi', 'en'], level: ['bachelor', 'master'] }),
    minor('m2', { name: 'Economics minor', languages: ['fi'], theme: [], curricula: [], previousCurricula: ['2022-2024'] }),
    minor('m3', { name: 'Design studies', targetGroup: ['aalto', 'alumni'], previousCurricula: ['2022-2024'] }),
  ];

  it('lists minors by name with their facts named by meta, and filters by language and curriculum', async () => {
    fetchMock.route(MINORS, { data: { minors: list, meta: META } });
    const el = await mount('minors-search');
    await loaded(el);
    expect(titles(el)).toEqual(['Computer Science minor', 'Design studies', 'Economics minor']);
    expect(count(el)).toBe('Showing 3 minors');
    const first = el.querySelector('.aalto-card')!.textContent;
    expect(first).toContain('LanguageFinnish, English');
    expect(first).toContain('LevelBachelor, Master');
    expect(first).toContain('SchoolSchool of Science');
    expect(first).toContain('Curricula2024-2026');
    // A target group meta does not name is shown as sent.
    expect(el.querySelectorAll('.aalto-card')[1]!.textContent).toContain('Target groupAalto students, alumni');
    await openFilters(el);
    expect(choice(el, 'Finnish').closest('label')!.textContent).toBe('Finnish (2)');
    const curriculum = [...el.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent === 'Curriculum')!;
    expect([...curriculum.querySelectorAll('input')].map((i) => i.type)).toEqual(['radio', 'radio', 'radio']);
    expect([...curriculum.querySelectorAll('label')].map((l) => l.textContent)).toEqual(['All curricula', 'Current curriculum', 'Previous curriculum']);
    choice(el, 'Previous curriculum').click();
    await until(() => count(el) === 'Showing 2 minors');
    expect(titles(el)).toEqual(['Design studies', 'Economics minor']);
    await chooseFilter(el, 'Finnish');
    expect(titles(el)).toEqual(['Economics minor']);
    await until(() => location.search === '?language=fi&curriculum=previous');
  });

  it('searches by name and, finding nothing, says exactly why it may have', async () => {
    fetchMock.route(MINORS, { data: { minors: list, meta: META } });
    const el = await mount('minors-search');
    await loaded(el);
    const input = el.querySelector<HTMLInputElement>('input[type="search"]')!;
    input.value = 'design';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    el.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await until(() => count(el) === 'Showing 1 minor');
    expect(titles(el)).toEqual(['Design studies']);
    input.value = 'tietotekniikka';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    el.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await until(() => el.querySelector('.aalto-status-reasons'));
    const empty = el.querySelector('.aalto-status-reasons')!;
    expect(empty.querySelector('p')!.textContent).toBe('Your search returned no results. This may be because');
    expect([...empty.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'You are searching for the minor in the wrong language.',
      'Your search term(s) contain misspellings.',
    ]);
  });

  it('says it could not load for a failed call, in Finnish, and renders hostile text as text', async () => {
    fetchMock.route(MINORS, 500);
    const failed = await mount('minors-search', { language: 'fi' });
    await untilFailed(failed);
    expect(count(failed)).toBe(LOAD_FAILED.fi);
    expect(failed.querySelector('.aalto-load-failure button')!.textContent).toBe('Yritä uudelleen');
    expect(failed.querySelector('.aalto-status-reasons')).toBeNull();
    failed.remove();
    fetchMock.removeRoutes();
    fetchMock.route(MINORS, {
      data: {
        minors: [minor('x', { name: '<img src=x onerror=alert(1)>', url: 'javascript:alert(1)', schools: ['<b>s</b>'] })],
        meta: { ...META, schools: 'nope' },
      },
    });
    const el = await mount('minors-search');
    await loaded(el);
    expect(el.querySelector('img, b, a[href^="javascript"]')).toBeNull();
    expect(el.textContent).toContain('School<b>s</b>');
  });
});

describe('<programmes-search>', () => {
  it('loads the programmes from the search service, names their choices from programme/list, and says why a search found nothing, in Swedish', async () => {
    fetchMock.route(PROGRAMME_LIST, { data: { meta: { ...META, levels: [{ id: 'master', name: 'Magister' }] } } });
    const all = {
      hits: {
        hits: [
          programme('p2', 'Magisterprogrammet i datateknik'),
          programme('p1', 'Magisterprogrammet i arkitektur', { curricula: [], previous_curricula: ['2022-2024'] }),
        ],
      },
    };
    // The list is every programme (no term); a term the service finds nothing for answers no hits.
    fetchMock.route(SEARCH, ({ options }) => (String(options.body).includes('computer') ? { hits: { hits: [] } } : all));
    const el = await mount('programmes-search', { language: 'sv' });
    await loaded(el, /Inga resultat/);
    expect(titles(el)).toEqual(['Magisterprogrammet i arkitektur', 'Magisterprogrammet i datateknik']);
    expect(count(el)).toBe('Visar 2 utbildningsprogram');
    expect(el.querySelector('.aalto-card')!.textContent).toContain('NivåMagister');
    const call = fetchMock.callHistory.lastCall(SEARCH)!;
    expect(call.url).toBe('https://search.test/aalto_live_programmes_sv/_search');
    // Every programme: no query matches all.
    expect(JSON.parse(String(call.options.body))).toEqual({ size: 2000, _source: expect.arrayContaining(['nid', 'title', 'url']) as unknown });
    const input = el.querySelector<HTMLInputElement>('input[type="search"]')!;
    input.value = 'computer';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    el.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await until(() => el.querySelector('.aalto-status-reasons'));
    const empty = el.querySelector('.aalto-status-reasons')!;
    expect(empty.querySelector('p')!.textContent).toBe('Din sökning gav inga resultat. Det kan bero på att');
    expect([...empty.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'du söker efter programmet på fel språk.',
      'dina sökord innehåller stavfel.',
    ]);
  });

  it('sends a term to the search service’s programme query, which finds a misspelt name, and falls back to the local match when it fails', async () => {
    fetchMock.route(PROGRAMME_LIST, { data: { meta: META } });
    const list = { hits: { hits: [programme('p2', 'Master’s Programme in Computer Science'), programme('p1', 'Master’s Programme in Architecture')] } };
    let searchFails = false;
    fetchMock.route(SEARCH, ({ options }) => {
      const body = JSON.parse(String(options.body)) as { query: unknown };
      // The list is every programme (no query); a term is the programme query's.
      if (!body.query) return list;
      return searchFails ? 503 : { hits: { hits: [programme('p2', 'Master’s Programme in Computer Science')] } };
    });
    const el = await mount('programmes-search');
    await loaded(el);
    const term = (text: string) => {
      const input = el.querySelector<HTMLInputElement>('input[type="search"]')!;
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true }));
      el.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    };
    term('compter');
    await until(() => titles(el).join() === 'Master’s Programme in Computer Science');
    const sent = JSON.stringify(JSON.parse(String(fetchMock.callHistory.lastCall(SEARCH)!.options.body)));
    expect(sent).toContain('"fuzziness"');
    searchFails = true;
    term('Architecture');
    await until(() => titles(el).join() === 'Master’s Programme in Architecture');
  });

  it('says it could not load when the search service fails, reports it, and drops hits that are not objects', async () => {
    fetchMock.route(PROGRAMME_LIST, { data: { meta: META } });
    fetchMock.route(SEARCH, 503);
    const el = document.createElement('programmes-search');
    el.setAttribute('search-host', 'https://search.test');
    const errors = errorsOf(el);
    document.body.append(el);
    await untilFailed(el);
    expect(count(el)).toBe(LOAD_FAILED.en);
    expect(el.textContent).toContain('No results');
    expect(errors).toContainEqual(expect.objectContaining({ reason: 'http-503' }));
    expect(programmesOf([null, 'x', 5, { title: 'T', url: 'javascript:x', level: 'master' }])).toEqual([
      { id: '', name: 'T', url: null, languages: [], level: ['master'], targetGroup: [], theme: [], curricula: [], previousCurricula: [], schools: [] },
    ]);
  });
});
