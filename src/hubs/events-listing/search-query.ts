/** The events list search (docs/api.md, 'Constants'): with the events' recency boost. */
import { BOOST, LIST_SEARCH_FIELDS, LIST_SIZE, recency, textQuery, type SearchBody } from '../../core/search/queries.js';

export function eventsQuery(term: string): SearchBody {
  return { size: LIST_SIZE, query: textQuery(term, LIST_SEARCH_FIELDS, [recency('event', BOOST.eventRecency)], [{ term: { type: 'event' } }]) };
}
