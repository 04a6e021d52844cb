// The embedded search service's text analysis, as a cluster's language analysers do it
// (search/templates/ gives every text field of a language's indexes Lucene's `finnish`, `swedish`
// or `english` analyser): words by Unicode letters and digits (close to Lucene's standard
// tokenizer), lowercased, the language's stop words (stop-words.mjs) dropped (their positions
// kept, as a phrase query counts them) and stemmed with the same Snowball stemmers (Porter's for English). People's
// names (`first_name`, `last_name`) and organisation ids are only lowercased, as `standard` does.
import snowball from 'snowball-stemmers';
import { STOP_WORDS } from './stop-words.mjs';

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
  const key = `${names ? 'standard' : STOP_WORDS[language] ? language : 'en'}${folded ? '.folded' : ''}`;
  if (cache.has(key)) return cache.get(key);
  let analyse;
  if (names) {
    analyse = folded
      ? (text) => words(text).map(({ word, position }) => ({ term: fold(germanNormal(word)), position }))
      : (text) => words(text).map(({ word, position }) => ({ term: word, position }));
  } else {
    const lang = STOP_WORDS[language] ? language : 'en';
    const stop = STOP_WORDS[lang];
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
