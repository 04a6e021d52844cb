// The embedded search service's text analysis, as a cluster's language analysers do it
// (search/templates/ gives every text field of a language's indexes Lucene's `finnish`, `swedish`
// or `english` analyser): words by Unicode letters and digits (close to Lucene's standard
// tokenizer), lowercased, the language's stop words dropped (their positions kept, as a phrase
// query counts them) and stemmed with the same Snowball stemmers (Porter's for English). People's
// names (`first_name`, `last_name`) and organisation ids are only lowercased, as `standard` does.
// The stop word lists are Lucene's (Snowball's Finnish and Swedish lists, and Lucene's English set).
import snowball from 'snowball-stemmers';

// prettier-ignore -- the stop words, as the engines list them: one line a language, not one a word.
const STOP = {
  fi: new Set([
    'olla',
    'olen',
    'olet',
    'on',
    'olemme',
    'olette',
    'ovat',
    'ole',
    'oli',
    'olisi',
    'olisit',
    'olisin',
    'olisimme',
    'olisitte',
    'olisivat',
    'olit',
    'olin',
    'olimme',
    'olitte',
    'olivat',
    'ollut',
    'olleet',
    'en',
    'et',
    'ei',
    'emme',
    'ette',
    'eivät',
    'minä',
    'minun',
    'minut',
    'minua',
    'minussa',
    'minusta',
    'minuun',
    'minulla',
    'minulta',
    'minulle',
    'sinä',
    'sinun',
    'sinut',
    'sinua',
    'sinussa',
    'sinusta',
    'sinuun',
    'sinulla',
    'sinulta',
    'sinulle',
    'hän',
    'hänen',
    'hänet',
    'häntä',
    'hänessä',
    'hänestä',
    'häneen',
    'hänellä',
    'häneltä',
    'hänelle',
    'me',
    'meidän',
    'meidät',
    'meitä',
    'meissä',
    'meistä',
    'meihin',
    'meillä',
    'meiltä',
    'meille',
    'te',
    'teidän',
    'teidät',
    'teitä',
    'teissä',
    'teistä',
    'teihin',
    'teillä',
    'teiltä',
    'teille',
    'he',
    'heidän',
    'heidät',
    'heitä',
    'heissä',
    'heistä',
    'heihin',
    'heillä',
    'heiltä',
    'heille',
    'tämä',
    'tämän',
    'tätä',
    'tässä',
    'tästä',
    'tähän',
    'tällä',
    'tältä',
    'tälle',
    'tänä',
    'täksi',
    'tuo',
    'tuon',
    'tuota',
    'tuossa',
    'tuosta',
    'tuohon',
    'tuolla',
    'tuolta',
    'tuolle',
    'tuona',
    'tuoksi',
    'se',
    'sen',
    'sitä',
    'siinä',
    'siitä',
    'siihen',
    'sillä',
    'siltä',
    'sille',
    'sinä',
    'siksi',
    'nämä',
    'näiden',
    'näitä',
    'näissä',
    'näistä',
    'näihin',
    'näillä',
    'näiltä',
    'näille',
    'näinä',
    'näiksi',
    'nuo',
    'noiden',
    'noita',
    'noissa',
    'noista',
    'noihin',
    'noilla',
    'noilta',
    'noille',
    'noina',
    'noiksi',
    'ne',
    'niiden',
    'niitä',
    'niissä',
    'niistä',
    'niihin',
    'niillä',
    'niiltä',
    'niille',
    'niinä',
    'niiksi',
    'kuka',
    'kenen',
    'kenet',
    'ketä',
    'kenessä',
    'kenestä',
    'keneen',
    'kenellä',
    'keneltä',
    'kenelle',
    'kenenä',
    'keneksi',
    'ketkä',
    'keiden',
    'ketkä',
    'keitä',
    'keissä',
    'keistä',
    'keihin',
    'keillä',
    'keiltä',
    'keille',
    'keinä',
    'keiksi',
    'mikä',
    'minkä',
    'minkä',
    'mitä',
    'missä',
    'mistä',
    'mihin',
    'millä',
    'miltä',
    'mille',
    'minä',
    'miksi',
    'mitkä',
    'joka',
    'jonka',
    'jota',
    'jossa',
    'josta',
    'johon',
    'jolla',
    'jolta',
    'jolle',
    'jona',
    'joksi',
    'jotka',
    'joiden',
    'joita',
    'joissa',
    'joista',
    'joihin',
    'joilla',
    'joilta',
    'joille',
    'joina',
    'joiksi',
    'että',
    'ja',
    'jos',
    'koska',
    'kuin',
    'mutta',
    'niin',
    'sekä',
    'sillä',
    'tai',
    'vaan',
    'vai',
    'vaikka',
    'kanssa',
    'mukaan',
    'noin',
    'poikki',
    'yli',
    'kun',
    'nyt',
    'itse',
  ]),
  sv: new Set([
    'och',
    'det',
    'att',
    'i',
    'en',
    'jag',
    'hon',
    'som',
    'han',
    'på',
    'den',
    'med',
    'var',
    'sig',
    'för',
    'så',
    'till',
    'är',
    'men',
    'ett',
    'om',
    'hade',
    'de',
    'av',
    'icke',
    'mig',
    'du',
    'henne',
    'då',
    'sin',
    'nu',
    'har',
    'inte',
    'hans',
    'honom',
    'skulle',
    'hennes',
    'där',
    'min',
    'man',
    'ej',
    'vid',
    'kunde',
    'något',
    'från',
    'ut',
    'när',
    'efter',
    'upp',
    'vi',
    'dem',
    'vara',
    'vad',
    'över',
    'än',
    'dig',
    'kan',
    'sina',
    'här',
    'ha',
    'mot',
    'alla',
    'under',
    'någon',
    'eller',
    'allt',
    'mycket',
    'sedan',
    'ju',
    'denna',
    'själv',
    'detta',
    'åt',
    'utan',
    'varit',
    'hur',
    'ingen',
    'mitt',
    'ni',
    'bli',
    'blev',
    'oss',
    'din',
    'dessa',
    'några',
    'deras',
    'blir',
    'mina',
    'samma',
    'vilken',
    'er',
    'sådan',
    'vår',
    'blivit',
    'dess',
    'inom',
    'mellan',
    'sådant',
    'varför',
    'varje',
    'vilka',
    'ditt',
    'vem',
    'vilket',
    'sitta',
    'sådana',
    'vart',
    'dina',
    'vars',
    'vårt',
    'våra',
    'ert',
    'era',
    'vilkas',
  ]),
  en: new Set([
    'a',
    'an',
    'and',
    'are',
    'as',
    'at',
    'be',
    'but',
    'by',
    'for',
    'if',
    'in',
    'into',
    'is',
    'it',
    'no',
    'not',
    'of',
    'on',
    'or',
    'such',
    'that',
    'the',
    'their',
    'then',
    'there',
    'these',
    'they',
    'this',
    'to',
    'was',
    'will',
    'with',
  ]),
};
const STEMMERS = { fi: 'finnish', sv: 'swedish', en: 'porter' };
/** Fields analysed as Lucene's `standard` analyser does: lowercased words, nothing dropped or stemmed. */
export const STANDARD_FIELDS = new Set(['first_name', 'last_name', 'organisations']);

// Words as Lucene's standard tokenizer finds them (Unicode's word boundaries, UAX #29): letters,
// digits, marks and connectors, joined across one mid-word character between two letters (a
// colon, as in Finnish `EU:n`, an apostrophe, a period: `don't`, `a.b.c`) or between two digits (a
// comma, a period, an apostrophe: `1,5`, `3.14`).
const LETTER = '\\p{L}\\p{M}';
const PART = '[\\p{L}\\p{N}\\p{M}\\p{Pc}]+';
const MID_LETTER = ":\\u00b7\\u0387\\u05f4\\u2027\\ufe13\\ufe55\\uff1a.\\u2018\\u2019\\u2024\\ufe52\\uff07\\uff0e'";
const MID_NUMBER = ",;\\u037e\\u0589\\u060c\\u060d\\u066c\\u07f8\\u2044\\ufe10\\ufe14\\ufe50\\ufe54\\uff0c\\uff1b.\\u2018\\u2019\\u2024\\ufe52\\uff07\\uff0e'";
const WORD = new RegExp(`${PART}(?:(?:(?<=[${LETTER}])[${MID_LETTER}](?=[${LETTER}])|(?<=\\p{N})[${MID_NUMBER}](?=\\p{N}))${PART})*`, 'gu');

/** The words of a text, lowercased, with their positions. */
export function words(text) {
  const out = [];
  let position = 0;
  for (const match of String(text ?? '')
    .normalize('NFC')
    .matchAll(WORD)) {
    out.push({ word: match[0].toLowerCase(), position });
    position += 1;
  }
  return out;
}

/** Letters that are no letter and a mark in Unicode, as Lucene's ASCIIFoldingFilter writes them. */
const FOLD = new Map([
  ['æ', 'ae'],
  ['ø', 'o'],
  ['œ', 'oe'],
  ['ß', 'ss'],
  ['đ', 'd'],
  ['ð', 'd'],
  ['þ', 'th'],
  ['ł', 'l'],
  ['ı', 'i'],
  ['ŋ', 'n'],
  ['ħ', 'h'],
  ['ŧ', 't'],
  ['ĳ', 'ij'],
]);

/** A word in ASCII where it has a Latin letter with a mark or a typographic apostrophe (`asciifolding`: `å` → `a`, `ø` → `o`, `’` → `'`). */
export function fold(word) {
  if (/^[\0-\x7f]*$/.test(word)) return word;
  return word
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .replace(/[æøœßđðþłıŋħŧĳ]/g, (letter) => FOLD.get(letter))
    .replace(/[\u2018\u2019\u201b\u2032\u2035]/g, "'")
    .normalize('NFC');
}

/**
 * German spelling without umlauts, as Lucene's GermanNormalizationFilter (`german_normalization`)
 * writes it: `ä`, `ö`, `ü` become `a`, `o`, `u`, `ß` `ss`, and `ae`, `oe`, `ue` (`ue` not after a
 * vowel or `q`) `a`, `o`, `u`: Müller, Mueller and Muller are one name.
 */
export function germanNormal(word) {
  let out = '';
  // 0: after another letter; 1: after a vowel that keeps a following e; 2: after an a, o or u that drops it.
  let state = 0;
  for (const letter of word) {
    if (letter === 'a' || letter === 'o') {
      out += letter;
      state = 2;
    } else if (letter === 'u') {
      out += letter;
      state = state === 0 ? 2 : 1;
    } else if (letter === 'e') {
      if (state !== 2) out += letter;
      state = 1;
    } else if (letter === 'i' || letter === 'q' || letter === 'y') {
      out += letter;
      state = 1;
    } else if (letter === 'ä' || letter === 'ö' || letter === 'ü') {
      out += { ä: 'a', ö: 'o', ü: 'u' }[letter];
      state = 1;
    } else if (letter === 'ß') {
      out += 'ss';
      state = 0;
    } else {
      out += letter;
      state = 0;
    }
  }
  return out;
}

const cache = new Map();

/**
 * The analyser of a field in a language: text to `{term, position}` tokens. Positions count the
 * dropped stop words, as Lucene's position increments do. A field's `folded` sub-field (`title`,
 * and people's names) folds its words to ASCII as the templates' `folded` and `name_folded`
 * analysers do: a title after its stop words and before its stemmer, a name with German
 * normalisation first.
 */
export function analyser(language, field) {
  const folded = field.endsWith('.folded');
  const base = folded ? field.slice(0, -'.folded'.length) : field;
  const names = STANDARD_FIELDS.has(base);
  const key = `${names ? 'standard' : STOP[language] ? language : 'en'}${folded ? '.folded' : ''}`;
  if (cache.has(key)) return cache.get(key);
  let analyse;
  if (names) {
    analyse = folded
      ? (text) => words(text).map(({ word, position }) => ({ term: fold(germanNormal(word)), position }))
      : (text) => words(text).map(({ word, position }) => ({ term: word, position }));
  } else {
    const lang = STOP[language] ? language : 'en';
    const stop = STOP[lang];
    const stemmer = snowball.newStemmer(STEMMERS[lang]);
    const stems = new Map();
    const stem = (word) => {
      let out = stems.get(word);
      if (out === undefined) {
        // Snowball leaves numbers as they are (the JavaScript port's Finnish stemmer does not);
        // Lucene's Porter stemmer leaves words of one or two letters (`os`, `ms`).
        out = /^[\p{N}.,_]+$/u.test(word) || (lang === 'en' && word.length <= 2) ? word : stemmer.stem(word);
        // Lucene's Porter stemmer has the revised rule 'logi' → 'log' of Porter's own C version.
        if (lang === 'en' && out.endsWith('logi') && out.length > 5) out = out.slice(0, -1);
        // Lucene's Finnish stemmer keeps the vowel after a letter Finnish does not have (García,
        // Linnéa, Renée); the JavaScript port removes it.
        if (lang === 'fi' && out.length < word.length && /[^\0-\x7fäö]$/.test(out) && /[aeiouyäö]/.test(word[out.length])) out = word.slice(0, out.length + 1);
        if (stems.size < 200_000) stems.set(word, out);
      }
      return out;
    };
    analyse = (text) => {
      const out = [];
      for (const { word, position } of words(text)) {
        // English drops a trailing possessive 's before anything else (EnglishPossessiveFilter).
        const plain = lang === 'en' ? word.replace(/['\u2019]s$/, '') : word;
        if (!plain || stop.has(plain)) continue;
        out.push({ term: stem(folded ? fold(plain) : plain), position });
      }
      return out;
    };
  }
  cache.set(key, analyse);
  return analyse;
}
