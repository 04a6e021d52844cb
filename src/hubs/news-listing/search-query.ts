/** The news list search: by relevance with the news' recency boost for a term, newest first without one. */
import { BOOST, LIST_SEARCH_FIELDS, LIST_SIZE, recency, textQuery, type Query, type SearchBody } from '../../core/search/queries.js';

export function newsQuery(term: string): SearchBody {
  const filter: Query[] = [{ term: { type: 'news' } }];
  if (term.trim() === '') {
    return { size: LIST_SIZE, query: { bool: { filter } }, sort: [{ published_at: { order: 'desc' } }] };
  }
  return { size: LIST_SIZE, query: textQuery(term, LIST_SEARCH_FIELDS, [recency('news', BOOST.newsRecency)], filter) };
}
