/**
 * What a visitor's term becomes. The query builders send it as the index holds words: composed
 * (NFC), without pictographs, which a cluster's tokenizer keeps as words no document has. The
 * embedded service's analysers give Lucene's terms (the expected terms here are what OpenSearch
 * 2.19's `_analyze` gives; test/search/ compares the two on the node itself).
 */
import { describe, expect, it } from 'vitest';
import { analyser } from '../../demo/search/analysis.mjs';
import { searchTerm, textClauses, textQuery } from '../../src/core/search/queries';
import { quickSearchQuery } from '../../src/hubs/aalto-quicksearch/search-query';
import { eventsQuery } from '../../src/hubs/events-listing/search-query';

/** The text of every text clause of a query. */
const texts = (query: unknown): string[] =>
  JSON.stringify(query)
    .match(/"query":"[^"]*"/g)
    ?.map((q) => JSON.parse(`{${q}}`).query) ?? [];

describe('a term in the query builders', () => {
  it('is composed: a decomposed accent (a + U+0308) is the index’s ä', () => {
    const decomposed = 'Ra\u0308sa\u0308nen';
    expect(searchTerm(decomposed)).toBe('Räsänen');
    expect(texts(quickSearchQuery(decomposed))).toEqual(['Räsänen', 'Räsänen']);
  });

  it('loses its pictographs (emoji, their skin tones, joiners and variation selectors, flags), and with them a second word', () => {
    expect(searchTerm('kirjasto 📚')).toBe('kirjasto');
    expect(searchTerm('👩🏽‍💻 ohjelmointi ❤️ 🇫🇮')).toBe('ohjelmointi');
    expect(searchTerm('kirjasto 📚 aukiolo').split(/\s+/)).toEqual(['kirjasto', 'aukiolo']);
    // One word left: no phrase clause, no every-word rule.
    expect(textClauses('kirjasto 📚', ['title'])).toEqual(textClauses('kirjasto', ['title']));
    expect(texts(eventsQuery('seminaari 🎓'))).toEqual(['seminaari', 'seminaari']);
  });

  it('keeps what is a word: letters, digits, colon forms, a keycap’s digit', () => {
    expect(searchTerm('EU:n rahoitus')).toBe('EU:n rahoitus');
    expect(searchTerm('C++ 3.14 1,5')).toBe('C++ 3.14 1,5');
    expect(searchTerm('1️⃣ vaihe').split(/\s+/)).toEqual(['1', 'vaihe']);
    // A pictograph between two words still parts them, as the cluster's tokenizer does.
    expect(searchTerm('tekoäly🤖robotiikka').split(/\s+/)).toEqual(['tekoäly', 'robotiikka']);
  });

  it('of pictographs only finds nothing, where no term at all finds everything', () => {
    const query = textQuery('📚', ['title']);
    expect(texts(query)).toEqual(['', '']);
    expect(JSON.stringify(query)).not.toContain('match_all');
    expect(textQuery('  ', ['title'])).toEqual({ bool: { must: [{ match_all: {} }], should: [], filter: [] } });
  });
});

describe('the embedded service’s analysers, as Lucene’s', () => {
  const terms = (language: string, field: string, text: string) => analyser(language, field)(text).map((t: { term: string }) => t.term);

  it('keep a colon form one word, as UAX #29 does (EU:n, USA:han), and split a colon after digits', () => {
    expect(terms('fi', 'title', 'EU:n rahoitus')).toEqual(['eu:', 'rahoitus']);
    expect(terms('sv', 'title', 'EU:n rahoitus')).toEqual(['eu:n', 'rahoitus']);
    expect(terms('en', 'title', 'ÄÖ:ssä USA:han 2026:n')).toEqual(['äö:ssä', 'usa:han', '2026', 'n']);
    expect(terms('fi', 'title', 'IT:n palvelut')).toEqual(['it:', 'palvelu']);
  });

  it('keep numbers with a comma or a period whole', () => {
    expect(terms('en', 'title', 'C++ 3.14 1,5 a.b.c Ph.D.')).toEqual(['c', '3.14', '1,5', 'a.b.c', 'ph.d']);
  });

  it('leave English words of one or two letters unstemmed, as Lucene’s Porter stemmer does', () => {
    expect(terms('en', 'title', 'OS ms summer s is')).toEqual(['os', 'ms', 'summer', 's']);
    expect(terms('en', 'title', 'OS updates')).toEqual(['os', 'updat']);
  });
});
