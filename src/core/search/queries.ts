/**
 * Query builders for the search kinds of docs/search.md (constants: docs/api.md, 'Constants'), typed against the Elasticsearch query DSL
 * (type imports only: nothing of the client is bundled). The quick search's, the events and news,
 * the profiles, the services and the studies builders have modules of their own, so each element's
 * chunk holds only what it runs (a listing imports its builder with its first search term).
 *
 * Text matching: a phrase-prefix clause (boost 0.4) and a fuzzy clause (fuzziness AUTO, prefix
 * length 2, boost 0.2). A query with whitespace adds an exact phrase clause (0.2) and requires
 * every word in the fuzzy clause; a single word does neither. No query matches everything.
 */
import type { estypes } from '@elastic/elasticsearch';

export type SearchBody = Pick<estypes.SearchRequest, 'query' | 'size' | 'sort' | '_source'>;
export type Query = estypes.QueryDslQueryContainer;

/** Field weights in list searches: the title at 8. */
export const LIST_SEARCH_FIELDS = ['title^8', 'summary', 'lead_text', 'body', 'keywords'];

/** The text clauses' boosts: the phrase prefix 0.4, the fuzzy words and the phrase 0.2 (constants, which the build writes in place). */
const PHRASE_PREFIX_BOOST = 0.4;
const FUZZY_BOOST = 0.2;
const PHRASE_BOOST = 0.2;
/** The recency boosts of events and news. */
export const BOOST = {
  eventRecency: 0.1,
  newsRecency: 0.6,
} as const;
export const RECENCY_PIVOT = '7d';
/**
 * Equal scores (or dates) in one order on every layout of an index, its segments merged or not:
 * by node id, then type (another system's documents may share a node id). Without it a cluster
 * orders them by where they lie in the index.
 */
export const TIES: estypes.SortCombinations[] = [{ nid: 'asc' }, { type: 'asc' }];
export const LIST_SIZE = 20000;
export const STUDIES_SIZE = 2000;

/**
 * A term as the index holds words: composed (NFC: an `ä` typed or pasted as `a` and a combining
 * diaeresis is the index's `ä`), without pictographs (emoji with their modifiers, joiners and
 * variation selectors, flags), which a cluster's tokenizer keeps as words that no document has
 * and that every-word matching would then require.
 */
export function searchTerm(term: string): string {
  return (
    term
      .normalize('NFC')
      // eslint-disable-next-line no-misleading-character-class -- each part of an emoji sequence (joiner, keycap, variation selector) is a character to strip.
      .replace(/[\p{ExtPict}\p{EMod}\p{RI}\u200d\u20e3\ufe0e\ufe0f]/gu, ' ')
      .trim()
  );
}

/** The text clauses for a term, of which at least one must match. */
export function textClauses(term: string, fields: string[], fuzziness: estypes.Fuzziness = 'AUTO'): Query[] {
  const query = searchTerm(term);
  const many = /\s/.test(query);
  const clauses: Query[] = [
    { multi_match: { query, type: 'phrase_prefix', fields, boost: PHRASE_PREFIX_BOOST } },
    {
      multi_match: {
        query,
        type: 'best_fields',
        fields,
        fuzziness,
        prefix_length: 2,
        ...(many ? { operator: 'and' as const } : {}),
        boost: FUZZY_BOOST,
      },
    },
  ];
  if (many) clauses.push({ multi_match: { query, type: 'phrase', fields, boost: PHRASE_BOOST } });
  return clauses;
}

export function recency(type: string, boost: number): Query {
  return {
    bool: {
      filter: [{ term: { type } }],
      should: [{ distance_feature: { field: 'published_at', origin: 'now', pivot: RECENCY_PIVOT, boost } }],
    },
  };
}

/** Text clauses (one must match) with extra scoring clauses; no term matches everything. */
export function textQuery(term: string, fields: string[], should: Query[] = [], filter: Query[] = [], fuzziness?: estypes.Fuzziness): Query {
  // An empty `should` or `filter` is no clause: the bool is the same with or without it.
  const must = term.trim() === '' ? { match_all: {} } : { bool: { should: textClauses(term, fields, fuzziness), minimum_should_match: 1 } };
  return { bool: { must: [must], should, filter } };
}
