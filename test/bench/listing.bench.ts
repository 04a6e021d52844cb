/**
 * npm run bench: the listing engine's recompute after a filter change and after a search-text
 * change, at 1,000, 10,000 and 100,000 generated summer school courses (median and p95), beside
 * itemsjs 2 doing the same operations on the same data in the same run; plus the parser's speed.
 * Checks the engine's budget and exits non-zero when it is missed:
 *   at 10,000 courses, median ≤ 0.5 ms for either change and ≤ 1/3 of itemsjs's time;
 *   growth from 10,000 to 100,000 at most linear (with room for noise: ≤ 15× for 10×).
 * Then the events listing at 5,000 events: parsing, indexing (the first results), and a
 * filter change; the study hubs, the site index and the people hub from data to first results.
 * Writes its tables, dated, to docs/benchmarks.md (scripts/bench-report.mjs).
 */
import { performance } from 'node:perf_hooks';
import { stamp, table, writeSection } from '../../scripts/bench-report.mjs';
import itemsjs from 'itemsjs';
import { summerSchoolCourses } from '../../src/listing/shared/course-data/endpoints';
import { events as eventsEndpoint } from '../../src/listing/shared/events-news/endpoints';
import { eventsHub } from '../../src/hubs/events-listing/hub';
import { hubTranslator, listingConfigOf } from '../../src/listing/hub-derive';
import { choicesOf } from '../../src/listing/hub-choices';
import type { HubBase } from '../../src/listing/hub';
import { pageSettings } from '../page-settings';
import { coursesHub } from '../../src/hubs/courses-listing/hub';
import { openUniversityHub } from '../../src/hubs/open-university-listing/hub';
import { onlineCoursesHub } from '../../src/hubs/online-courses-listing/hub';
import { kivitaHub } from '../../src/hubs/kivita-courses-listing/hub';
import { generate as generateCombined } from '../../src/hubs/courses-listing/fixtures/combined-courses.mjs';
import { generate as generateOpenUniversity } from '../../src/hubs/open-university-listing/fixtures/open-university-courses.mjs';
import { generate as generateOnline } from '../../src/hubs/online-courses-listing/fixtures/online-courses.mjs';
import { generate as generateKivita } from '../../src/hubs/kivita-courses-listing/fixtures/kivita-courses.mjs';
import { generate as generateStudyOptions } from '../../src/hubs/study-options-listing/fixtures/study-options.mjs';
import { generate as generateMinors } from '../../src/hubs/minors-search/fixtures/minors.mjs';
import { studyOptionsHub } from '../../src/hubs/study-options-listing/hub';
import { minorsHub } from '../../src/hubs/minors-search/MinorsSearch';
import { events as generateEvents } from '../../demo/fixtures/events-news/generate.mjs';
import { createListingStore } from '../../src/listing/store';
import { summerSchoolHub } from '../../src/hubs/summer-school-listing/hub';
import { siteIndexHub } from '../../src/hubs/site-index/hub';
import { sectionsByLetter } from '../../src/listing/letters';
import { generate as generateIndex } from '../../src/hubs/site-index/fixtures/index-list.mjs';
import { peopleHub } from '../../src/hubs/people-hub/hub';
import { generate as generatePeople } from '../../src/hubs/people-hub/fixtures/people-profiles.mjs';
import { generate as generateOrganisations } from '../../src/hubs/people-hub/fixtures/people-organisations.mjs';
import { generate } from '../../src/hubs/summer-school-listing/fixtures/summer-school-courses.mjs';

type Stats = { median: number; p95: number };

const benchSettings = pageSettings();
const summerSchoolConfig = () =>
  listingConfigOf(summerSchoolHub, { settings: benchSettings, now: Date.now(), loggedIn: false }, hubTranslator(summerSchoolHub, 'en'));

function measure(run: (i: number) => void, iterations: number): Stats {
  for (let i = 0; i < Math.min(20, iterations); i += 1) run(i); // warm up
  const times: number[] = [];
  for (let i = 0; i < iterations; i += 1) {
    const start = performance.now();
    run(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

const ms = (n: number) => `${n.toFixed(3)} ms`.padStart(11);
const failures: string[] = [];
const started = stamp();
/** The run's tables for docs/benchmarks.md, beside what the console shows. */
const doc = { engine: [] as string[][], events: [] as string[][], study: [] as string[][], index: [] as string[][] };
const cell = (stats: Stats) => `${stats.median.toFixed(3)} / ${stats.p95.toFixed(3)}`;
const results: Record<number, { filter: Stats; search: Stats; itemsFilter: Stats; itemsSearch: Stats }> = {};

console.log('listing engine vs itemsjs 2.4 (same data, same run; itemsjs: OR facets, name sort, 20 per page)\n');
console.log('courses   operation        engine median   p95        itemsjs median   p95        ratio');
for (const size of [1_000, 10_000, 100_000]) {
  const raw = generate({ language: 'en', count: size });
  const parseStart = performance.now();
  const { courses } = summerSchoolCourses.parse(raw);
  const parseMs = performance.now() - parseStart;

  const store = createListingStore(summerSchoolConfig());
  store.getState().setItems(courses);
  const iterations = size >= 100_000 ? 60 : 300;
  const formats = ['online', 'campus', 'mooc'];
  // A filter change: one format checked, then another (each a fresh recompute).
  const filter = measure((i) => store.getState().setFilters({ courseFormat: [formats[i % 3]!] }), iterations);
  store.getState().clearFilters();
  const terms = ['learn', 'design', 'studio', 'economy'];
  const search = measure((i) => store.getState().setSearch(terms[i % 4]!), iterations);
  store.getState().setSearch('');

  const flat = courses.map((c) => ({
    id: c.id,
    name: c.name,
    field: c.field,
    fieldName: c.fieldName,
    eligibility: c.eligibility,
    courseFormat: c.courseFormat,
  }));
  const engine = itemsjs(flat, {
    sortings: { name_asc: { field: 'name', order: 'asc' } },
    aggregations: {
      field: { title: 'Field', conjunction: false },
      eligibility: { title: 'Course level', conjunction: false },
      courseFormat: { title: 'Course format', conjunction: false },
    },
    searchableFields: ['name', 'field', 'fieldName'],
  });
  const itemsIterations = size >= 100_000 ? 10 : size >= 10_000 ? 40 : 200;
  const itemsFilter = measure((i) => engine.search({ per_page: 20, sort: 'name_asc', filters: { courseFormat: [formats[i % 3]!] } }), itemsIterations);
  const itemsSearch = measure((i) => engine.search({ per_page: 20, sort: 'name_asc', query: terms[i % 4]! }), itemsIterations);
  results[size] = { filter, search, itemsFilter, itemsSearch };

  const row = (name: string, ours: Stats, theirs: Stats) =>
    console.log(
      `${String(size).padStart(7)}   ${name.padEnd(15)} ${ms(ours.median)} ${ms(ours.p95)}   ${ms(theirs.median)} ${ms(theirs.p95)}   ${(ours.median / theirs.median).toFixed(3)}`,
    );
  row('filter change', filter, itemsFilter);
  row('search change', search, itemsSearch);
  for (const [name, ours, theirs] of [
    ['filter change', filter, itemsFilter],
    ['search change', search, itemsSearch],
  ] as const) {
    doc.engine.push([size.toLocaleString('en'), name, cell(ours), cell(theirs), (ours.median / theirs.median).toFixed(3), parseMs.toFixed(1)]);
  }
  console.log(`          (parsing ${size} raw courses: ${parseMs.toFixed(1)} ms)`);
}

const at10k = results[10_000]!;
const at100k = results[100_000]!;
for (const [name, ours, theirs, big] of [
  ['filter change', at10k.filter, at10k.itemsFilter, at100k.filter],
  ['search change', at10k.search, at10k.itemsSearch, at100k.search],
] as const) {
  if (ours.median > 0.5) failures.push(`${name} at 10,000: median ${ours.median.toFixed(3)} ms > 0.5 ms`);
  if (ours.median > theirs.median / 3) failures.push(`${name} at 10,000: ${ours.median.toFixed(3)} ms > a third of itemsjs's ${theirs.median.toFixed(3)} ms`);
  if (big.median > ours.median * 15) failures.push(`${name}: 10,000 → 100,000 grew ${(big.median / ours.median).toFixed(1)}× (> 15× for 10× the items)`);
}

{
  // Events: the work between the data's arrival and the first page, outside the browser.
  const raw = JSON.stringify({ events: generateEvents({ language: 'en', community: true, count: 5000 }) });
  const parse = measure(() => eventsEndpoint.parse(JSON.parse(raw)), 15);
  const { events } = eventsEndpoint.parse(JSON.parse(raw));
  const context = { settings: benchSettings, now: Date.now(), loggedIn: false };
  const config = listingConfigOf(eventsHub, context, hubTranslator(eventsHub, 'en'));
  const index = measure(() => createListingStore(config).getState().setItems(events), 15);
  const store = createListingStore(config);
  store.getState().setItems(events);
  const formats = ['online', 'onsite'];
  const filter = measure((i) => store.getState().setFilters({ format: [formats[i % 2]!] }), 300);
  console.log(
    `\nevents listing, 5,000 events (median, p95): JSON and parse ${ms(parse.median)} ${ms(parse.p95)}; index, order, first results ${ms(index.median)} ${ms(index.p95)}; filter change ${ms(filter.median)} ${ms(filter.p95)}`,
  );
  doc.events.push(['JSON and parse', cell(parse)], ['index, order, first results', cell(index)], ['filter change', cell(filter)]);
}

{
  // The study hubs at 2,000 items: from the data's arrival (the JSON text) to the first
  // results (parse, select, choices, index, order, facet counts) within 100 ms; a filter change
  // (its first group's first choice, then none) under 1 ms. Medians.
  const hubs: Array<[string, HubBase<unknown>, (o: { language: string; count: number }) => unknown]> = [
    ['courses-listing', coursesHub as unknown as HubBase<unknown>, generateCombined],
    ['open-university-listing', openUniversityHub as unknown as HubBase<unknown>, generateOpenUniversity],
    ['online-courses-listing', onlineCoursesHub as unknown as HubBase<unknown>, generateOnline],
    ['kivita-courses-listing', kivitaHub as unknown as HubBase<unknown>, generateKivita],
    ['study-options-listing', studyOptionsHub as unknown as HubBase<unknown>, generateStudyOptions],
    // Programmes share the minors' definition; only their source differs (the search service).
    ['minors-search, programmes-search', minorsHub as unknown as HubBase<unknown>, generateMinors],
  ];
  console.log('\nstudy hubs at 2,000 items (median, p95)   data to first results         filter change');
  for (const [tag, def, generateData] of hubs) {
    const raw = JSON.stringify(generateData({ language: 'en', count: 2000 }));
    const context = { settings: benchSettings, now: Date.now(), loggedIn: false };
    const t = hubTranslator(def, 'en');
    const config = listingConfigOf(def, context, t);
    const [endpoint] = Object.values(def.source.endpoints);
    const arrive = () => {
      const selected = def.source.select({ list: endpoint!.parse(JSON.parse(raw)) });
      const store = createListingStore(config);
      store.getState().setItems(selected.items, choicesOf(def as never, context, t as never, selected));
      return store;
    };
    const first = measure(() => arrive(), 15);
    const store = arrive();
    const group = def.groups[0]!;
    const value = store.getState().choices[group.id]?.[0]?.value ?? '';
    const filter = measure((i) => store.getState().setFilters(i % 2 ? {} : { [group.id]: [value] }), 300);
    console.log(`  ${tag.padEnd(38)} ${ms(first.median)} ${ms(first.p95)}   ${ms(filter.median)} ${ms(filter.p95)}`);
    doc.study.push([
      tag
        .split(', ')
        .map((name) => `\`<${name}>\``)
        .join(', '),
      cell(first),
      cell(filter),
    ]);
    if (first.median > 100) failures.push(`${tag}: first results ${first.median.toFixed(1)} ms > 100 ms at 2,000 items`);
    if (filter.median >= 1) failures.push(`${tag}: filter change ${filter.median.toFixed(3)} ms ≥ 1 ms at 2,000 items`);
  }
}

{
  // The site index's 1,200 entries, from the data's arrival (the JSON text) to the first
  // results in sections by letter (parse, index, order, sections collated in Finnish) within 100 ms;
  // a keystroke in the filter box (a search, then the sections again). Medians.
  const raw = JSON.stringify(generateIndex({ language: 'fi', count: 1200 }));
  const context = { settings: { ...benchSettings, language: 'fi' as const }, now: Date.now(), loggedIn: false };
  const config = listingConfigOf(siteIndexHub, context, hubTranslator(siteIndexHub, 'fi'));
  const arrive = () => {
    const { items } = siteIndexHub.source.select({ index: siteIndexHub.source.endpoints.index!.parse(JSON.parse(raw)) });
    const store = createListingStore(config);
    store.getState().setItems(items);
    return { store, sections: sectionsByLetter(store.getState().results, siteIndexHub.index.title, 'fi') };
  };
  const first = measure(() => arrive(), 15);
  const { store } = arrive();
  const terms = ['kirj', 'kirjasto', 'opiskelijoille', ''];
  const keystroke = measure((i) => {
    store.getState().setSearch(terms[i % terms.length]!);
    sectionsByLetter(store.getState().results, siteIndexHub.index.title, 'fi');
  }, 200);
  console.log(`
site index, 1,200 entries in sections (median, p95): data to first results ${ms(first.median)} ${ms(first.p95)}; a keystroke in the filter ${ms(keystroke.median)} ${ms(keystroke.p95)}`);
  doc.index.push(['`<site-index>`, 1,200 entries in sections (Finnish)', cell(first), `${cell(keystroke)} (a keystroke in the filter)`]);
  if (first.median > 100) failures.push(`site-index: first results ${first.median.toFixed(1)} ms > 100 ms at 1,200 entries`);
}

{
  // The people hub's 3,000 profiles with their photos and the organisation tree, from the
  // data's arrival (the JSON text of both calls) to the first results (parse, join photos and unit
  // names, the tree's choices, index, order) within 100 ms; choosing a school (a tree filter). Medians.
  const raw = JSON.stringify(generatePeople({ language: 'en' }));
  const tree = JSON.stringify(generateOrganisations({ language: 'en' }));
  const context = { settings: benchSettings, now: Date.now(), loggedIn: false };
  const t = hubTranslator(peopleHub, 'en');
  const config = listingConfigOf(peopleHub, context, t);
  const { organisations: orgsCall, profiles: profilesCall } = peopleHub.source.endpoints;
  const arrive = () => {
    const selected = peopleHub.source.select({ organisations: orgsCall!.parse(JSON.parse(tree)), profiles: profilesCall!.parse(JSON.parse(raw)) });
    const store = createListingStore(config);
    store.getState().setItems(selected.items, choicesOf(peopleHub, context, t, selected));
    return store;
  };
  const first = measure(() => arrive(), 15);
  const store = arrive();
  const schools = ['arts', 'biz', 'sci', 'it'];
  const choose = measure((i) => store.getState().setGroup('unit', [schools[i % schools.length]!]), 200);
  console.log(
    `\npeople hub, 3,000 profiles (median, p95): data to first results ${ms(first.median)} ${ms(first.p95)}; choosing a unit ${ms(choose.median)} ${ms(choose.p95)}`,
  );
  doc.index.push(['`<people-hub>`, 3,000 profiles and the organisation tree', cell(first), `${cell(choose)} (choosing a unit)`]);
  if (first.median > 100) failures.push(`people-hub: first results ${first.median.toFixed(1)} ms > 100 ms at 3,000 profiles`);
}

writeSection({
  id: 'bench',
  title: 'The listing engine in Node (`npm run bench`)',
  command: 'npm run bench',
  started,
  verdict: failures.length ? `${failures.length} over budget` : 'within budget',
  body: [
    ...(failures.length ? ['Over budget:', '', ...failures.map((failure) => `- ${failure}`), ''] : []),
    "Milliseconds, median / p95. Budgets: at 10,000 courses a change ≤ 0.5 ms median and ≤ 1/3 of itemsjs; from 10,000 to 100,000 ≤ 15× (linear, with room for noise); data to first results ≤ 100 ms; a study hub's filter change < 1 ms.",
    '',
    'The engine against itemsjs 2 on the same generated summer school courses, in the same run:',
    '',
    table(['courses', 'operation', 'engine ms', 'itemsjs ms', 'ratio of medians', 'parsing the raw courses, ms'], doc.engine),
    '',
    'The events listing at 5,000 events:',
    '',
    table(['step', 'ms'], doc.events),
    '',
    'The study hubs at 2,000 items, from the JSON text to the first results (parse, select, choices, index, order, counts):',
    '',
    table(['element', 'data to first results, ms', 'filter change, ms'], doc.study),
    '',
    table(['A–Z index and people', 'data to first results, ms', 'then, ms'], doc.index),
  ].join('\n'),
});

if (failures.length) {
  console.error(`\nOVER BUDGET:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  '\nwithin budget: at 10,000 courses ≤ 0.5 ms median and ≤ 1/3 of itemsjs for both changes; growth ≤ linear; study hubs at 2,000 items: first results ≤ 100 ms, filter change < 1 ms; site index at 1,200 entries and people hub at 3,000 profiles: first results ≤ 100 ms',
);
