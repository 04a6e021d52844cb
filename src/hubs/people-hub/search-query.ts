/** The profiles query (docs/api.md, 'Constants'): names first, fuzziness 1, every profile the index holds. */
import { LIST_SIZE, textQuery, type SearchBody } from '../../core/search/queries.js';

const PROFILE_FIELDS = ['first_name^8', 'last_name^8', 'title', 'department', 'organisations'];

export function profilesQuery(term: string): SearchBody {
  return { size: LIST_SIZE, query: textQuery(term, PROFILE_FIELDS, [], [], 1) };
}
