/**
 * The programmes' calls: every programme from the search service's `programmes` index (an empty
 * term matches all, up to 2,000), and `programme/list`, which answers only the names of their
 * filter choices.
 */
import { endpoint, meta } from '../../core/api/endpoint.js';
import { programmeFields, programmesOf } from '../../listing/shared/study-search/entities.js';
import { programmesQuery } from '../../listing/shared/studies/search-query.js';
import { searchEndpoint } from '../../core/search/search-endpoint.js';

export const programmes = /*#__PURE__*/ searchEndpoint('programmes', { ...programmesQuery(''), _source: programmeFields }, programmesOf);
export const programmeList = /*#__PURE__*/ endpoint('programme/list', { meta });
