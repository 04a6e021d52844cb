/**
 * The fixed queries of the search contract tests: for each query builder of src/core/search/, at
 * least 30 terms over the three languages, of every form a visitor types (single words, phrases,
 * prefixes, typos, Finnish and Swedish inflections, 3-character and empty terms, whole titles),
 * anonymous and logged in. The words come from the demo corpus (demo/search/documents.mjs).
 */
import type { Language } from '../../src/core/languages';
import type { SearchKind } from '../../src/core/search/indices';
import type { SearchBody } from '../../src/core/search/queries';
import { quickSearchQuery } from '../../src/hubs/aalto-quicksearch/search-query';
import { profilesQuery } from '../../src/hubs/people-hub/search-query';
import { eventsQuery } from '../../src/hubs/events-listing/search-query';
import { newsQuery } from '../../src/hubs/news-listing/search-query';
import { servicesQuery } from '../../src/hubs/services-hub/search-query';
import { programmesQuery, studiesQuery } from '../../src/listing/shared/studies/search-query';
import { listSearchBody } from '../../src/core/search/list-search';
import { programmes } from '../../src/hubs/programmes-search/endpoints';

export type Form = 'word' | 'phrase' | 'prefix' | 'typo' | 'inflection' | 'short' | 'empty' | 'title' | 'unaccented' | TermClass;
/**
 * What real terms hold that the words of the corpus do not show: pictographs (emoji), accents
 * typed decomposed (NFD: a letter and a combining mark), Finnish and Swedish colon forms of
 * abbreviations, English words of one or two letters.
 */
export type TermClass = 'pictograph' | 'decomposed' | 'colon' | 'two-letter';
export const TERM_CLASSES: TermClass[] = ['pictograph', 'decomposed', 'colon', 'two-letter'];
/** A text as a keyboard or a paste may send it: letters and combining marks apart (NFD). */
const nfd = (text: string) => text.normalize('NFD');

export interface QueryCase {
  term: string;
  language: Language;
  /** 0: anonymous; above 0: logged in (the intranet twin is searched too, where the kind has one). */
  userId: number;
  form: Form;
}

export interface QueryKind {
  name: string;
  kind: SearchKind;
  build: (term: string) => SearchBody;
  cases: QueryCase[];
}

const USER = 4242;

type Terms = Partial<Record<Form, string[]>>;

/** Every term of every form, in a language, anonymous; the ones in `loggedIn` also logged in. */
function cases(language: Language, terms: Terms, loggedIn: Form[] = []): QueryCase[] {
  const out: QueryCase[] = [];
  for (const [form, list] of Object.entries(terms) as Array<[Form, string[]]>) {
    for (const term of list) {
      out.push({ term, language, userId: 0, form });
      if (loggedIn.includes(form)) out.push({ term, language, userId: USER, form });
    }
  }
  return out;
}

const QUICK: QueryCase[] = [
  ...cases(
    'fi',
    {
      word: ['robotiikka', 'tekoäly', 'kiertotalous'],
      phrase: ['digitaalinen terveys', 'avoin luento'],
      prefix: ['kvantti', 'kestäv'],
      typo: ['robotikka', 'tekoaly'],
      inflection: ['robotiikan', 'tekoälyn', 'kiertotaloudessa'],
      short: ['ene', 'rob'],
      empty: [''],
      title: ['Salasanan vaihto', 'Tietotekniikka, Diplomi-insinööri'],
      pictograph: ['tekoäly 🤖', '📚 kirjasto'],
      unaccented: ['Hamalainen', 'Kristian Hamalainen'],
      decomposed: [nfd('tekoäly'), nfd('kestävä energia')],
      colon: ['EU:n rahoitus', 'IT:n palvelut'],
    },
    ['word', 'phrase', 'inflection', 'colon'],
  ),
  ...cases(
    'sv',
    {
      word: ['robotik', 'hållbarhet'],
      phrase: ['artificiell intelligens', 'digital hälsa'],
      prefix: ['maskin', 'hållb'],
      typo: ['robotk', 'hålbarhet'],
      inflection: ['robotiken', 'hållbarheten'],
      short: ['ene'],
      title: ['Byte av lösenord'],
      pictograph: ['hållbarhet 🌱'],
      decomposed: [nfd('hållbarhet')],
      colon: ['FPA:s förmåner'],
    },
    ['word'],
  ),
  ...cases(
    'en',
    {
      word: ['robotics', 'sustainability', 'energy'],
      phrase: ['machine learning', 'design thinking', 'new research'],
      prefix: ['sustain', 'quant'],
      typo: ['robotcs', 'sustainabilty'],
      inflection: ['robot', 'researchers'],
      short: ['ene', 'lab'],
      title: ['Password reset', 'Explore sustainable energy'],
      pictograph: ['library 📚', '🤖 robotics', '👩🏽‍💻 data science'],
      unaccented: ['Mueller'],
      'two-letter': ['OS', 'ms', 'HR', 'AI'],
    },
    ['word', 'phrase'],
  ),
];

const PROFILES: QueryCase[] = [
  ...cases(
    'fi',
    {
      word: ['Koskinen', 'Aino', 'Laakso'],
      phrase: ['Hannu Koskinen', 'Sakari Karjalainen'],
      prefix: ['Kosk', 'Karjal'],
      typo: ['Koskinnen', 'Laaksso'],
      inflection: ['Koskisen', 'kirjastopalveluissa'],
      short: ['Aho'],
      empty: [''],
      title: ['Martti Toivonen'],
      pictograph: ['Koskinen 👋'],
      decomposed: [nfd('Räsänen'), nfd('Mäkelä')],
      // A name as a foreign keyboard types it: without its accents.
      unaccented: ['Hamalainen', 'Rasanen', 'Makela', 'Martti Hamalainen'],
    },
    ['word', 'phrase', 'empty'],
  ),
  ...cases(
    'sv',
    {
      word: ['Jönsson', 'Lindström'],
      phrase: ['Marianne Löfgren', 'Nathalie Jönsson'],
      prefix: ['Löfg', 'Lind'],
      typo: ['Lindstöm', 'Jonsson'],
      inflection: ['bibliotekstjänsterna'],
      short: ['Ida'],
      title: ['Arvid Berg'],
      decomposed: [nfd('Jönsson')],
      unaccented: ['Aberg', 'Oberg', 'Lofgren'],
    },
    ['word'],
  ),
  ...cases(
    'en',
    {
      word: ['Tanaka', 'Okafor'],
      phrase: ['Mei Tanaka', 'Giulia Rossi'],
      prefix: ['Tana', 'Schm'],
      typo: ['Tanaak', 'Okafro'],
      inflection: ['researchers'],
      short: ['Wei'],
      title: ['Diego Silva'],
      pictograph: ['Tanaka 🙂'],
      unaccented: ['Mueller', 'Muller', 'Garcia'],
    },
    ['word'],
  ),
];

const EVENTS: QueryCase[] = [
  ...cases(
    'fi',
    {
      word: ['seminaari', 'tekoäly', 'työpaja'],
      phrase: ['avoin luento', 'digitaalinen terveys'],
      prefix: ['robot', 'kvantti'],
      typo: ['seminari', 'tyopaja'],
      inflection: ['seminaarissa', 'työpajan', 'tekoälystä'],
      short: ['tek'],
      empty: [''],
      title: ['Muotoiluajattelu -päivä 2026', 'Pohjoismainen konferenssi: tekoäly 2026'],
      pictograph: ['seminaari 🎓'],
      colon: ['EU:n rahoitus'],
    },
    ['word', 'phrase', 'empty'],
  ),
  ...cases(
    'sv',
    {
      word: ['seminarium', 'robotik'],
      phrase: ['öppen föreläsning', 'digital hälsa'],
      prefix: ['förel', 'hållb'],
      typo: ['seminarum'],
      inflection: ['seminariet', 'föreläsningen'],
      short: ['kva'],
      title: ['Designtänkandedagen 2026'],
      decomposed: [nfd('föreläsning')],
    },
    ['word'],
  ),
  ...cases(
    'en',
    {
      word: ['seminar', 'workshop'],
      phrase: ['open lecture', 'design thinking'],
      prefix: ['robo', 'confer'],
      typo: ['worksop'],
      inflection: ['workshops', 'lectures'],
      short: ['day'],
      title: ['Nordic artificial intelligence conference 2026'],
      'two-letter': ['OS'],
    },
    ['word'],
  ),
];

const NEWS: QueryCase[] = [
  ...cases(
    'fi',
    {
      word: ['tutkimus', 'palkinto', 'robotiikka'],
      phrase: ['uutta tutkimusta', 'muuttaa arkea'],
      prefix: ['materiaal', 'startup'],
      typo: ['palkintoo', 'tutkimsta'],
      inflection: ['tutkimuksen', 'palkinnon', 'robotiikasta'],
      short: ['näi'],
      empty: [''],
      title: ['Näin akkututkimus muuttaa arkea – Markku Mustonen'],
      colon: ['IT:n palvelut'],
      decomposed: [nfd('tekoäly')],
    },
    ['word', 'phrase', 'empty'],
  ),
  ...cases(
    'sv',
    {
      word: ['forskning', 'pris'],
      phrase: ['ny forskning', 'förändrar vardagen'],
      prefix: ['materialvet', 'batter'],
      typo: ['forsknig'],
      inflection: ['forskningen', 'priset'],
      short: ['ny '],
      title: ['Så förändrar träarkitektur vardagen – Ritva Mattila'],
    },
    ['word'],
  ),
  ...cases(
    'en',
    {
      word: ['research', 'award'],
      phrase: ['new research', 'everyday life'],
      prefix: ['materi', 'batt'],
      typo: ['reserch'],
      inflection: ['awards', 'changes'],
      short: ['win'],
      title: ['How quantum technology changes everyday life, by Leena Järvinen'],
      pictograph: ['research 🔬'],
    },
    ['word'],
  ),
];

const SERVICES: QueryCase[] = [
  ...cases('fi', {
    word: ['salasanan', 'tilavaraus', 'kulukorvaukset', 'viisumineuvonta'],
    phrase: ['salasanan vaihto', 'kannettavan lainaus'],
    prefix: ['tilava', 'ohjelmisto'],
    typo: ['tilavaruas', 'salsanan'],
    inflection: ['salasana', 'kulukorvaus', 'lainauksen'],
    short: ['kul'],
    empty: [''],
    title: ['Työterveyshuolto'],
    pictograph: ['salasanan 🔑'],
  }),
  ...cases('sv', {
    word: ['lösenord', 'lokalbokning'],
    phrase: ['byte av lösenord', 'bärbar dator'],
    prefix: ['lokalb', 'visum'],
    typo: ['lösenrod'],
    inflection: ['lösenordet', 'reseräkning'],
    short: ['lån'],
    title: ['Passerkort'],
  }),
  ...cases('en', {
    word: ['password', 'laptop', 'visa'],
    phrase: ['room booking', 'expense claims'],
    prefix: ['regist', 'licen'],
    typo: ['pasword'],
    inflection: ['passwords', 'claim'],
    short: ['key'],
    title: ['Occupational health'],
    'two-letter': ['HR'],
  }),
];

const STUDIES: QueryCase[] = [
  ...cases('fi', {
    word: ['tietotekniikka', 'muotoilu', 'taloustiede', 'kandidaatti'],
    phrase: ['tekniikan kandidaatti', 'tietotekniikka, diplomi-insinööri'],
    prefix: ['tietotek', 'kandi'],
    typo: ['tietotekniika', 'muotoliu'],
    inflection: ['tietotekniikan', 'muotoilun', 'taloustieteen'],
    short: ['tal'],
    empty: [''],
    title: ['Muotoilu, Taiteen kandidaatti'],
  }),
  ...cases('sv', {
    word: ['datateknik', 'design', 'nationalekonomi'],
    phrase: ['teknologie kandidat'],
    prefix: ['datatek', 'nationalek'],
    typo: ['datateknk'],
    inflection: ['datatekniken', 'nationalekonomin'],
    short: ['kan'],
    title: ['Datateknik, Teknologie kandidat'],
  }),
  ...cases('en', {
    word: ['economics', 'design', 'computer'],
    phrase: ['computer science', 'master of science'],
    prefix: ['econ', 'bach'],
    typo: ['economcs'],
    inflection: ['designs'],
    short: ['sci'],
    title: ['Design, Bachelor of Arts (Art and Design)'],
  }),
];

const PROGRAMMES: QueryCase[] = [
  ...cases('fi', {
    word: ['tietotekniikka', 'maisteriohjelma', 'fysiikka', 'arkkitehtuuri'],
    phrase: ['luova kestävyys', 'maisteriohjelma: kemia'],
    prefix: ['kandidaatti', 'kemian'],
    typo: ['fysikka', 'arkkitehtuur'],
    inflection: ['fysiikan', 'arkkitehtuurin', 'maisteriohjelmassa'],
    short: ['rah'],
    empty: [''],
    title: ['Tohtoriohjelma: kemian tekniikka'],
  }),
  ...cases('sv', {
    word: ['datateknik', 'magisterprogrammet'],
    phrase: ['kreativ hållbarhet', 'magisterprogrammet i kemi'],
    prefix: ['doktorand', 'marknads'],
    typo: ['arkitekur'],
    inflection: ['fysiken', 'arkitekturen'],
    short: ['fys'],
    title: ['Kandidatprogrammet i matematik och systemvetenskaper'],
    decomposed: [nfd('kreativ hållbarhet')],
  }),
  ...cases('en', {
    word: ['physics', 'architecture', 'finance'],
    phrase: ['computer science', 'creative sustainability'],
    prefix: ['mathem', 'chem'],
    typo: ['architecure'],
    inflection: ['programmes'],
    short: ['art'],
    title: ['Master’s Programme in Marketing'],
  }),
];

/** A listing's search as `listSearch` sends it. */
const listed = (query: (term: string) => SearchBody) => (term: string) => listSearchBody(query(term));

export const QUERY_KINDS: QueryKind[] = [
  { name: 'quick search', kind: 'general', build: quickSearchQuery, cases: QUICK },
  { name: 'profiles', kind: 'profiles', build: listed(profilesQuery), cases: PROFILES },
  { name: 'events', kind: 'events', build: listed(eventsQuery), cases: EVENTS },
  { name: 'news', kind: 'news', build: listed(newsQuery), cases: NEWS },
  { name: 'services', kind: 'services', build: listed(servicesQuery), cases: SERVICES },
  { name: 'studies', kind: 'studies', build: listed(studiesQuery), cases: STUDIES },
  // Every programme is the programmes' own endpoint (its fields); a term, a list search.
  { name: 'programmes', kind: 'programmes', build: (term) => (term.trim() ? listSearchBody(programmesQuery(term)) : programmes.body), cases: PROGRAMMES },
];
