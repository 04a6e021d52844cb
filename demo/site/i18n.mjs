// The demo site's own words in its three languages: the demo pages' names (the index lists them,
// detail pages link back to them), and what the detail and search results pages say.
import { pathToFileURL } from 'node:url';
import { demoFiles } from '../../scripts/hub-folders.mjs';
import { t, pick } from '../fixtures/site/words.mjs';

export { pick };

/**
 * Each demo page's name, [en, fi, sv], by its file: from the `titles` of each element folder's
 * `demo.mjs` (scripts/hub-folders.mjs).
 */
export const PAGE_TITLES = await pageTitles(demoFiles());

/** The pages' names that the demo modules give, by page. */
export async function pageTitles(files) {
  const modules = await Promise.all(files.map((file) => import(pathToFileURL(file).href)));
  return Object.assign({}, ...modules.map((module) => module.titles ?? {}));
}

export const WORDS = {
  allPages: t('All demo pages', 'Kaikki esittelysivut', 'Alla demosidor'),
  backTo: t('Back to {page}', 'Takaisin: {page}', 'Tillbaka till {page}'),
  demoIndex: t('the demo index', 'esittelyn etusivu', 'demons startsida'),
  notFound: t('Page not found', 'Sivua ei löytynyt', 'Sidan hittades inte'),
  notFoundText: t(
    'The demo site has no page at this address.',
    'Esittelysivustolla ei ole sivua tässä osoitteessa.',
    'Demowebbplatsen har ingen sida på den här adressen.',
  ),
  community: t('This page is for the Aalto community.', 'Tämä sivu on Aalto-yhteisölle.', 'Den här sidan är för Aalto-gemenskapen.'),
  logIn: t('Log in to the demo', 'Kirjaudu esittelyyn', 'Logga in i demon'),
  pageText: t(
    '{title}: information, instructions and contacts.',
    '{title}: tietoa, ohjeita ja yhteystiedot.',
    '{title}: information, anvisningar och kontakter.',
  ),
  demoNote: t(
    'A page of the aalto-hubs demo site, made from the fixture that lists it.',
    'aalto-hubs-esittelysivuston sivu, koottu sen listaavasta testiaineistosta.',
    'En sida på aalto-hubs demowebbplats, gjord av testdata som listar den.',
  ),
  when: t('When', 'Aika', 'Tid'),
  where: t('Where', 'Paikka', 'Plats'),
  published: t('Published', 'Julkaistu', 'Publicerad'),
  updated: t('Updated', 'Päivitetty', 'Uppdaterad'),
  deadline: t('Deadline', 'Hakuaika päättyy', 'Ansökningstiden går ut'),
  continuouslyOpen: t('Continuously open', 'Jatkuva haku', 'Löpande ansökan'),
  registration: t('Registration', 'Ilmoittautuminen', 'Anmälan'),
  application: t('Application period', 'Hakuaika', 'Ansökningstid'),
  noApplication: t('No application needed', 'Ei hakua', 'Ingen ansökan behövs'),
  teaching: t('Teaching period', 'Opetusaika', 'Undervisningstid'),
  schedule: t('Schedule', 'Aikataulu', 'Schema'),
  noInfo: t('No info', 'Ei tietoa', 'Ingen information'),
  toBeAnnounced: t('To be announced', 'Ilmoitetaan myöhemmin', 'Meddelas senare'),
  established: t('Established', 'Perustettu', 'Grundat'),
  school: t('School', 'Korkeakoulu', 'Högskola'),
  unit: t('Unit', 'Yksikkö', 'Enhet'),
  provider: t('Provider', 'Tuottaja', 'Producent'),
  organizer: t('Organiser', 'Järjestäjä', 'Arrangör'),
  credits: t('Credits', 'Opintopisteet', 'Studiepoäng'),
  links: t('Links', 'Linkit', 'Länkar'),
  searchTitle: t('Search results', 'Hakutulokset', 'Sökresultat'),
  searchLabel: t('Search the site', 'Hae sivustolta', 'Sök på webbplatsen'),
  searchButton: t('Search', 'Hae', 'Sök'),
  searchCount: t('{n} results for “{term}”', '{n} tulosta haulle ”{term}”', '{n} resultat för ”{term}”'),
  searchOne: t('1 result for “{term}”', '1 tulos haulle ”{term}”', '1 resultat för ”{term}”'),
  searchNone: t('No results for “{term}”.', 'Ei tuloksia haulle ”{term}”.', 'Inga resultat för ”{term}”.'),
  searchEmpty: t('Type a term to search the demo site.', 'Kirjoita hakusana.', 'Skriv ett sökord.'),
  searchFailed: t('The search service did not answer.', 'Hakupalvelu ei vastannut.', 'Söktjänsten svarade inte.'),
  forStudents: t('For students', 'Opiskelijoille', 'För studerande'),
};

/** The search hit types' labels (docs/api.md, 'The search service'), [en, fi, sv]. */
export const TYPE_LABELS = {
  lifewide_learning_course: t('Lifewide learning course', 'Jatkuvan oppimisen kurssi', 'Kurs i livslångt lärande'),
  open_university_course: t('Open university course', 'Avoimen yliopiston kurssi', 'Kurs vid öppna universitetet'),
  news: t('News', 'Uutinen', 'Nyhet'),
  event: t('Event', 'Tapahtuma', 'Evenemang'),
  standard_page: t('Standard page', 'Sivu', 'Sida'),
  hub: t('Hub', 'Teemasivu', 'Temasida'),
  location: t('Location', 'Paikka', 'Plats'),
  service: t('Service', 'Palvelu', 'Tjänst'),
  research_funding_call: t('Research funding call', 'Rahoitushaku', 'Finansieringsutlysning'),
  research_group: t('Research group', 'Tutkimusryhmä', 'Forskargrupp'),
  study_option: t('Study option', 'Hakukohde', 'Studiealternativ'),
  research: t('Research', 'Tutkimus', 'Forskning'),
  person_profile: t('Person profile', 'Henkilöprofiili', 'Personprofil'),
  kb_selfstudy_material: t('Self study material', 'Itseopiskelumateriaali', 'Självstudiematerial'),
  kb_teaching_material: t('Teaching material', 'Opetusmateriaali', 'Undervisningsmaterial'),
  course_location: t('Course location', 'Opetustila', 'Undervisningslokal'),
  external_liftup: t('External liftup', 'Nosto', 'Lyft'),
  blog_post: t('Blog post', 'Blogikirjoitus', 'Blogginlägg'),
};

export const say = (key, language, parts = {}) => pick(WORDS[key], language).replace(/\{(\w+)\}/g, (_, name) => String(parts[name] ?? ''));
export const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Dates as the elements show them: d.M.yyyy, with the time (H.mm) in Helsinki when the text has one. */
const dateFormat = new Intl.DateTimeFormat('fi-FI', { timeZone: 'Europe/Helsinki', day: 'numeric', month: 'numeric', year: 'numeric' });
const timeFormat = new Intl.DateTimeFormat('fi-FI', { timeZone: 'Europe/Helsinki', hour: 'numeric', minute: '2-digit' });
export function showDate(text) {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const bare = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (bare) return `${Number(bare[3])}.${Number(bare[2])}.${bare[1]}`;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return null;
  return `${dateFormat.format(ms)} ${timeFormat.format(ms)}`;
}
/** A period `{start, end}` as 'start–end' (the end's time alone on the same day); 'To be announced' when either is no date. */
export function showPeriod(period, language) {
  if (!period || typeof period !== 'object') return null;
  const start = showDate(period.start);
  const end = showDate(period.end);
  if (!start || !end) return say('toBeAnnounced', language);
  // On one day the end is its time alone ('4.12.2026 10.00–12.00').
  const [startDay, startTime] = start.split(' ');
  const [endDay, endTime] = end.split(' ');
  return startDay === endDay && startTime && endTime ? `${start}–${endTime}` : `${start}–${end}`;
}
