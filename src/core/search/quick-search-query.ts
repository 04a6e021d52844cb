/** The quick search's query (spec §7, §9). */
import { BOOST, QUICK_SEARCH_FIELDS, QUICK_SEARCH_SIZE, recency, textQuery, type SearchBody } from './queries.js';

/** The quick search: boosts for hubs and services, recency for events and news. */
export function quickSearchQuery(term: string): SearchBody {
  return {
    size: QUICK_SEARCH_SIZE,
    query: textQuery(term, QUICK_SEARCH_FIELDS, [
      { term: { type: { value: 'hub', boost: BOOST.hub } } },
      { term: { type: { value: 'service', boost: BOOST.service } } },
      recency('event', BOOST.eventRecency),
      recency('news', BOOST.newsRecency),
    ]),
  };
}
