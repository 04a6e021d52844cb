// The demo site's detail pages: every site path an item of the fixtures links to
// (`/{language}/{section}/{slug}`, the A–Z index's pages and the hubs at `/{language}/{slug}`)
// is a page with the item's title, dates, text and a link back to the demo page that lists it,
// in the page's language. The page is found from the fixture that holds the item: the path's
// section names the fixtures to look in, so a request builds (once) only those.
import { pathToFileURL } from 'node:url';
import { demoFiles } from '../../scripts/hub-folders.mjs';
import { fixtureData } from '../fixtures/registry.mjs';
import { LANGUAGES, SECTIONS, pick } from '../fixtures/site/words.mjs';
import { PAGE_TITLES, escapeHtml, say, showDate, showPeriod } from './i18n.mjs';

/**
 * Each section's sources of items, from the `details` of each element folder's `demo.mjs`
 * (scripts/hub-folders.mjs): `{load(language), listing}`, a fixture answer's items (`path`,
 * `params`, `items`) or the module's own `load`.
 */
const SOURCES = await sourcesOf(demoFiles());

async function sourcesOf(files) {
  const sources = new Map();
  for (const file of files) {
    const { details = [] } = await import(pathToFileURL(file).href);
    for (const { section, page, path, params, items, load } of details) {
      const source = {
        listing: page,
        load: load ?? ((language) => items(fixtureData(path, { language, community: true, params: new URLSearchParams(params ?? '') }) ?? {})),
      };
      sources.set(section, [...(sources.get(section) ?? []), source]);
    }
  }
  return sources;
}

/** Per language, each section's word in paths to the section's key. */
const SECTION_OF = Object.fromEntries(
  LANGUAGES.map((language) => [language, new Map(Object.entries(SECTIONS).map(([key, words]) => [pick(words, language), key]))]),
);

const maps = new Map();
/** The items of a section in a language by their path, with the demo page that lists each. */
function itemsOf(section, language) {
  const key = `${section}|${language}`;
  if (!maps.has(key)) {
    const map = new Map();
    for (const source of SOURCES.get(section) ?? []) {
      for (const item of source.load(language) ?? []) {
        if (item && typeof item.url === 'string' && !map.has(item.url)) map.set(item.url, { item, listing: source.listing });
      }
    }
    maps.set(key, map);
  }
  return maps.get(key);
}

/** The item a path of the site names, `{item, listing}`; null when there is none. */
export function findItem(language, path) {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] !== language) return null;
  const section = segments.length === 2 ? 'root' : segments.length === 3 ? SECTION_OF[language].get(segments[1]) : null;
  if (!section) return null;
  return itemsOf(section, language).get(path) ?? null;
}

/** Whether an item is for the community only (an event's audience, a news item's role restrictions, a grant's privacy). */
const forCommunity = (item) =>
  item.audience === 'community' ||
  (Array.isArray(item.field_role_restrictions) && item.field_role_restrictions.length > 0) ||
  (item.privacyType !== undefined && item.privacyType !== 'public');

const text = (value) => (typeof value === 'string' && value.trim() ? value : null);
const names = (values) =>
  Array.isArray(values) ? values.map((v) => (v && typeof v === 'object' ? v.name : v)).filter((v) => typeof v === 'string' && v.trim()) : [];

/** What a page shows of an item: its title, its dates and facts as [label, text], its text and its links. */
function describe(item, language) {
  const rows = [];
  const row = (key, value) => {
    if (value) rows.push([say(key, language), value]);
  };
  // A person's `title` is the job title: the page is the person's name.
  const title = item.firstName ? `${item.firstName} ${item.lastName ?? ''}`.trim() : (text(item.title) ?? text(item.name) ?? '');
  if (item.eventDates) row('when', showPeriod(item.eventDates, language));
  if (typeof item.location === 'string') row('where', item.location);
  if (item.registrationPeriod !== undefined)
    row('registration', item.registrationPeriod ? showPeriod(item.registrationPeriod, language) : say('noInfo', language));
  if ('applicationPeriod' in item)
    row(
      'application',
      item.noApplicationPeriod
        ? say('noApplication', language)
        : item.applicationPeriod
          ? showPeriod(item.applicationPeriod, language)
          : say('noInfo', language),
    );
  if ('applicationPeriodStart' in item)
    row(
      'application',
      item.applicationPeriodStart === null && item.applicationPeriodEnd === null
        ? say('noInfo', language)
        : showPeriod({ start: item.applicationPeriodStart, end: item.applicationPeriodEnd }, language),
    );
  if (item.teachingPeriod) row('teaching', text(item.dateOverrides?.teachingPeriod) ?? showPeriod(item.teachingPeriod, language));
  if (item.courseSchedule && typeof item.courseSchedule === 'object')
    row('schedule', text(item.courseSchedule.override) ?? showPeriod(item.courseSchedule, language));
  else
    row(
      'schedule',
      text(item.courseSchedule) ?? text(item.schedule) ?? (Array.isArray(item.weekdays) && item.times ? `${item.weekdays.join(', ')} ${item.times}` : null),
    );
  if ('deadline' in item) row('deadline', item.ongoingApplication ? say('continuouslyOpen', language) : (showDate(item.deadline) ?? say('noInfo', language)));
  row('published', showDate(item.published));
  row('updated', showDate(item.updateDate));
  if (typeof item.credits === 'number' && item.credits > 0) row('credits', `${item.credits} ECTS`);
  row('school', text(item.school) ?? text(item.organisingSchoolLabel));
  row('organizer', text(item.organizer));
  row('provider', text(item.author) ?? (Array.isArray(item.dataProviders) ? item.dataProviders.join(', ') : null) ?? text(item.serviceProvider?.name));
  if (typeof item.establishedYear === 'number') row('established', String(item.establishedYear));
  const body =
    [
      text(item.summary),
      text(item.description),
      text(item.shortDescription),
      text(item.text),
      text(item.leadText),
      text(item.pros),
      text(item.formOfLearning),
    ].find(Boolean) ?? say('pageText', language, { title });
  const facts = [
    ...names(item.eventType),
    ...names(item.newsType),
    ...names(item.field),
    ...names(item.topic),
    ...names(item.industry),
    ...names(item.subject),
  ].filter((v) => typeof v === 'string' && !/^\d+$/.test(v));
  const links = Array.isArray(item.kb_external_links) ? item.kb_external_links.map((url, i) => [url, text(item.kb_external_links_title?.[i]) ?? url]) : [];
  // A person: the job title is the page's text.
  const lead = item.firstName ? text(item.title) : null;
  return { title, rows, body: lead ?? body, facts: [...new Set(facts)], links };
}

/** The page's frame: the head, the language, the back link. */
function frame({ head, language, title, back, main }) {
  return `<!doctype html>
<html lang="${language}">
<head>
  ${head}
  <title>${escapeHtml(title)} – aalto-hubs demo</title>
  <style>
    /* A long compound ('kaupunkisuunnittelu') hyphenates in the page's language rather than breaking anywhere. */
    h1 { font-size: clamp(1.5rem, 1.1rem + 2vw, 2.25rem); line-height: 1.2; overflow-wrap: break-word; hyphens: auto; }
    main > p, main > ul { max-width: 40rem; }
    .demo-facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.5rem 1.5rem; margin: 1.5rem 0; padding: 1rem 1.25rem; border: 1px solid var(--aalto-border, #8c8c8c); border-radius: var(--aalto-radius, 4px); background: var(--aalto-surface, #f4f4f4); }
    .demo-facts dt { font-weight: 600; }
    .demo-facts dd { margin: 0; }
    @media (max-width: 30rem) { .demo-facts { grid-template-columns: 1fr; gap: 0; } .demo-facts dd { margin-bottom: 0.75rem; } .demo-facts dd:last-child { margin-bottom: 0; } }
    .demo-tag { display: inline-block; margin: 0 0.25rem 0.25rem 0; padding: 0.125rem 0.625rem; border-radius: 1rem; background: var(--aalto-surface, #f4f4f4); border: 1px solid var(--aalto-border, #8c8c8c); font-size: 0.875rem; }
    .demo-search { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end; margin: 1rem 0 1.5rem; }
    .demo-search label { flex-basis: 100%; font-weight: 600; }
    .demo-search input[type=search] { flex: 1 1 16rem; min-width: 0; min-height: 44px; box-sizing: border-box; padding: 0 0.75rem; font: inherit; border: 1px solid var(--aalto-border, #8c8c8c); border-radius: var(--aalto-radius, 4px); background: var(--aalto-background, #fff); color: inherit; }
    .demo-search button { min-height: 44px; padding: 0 1rem; font: inherit; border: 2px solid var(--aalto-accent, #0a5ad4); border-radius: var(--aalto-radius, 4px); background: var(--aalto-accent, #0a5ad4); color: var(--aalto-accent-text, #fff); cursor: pointer; }
  </style>
</head>
<body>
  <header>
    <p><a href="${escapeHtml(back.href)}">${escapeHtml(say('backTo', language, { page: back.label }))}</a></p>
    <h1>${escapeHtml(title)}</h1>
  </header>
  <main>
${main}
  </main>
</body>
</html>`;
}

/** The link back: the demo page that lists the item, in the page's language. */
function backTo(listing, language) {
  const query = language === 'en' ? '' : `?lang=${language}`;
  return listing && PAGE_TITLES[listing]
    ? { href: `/${listing}${query}`, label: pick(PAGE_TITLES[listing], language) }
    : { href: `/${query}`, label: say('demoIndex', language) };
}

/**
 * The detail page of a path in a language: `{status, html}`; null when the path is no site path
 * of the demo (another route then answers). `community`: the visitor has the demo session.
 */
export function detailPage({ language, path, community, head }) {
  const found = findItem(language, path);
  if (!found) {
    return {
      status: 404,
      html: frame({
        head,
        language,
        title: say('notFound', language),
        back: backTo(null, language),
        main: `    <p>${escapeHtml(say('notFoundText', language))}</p>`,
      }),
    };
  }
  const { item, listing } = found;
  const { title, rows, body, facts, links } = describe(item, language);
  const back = backTo(listing, language);
  if (forCommunity(item) && !community) {
    return {
      status: 200,
      html: frame({
        head,
        language,
        title,
        back,
        main: `    <p>${escapeHtml(say('community', language))} <a href="/__demo/login">${escapeHtml(say('logIn', language))}</a></p>`,
      }),
    };
  }
  const main = [
    rows.length
      ? `    <dl class="demo-facts">\n${rows.map(([label, value]) => `      <dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('\n')}\n    </dl>`
      : '',
    body ? `    <p>${escapeHtml(body)}</p>` : '',
    facts.length ? `    <p>${facts.map((f) => `<span class="demo-tag">${escapeHtml(f)}</span>`).join(' ')}</p>` : '',
    links.length
      ? `    <h2>${escapeHtml(say('links', language))}</h2>\n    <ul>\n${links.map(([url, label]) => `      <li><a href="${escapeHtml(url)}" rel="external noopener">${escapeHtml(label)}</a></li>`).join('\n')}\n    </ul>`
      : '',
    `    <p><small>${escapeHtml(say('demoNote', language))}</small></p>`,
  ]
    .filter(Boolean)
    .join('\n');
  return { status: 200, html: frame({ head, language, title, back, main }) };
}

export { frame, backTo };
