/**
 * <minors-search>: the minors of `into/minors`, searched by name and filtered by the groups the
 * minors and programmes searches share (`../study-search/definition.ts`).
 */
import { minors } from './endpoints.js';
import { attributes, hubElement } from '../../listing/HubListing.js';
import { source } from '../../listing/hub.js';
import { studySearchHub } from '../../listing/shared/study-search/definition.js';
import { StudySearchCard } from '../../listing/shared/study-search/StudySearchCard.js';
import { minorsStrings } from './strings.js';

export { attributes };

export const minorsHub = {
  ...studySearchHub(
    'aalto-minors',
    source({ list: minors }, ({ list }) => ({ items: list.minors, meta: list.meta })),
    minorsStrings,
  ),
  card: StudySearchCard,
};

export default hubElement(minorsHub);
