/** The events and news list searches (docs/api.md, 'Constants'): the recency boosts; news newest first without a term. */
import { BOOST, LIST_SEARCH_FIELDS, LIST_SIZE, recency, textQuery, type Query, type SearchBody } from './queries.js';

export function eventsQuery(term: string): SearchBody {
  return { size: LIST_SIZE, query: textQuery(term, LIST_SEARCH_FIELDS, [recency('event', BOOST.eventRecency)], [{ term: { type: 'event' } }]) };
}

/** News: by relevance with recency for a term, newest first without one. */
export function newsQuery(term: string): SearchBody {
  const filter: Query[] = [{ term: { type: 'news' } }];
  if (term.trim() === '') {
    return { size: LIST_SIZE, query: { bool: { filter } }, sort: [{ published_at: { order: 'desc' } }] };
  }
  return { size: LIST_SIZE, query: textQuery(term, LIST_SEARCH_FIELDS, [recency('news', BOOST.newsRecency)], filter) };
}
