/** The profiles query (docs/api.md, 'Constants'): names first, fuzziness 1, every profile the index holds. */
import { LIST_SIZE, textQuery, type SearchBody } from '../../core/search/queries.js';

/** A name and a title also as typed without their accents (`.folded`: Hamalainen, Aberg, Mueller). */
const PROFILE_FIELDS = ['first_name^8', 'last_name^8', 'first_name.folded^8', 'last_name.folded^8', 'title', 'title.folded', 'department', 'organisations'];

export function profilesQuery(term: string): SearchBody {
  return { size: LIST_SIZE, query: textQuery(term, PROFILE_FIELDS, [], [], 1) };
}
