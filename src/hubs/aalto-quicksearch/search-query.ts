/** The quick search's query (docs/api.md, 'Constants' and 'The quick search'). */
import { BOOST, TIES, recency, textQuery, type SearchBody } from '../../core/search/queries.js';

/** Field weights in the quick search (docs/api.md, 'Constants'). Here, not with the shared clauses: only the quick search loads them. */
export const QUICK_SEARCH_FIELDS = ['title^0.12', 'title.folded^0.12', 'summary^0.04', 'lead_text^0.02', 'body^0.01', 'keywords^0.01', 'parent_programme^0.01'];
export const QUICK_SEARCH_SIZE = 10;
/** What a suggestion shows (`searchHitSchema`), and nothing else: a page's body stays in the index. */
export const QUICK_SEARCH_SOURCE = [
  'title',
  'url',
  'type',
  'published_at',
  'is_into_content',
  'parent_programme',
  'kb_external_links',
  'kb_external_links_title',
];
/** Hubs and services first among equals: the doorways to more content. */
const HUB_BOOST = 0.3;
const SERVICE_BOOST = 0.2;

/** The quick search: boosts for hubs and services, recency for events and news. */
export function quickSearchQuery(term: string): SearchBody {
  return {
    size: QUICK_SEARCH_SIZE,
    _source: QUICK_SEARCH_SOURCE,
    sort: ['_score', ...TIES],
    query: textQuery(term, QUICK_SEARCH_FIELDS, [
      { constant_score: { filter: { term: { type: 'hub' } }, boost: HUB_BOOST } },
      { constant_score: { filter: { term: { type: 'service' } }, boost: SERVICE_BOOST } },
      recency('event', BOOST.eventRecency),
      recency('news', BOOST.newsRecency),
    ]),
  };
}
