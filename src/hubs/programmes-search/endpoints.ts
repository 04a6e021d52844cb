/**
 * The programmes' calls: every programme from the search service's `programmes` index (no query
 * matches all, up to 2,000), and `programme/list`, which answers only the names of their filter
 * choices.
 */
import { endpoint, meta } from '../../core/api/endpoint.js';
import { programmeFields, programmesOf } from '../../listing/shared/study-search/entities.js';
import { STUDIES_SIZE } from '../../core/search/queries.js';
import { searchEndpoint } from '../../core/search/search-endpoint.js';

/** Every programme: no query matches all. The loader sends this very search with the element's code (`first`, element.ts). */
export const programmes = /*#__PURE__*/ searchEndpoint('programmes', { size: STUDIES_SIZE, _source: programmeFields }, programmesOf);
export const programmeList = /*#__PURE__*/ endpoint('programme/list', { meta });
