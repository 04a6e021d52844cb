/**
 * <programmes-search>: the programmes of the search service's `programmes` index, with the names
 * of their filter choices from `programme/list`, searched by name and filtered by the groups the
 * minors and programmes searches share (`../study-search/definition.ts`).
 */
import { programmeList } from '../../core/api/minor-endpoints.js';
import { programmes } from '../../core/search/programmes.js';
import { attributes, hubElement } from '../../listing/HubListing.js';
import { source } from '../../listing/hub.js';
import { studySearchHub } from '../study-search/definition.js';
import { programmesStrings } from './strings.js';

export { attributes };

export const programmesHub = studySearchHub(
  'aalto-programmes',
  source({ list: programmes, names: programmeList }, ({ list, names }) => ({ items: list, meta: names.meta })),
  programmesStrings,
);

export default hubElement(programmesHub);
