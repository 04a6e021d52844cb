/** The study options and programmes queries: the list search, up to 2,000 results (docs/api.md, 'Constants'). */
import { LIST_SEARCH_FIELDS, STUDIES_SIZE, textQuery, type SearchBody } from '../../../core/search/queries.js';

export function studiesQuery(term: string): SearchBody {
  return { size: STUDIES_SIZE, query: textQuery(term, LIST_SEARCH_FIELDS) };
}

/** The programmes index answers the same query. */
export const programmesQuery = studiesQuery;
