/**
 * <programmes-search>: the programmes of the search service's `programmes` index, with the names
 * of their filter choices from `programme/list`, filtered by the groups the minors and programmes
 * searches share (`../study-search/definition.ts`). A term goes to the search service's programme
 * query (fuzzy, over the list search's fields), the local match by name being the fallback.
 */
import { programmeList, programmes } from './endpoints.js';
import { attributes, hubElement } from '../../listing/HubListing.js';
import { source } from '../../listing/hub.js';
import { studySearchHub } from '../../listing/shared/study-search/definition.js';
import { StudySearchCard } from '../../listing/shared/study-search/StudySearchCard.js';
import { programmesStrings } from './strings.js';
import { searchCallsAtOnce } from '../../listing/search-at-once.js';
import { programmesQuery } from '../../listing/shared/studies/search-query.js';

export { attributes };

export const programmesHub = {
  ...studySearchHub(
    'aalto-programmes',
    source({ list: programmes, names: programmeList }, ({ list, names }) => ({ items: list, meta: names.meta })),
    programmesStrings,
    {
      kind: 'programmes',
      query: () => Promise.resolve(programmesQuery),
      keys: (m) => [m.url, m.id],
    },
  ),
  card: StudySearchCard,
  // Its items come from the search service: the calls and the query come with its code.
  searchCalls: searchCallsAtOnce,
};

export default hubElement(programmesHub);
