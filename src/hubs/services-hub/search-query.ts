/** The services query (docs/search.md): only the services' node ids come back. */
import { LIST_SEARCH_FIELDS, LIST_SIZE, textQuery, type SearchBody } from '../../core/search/queries.js';

/** Only their node ids come back, to pick from the services the content API lists. */
export function servicesQuery(term: string): SearchBody {
  return { size: LIST_SIZE, _source: ['nid'], query: textQuery(term, LIST_SEARCH_FIELDS, [], [{ term: { type: 'service' } }]) };
}
