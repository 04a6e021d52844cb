/** The fixed terms of the quick search, the profiles, the events and the news (`queries.ts`). */
import { cases, nfd, type QueryCase } from './query-cases';

export const QUICK: QueryCase[] = [
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

export const PROFILES: QueryCase[] = [
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

export const EVENTS: QueryCase[] = [
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

export const NEWS: QueryCase[] = [
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
