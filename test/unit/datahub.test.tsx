/** <data-sources-listing> and <research-programs-listing>: the data hub. */
import fetchMock from 'fetch-mock';
import { describe, expect, it } from 'vitest';
import { firstCommitThen, heldAnswer, until, useElementTestPage } from './helpers';
import { choice, chooseFilter, count, loaded, mount, openFilters, titles } from './listing-driver';
import { FIRST_PAINT_LIST_CARDS } from '../../src/listing/first-paint';

const SOURCES = 'path:/aalto_api/datahub/data_sources';
const GUIDE = 'path:/aalto_api/datahub/suggestion-tool';
const PROGRAMS = 'path:/aalto_api/datahub/research_programs';

function source(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    language: 'en',
    name: `Source ${id}`,
    url: `/en/datahub/${id}`,
    topic: ['economy'],
    subject: ['Housing'],
    shortDescription: `About ${id}`,
    image: null,
    author: 'Statistics Finland',
    license: 'CC BY 4.0',
    keywords: ['microdata'],
    geographicalCoverage: ['Finland'],
    format: ['register'],
    frequency: 'Annual',
    encoding: 'CSV',
    type: ['Panel data'],
    analysisUnit: ['Individual'],
    accessibility: ['open'],
    ...overrides,
  };
}
function program(id: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    title: `Program ${id}`,
    url: `/en/rp/${id}`,
    dataSets: { readyMade: ['FOLK'], custom: ['Tax records'] },
    dataProviders: ['Kela'],
    subject: ['Health'],
    image: null,
    analysisUnit: ['Household'],
    shortDescription: null,
    ...overrides,
  };
}

useElementTestPage(() => history.replaceState(null, '', '/'));

describe('<data-sources-listing>', () => {
  const list = [
    source('b', { name: 'Beta', topic: ['health', 'society'], format: ['survey', 'spatial'], accessibility: ['application'], keywords: ['longitudinal'] }),
    source('a', { name: 'Alpha', license: null }),
    source('c', { name: 'Gamma', topic: ['wellbeing'], shortDescription: 'Longitudinal panel of firms' }),
  ];

  /** The labels the API sends for topics, formats and accessibility, each in another usual shape. */
  const META = {
    topics: [
      { id: 'economy', name: 'Economy' },
      { id: 'health', name: 'Health' },
      { id: 'society', name: 'Society' },
    ],
    format: { register: 'Register data', survey: 'Survey data', spatial: 'Spatial data' },
    accessibility: [
      { value: 'open', label: 'Open data' },
      { value: 'application', label: 'By application' },
    ],
  };

  it('shows every list as facts with the labels meta sends, and filters on each list with counts', async () => {
    fetchMock.route(SOURCES, { data: { dataSources: list, meta: META } });
    fetchMock.route(GUIDE, 404);
    const el = await mount('data-sources-listing');
    await loaded(el);
    expect(titles(el)).toEqual(['Alpha', 'Beta', 'Gamma']);
    const beta = el.querySelectorAll('.aalto-card')[1]!.textContent;
    for (const fact of [
      'AuthorStatistics Finland',
      'LicenceCC BY 4.0',
      'TopicHealth, Society',
      'FormatSurvey data, Spatial data',
      'AccessibilityBy application',
      'Geographical coverageFinland',
      'Analysis unitIndividual',
      'FrequencyAnnual',
      'EncodingCSV',
      'Keywordslongitudinal',
    ])
      expect(beta).toContain(fact);
    expect(el.querySelectorAll('.aalto-card')[0]!.textContent).not.toContain('Licence');
    // A topic meta does not name is shown, and offered, as sent.
    expect(el.querySelectorAll('.aalto-card')[2]!.textContent).toContain('Topicwellbeing');
    await openFilters(el);
    expect(choice(el, 'Open data').closest('label')!.textContent).toBe('Open data (2)');
    await chooseFilter(el, 'By application');
    expect(titles(el)).toEqual(['Beta']);
    await until(() => location.search === '?accessibility=application');
  });

  it('searches name, description and keywords, and the data hub suggestion tool sets the filters', async () => {
    fetchMock.route(SOURCES, { data: { dataSources: list, meta: {} } });
    fetchMock.route(GUIDE, {
      data: {
        settings: {
          title: 'Find data',
          questions: [
            {
              id: 'format',
              filter: 'format',
              question: 'Which kind?',
              options: [
                { value: 'spatial', label: 'Spatial data' },
                { value: 'register', label: 'Register data' },
              ],
            },
          ],
        },
      },
    });
    const el = await mount('data-sources-listing');
    await loaded(el);
    const input = el.querySelector<HTMLInputElement>('input[type="search"]')!;
    input.value = 'longitudinal';
    input.dispatchEvent(new Event('input', { bubbles: true }));
    el.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    await until(() => count(el) === 'Showing 2 data sources');
    expect(titles(el)).toEqual(['Beta', 'Gamma']);
    await until(() => el.querySelector('.aalto-guide legend'));
    (el.querySelector('.aalto-guide input[value="spatial"]') as HTMLInputElement).click();
    await until(() => count(el) === 'Showing 1 data source');
    expect(titles(el)).toEqual(['Beta']);
  });

  it("holds the guided path's place until the list has come, when its settings come first", async () => {
    // Its question's group takes its choices from the items: dropping the placeholder before the
    // list, then showing the path with it, moved the page twice (a layout shift of 0.33 on a phone).
    const sources = heldAnswer({ data: { dataSources: list, meta: {} } });
    fetchMock.route(SOURCES, sources.response);
    fetchMock.route(GUIDE, {
      data: {
        settings: {
          title: 'Find data',
          questions: [{ id: 'format', filter: 'format', question: 'Which kind?', options: [{ value: 'spatial', label: 'Spatial data' }] }],
        },
      },
    });
    let placeLost = false;
    const observer = new MutationObserver(() => {
      const el = document.querySelector('data-sources-listing');
      if (el?.querySelector('.aalto-listing') && !el.querySelector('.aalto-guide-placeholder, .aalto-guide')) placeLost = true;
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const el = await mount('data-sources-listing');
    await until(() => fetchMock.callHistory.called(GUIDE));
    // The settings have been answered and read; then the list comes.
    await Promise.all(fetchMock.callHistory.lastCall(GUIDE)!.pendingPromises);
    await new Promise((resolve) => setTimeout(resolve, 0));
    sources.release();
    await loaded(el);
    await until(() => el.querySelector('.aalto-guide legend'));
    observer.disconnect();
    expect(placeLost).toBe(false);
    expect(titles(el)).toEqual(['Alpha', 'Beta', 'Gamma']);
  });

  it('shows its first page as FIRST_PAINT_LIST_CARDS (6) cards, busy, then the rest after that paint without moving focus; Show more still focuses the first new card', async () => {
    const many = Array.from({ length: 30 }, (_, i) => source(`s${i}`, { name: `Source ${String(i).padStart(2, '0')}` }));
    fetchMock.route(SOURCES, { data: { dataSources: many, meta: {} } });
    fetchMock.route(GUIDE, 404);
    const el = await mount('data-sources-listing');
    // Busy while it is not whole: the list's state when its first cards came.
    let busyAtFirst: string | null | undefined;
    const watch = new MutationObserver(() => {
      const list = el.querySelector('.aalto-cards');
      if (busyAtFirst === undefined && list?.children.length) busyAtFirst = list.getAttribute('aria-busy');
    });
    watch.observe(el, { subtree: true, childList: true });
    const first = await firstCommitThen(el, '.aalto-cards__item', 20);
    watch.disconnect();
    expect(first).toHaveLength(FIRST_PAINT_LIST_CARDS);
    expect(busyAtFirst).toBe('true');
    expect(el.querySelector('.aalto-cards')!.hasAttribute('aria-busy')).toBe(false);
    const cards = el.querySelectorAll('.aalto-cards__item');
    expect(first!.every((card, i) => card === cards[i] && card.isConnected)).toBe(true);
    expect(titles(el).slice(0, 2)).toEqual(['Source 00', 'Source 01']);
    // The rest of the first page is not 'Show more': focus stays where it was.
    expect(el.contains(document.activeElement)).toBe(false);
    el.querySelector<HTMLButtonElement>('.aalto-show-more button')!.click();
    await until(() => el.querySelectorAll('.aalto-cards__item').length === 30);
    await until(() => document.activeElement === el.querySelectorAll('.aalto-card a')[20]);
    expect(document.activeElement!.textContent).toBe('Source 20');
  });

  it('leaves focus on a filter taken off, though the list grows with the same first card (only Show more moves it)', async () => {
    fetchMock.route(SOURCES, { data: { dataSources: list, meta: META } });
    fetchMock.route(GUIDE, 404);
    const el = await mount('data-sources-listing');
    await loaded(el);
    await chooseFilter(el, 'Open data');
    expect(titles(el)).toEqual(['Alpha', 'Gamma']);
    const box = choice(el, 'Open data');
    box.focus();
    box.click();
    await until(() => titles(el).length === 3);
    expect(titles(el)).toEqual(['Alpha', 'Beta', 'Gamma']);
    expect(document.activeElement).toBe(choice(el, 'Open data'));
  });

  it("says 'No results' after a failure, in Finnish, and renders hostile text as text", async () => {
    fetchMock.route(SOURCES, 500);
    fetchMock.route(GUIDE, 500);
    const failed = await mount('data-sources-listing', { language: 'fi' });
    await loaded(failed, /Ei tuloksia/);
    failed.remove();
    fetchMock.removeRoutes();
    fetchMock.route(GUIDE, 404);
    fetchMock.route(SOURCES, {
      data: {
        dataSources: [
          source('x', {
            name: '<img src=x onerror=alert(1)>',
            url: 'javascript:alert(1)',
            author: '<b>a</b>',
            keywords: { x: 1 },
            image: { imageUrl: 'javascript:alert(1)' },
          }),
        ],
      },
    });
    const el = await mount('data-sources-listing');
    await loaded(el);
    expect(el.querySelector('img, b, a[href^="javascript"]')).toBeNull();
    expect(el.textContent).toContain('Author<b>a</b>');
  });
});

describe('<research-programs-listing>', () => {
  it('shows data sets ready-made and custom, filters by provider and unit, and degrades on bad data', async () => {
    fetchMock.route(PROGRAMS, {
      data: {
        researchPrograms: [
          program('b', { title: 'Beta', dataProviders: ['Kela', 'Eurostat'] }),
          program('a', { title: 'Alpha', dataSets: { readyMade: ['FLEED', 'Census 2020'] }, analysisUnit: ['Firm'] }),
          program('z', { title: 'Zeta', dataSets: 'none' }),
        ],
        meta: {},
      },
    });
    const el = await mount('research-programs-listing', { language: 'sv' });
    await loaded(el, /Inga resultat/);
    expect(titles(el)).toEqual(['Alpha', 'Beta', 'Zeta']);
    const [alpha, beta, zeta] = [...el.querySelectorAll('.aalto-card')].map((c) => c.textContent);
    expect(alpha).toContain('Färdiga datamängderFLEED, Census 2020');
    expect(alpha).not.toContain('Skräddarsydda');
    expect(beta).toContain('Skräddarsydda datamängderTax records');
    expect(beta).toContain('DataleverantörKela, Eurostat');
    expect(zeta).not.toContain('datamängder');
    await chooseFilter(el, 'Eurostat');
    expect(titles(el)).toEqual(['Beta']);
    await chooseFilter(el, 'Eurostat');
    await chooseFilter(el, 'Firm');
    expect(titles(el)).toEqual(['Alpha']);
    await until(() => location.search === '?unit=Firm');
  });
});
