/** Every programme (an empty term matches all, up to 2,000), from the search service's `programmes` index (spec §7). */
import { programmeFields, programmesOf } from '../entities/minors.js';
import { programmesQuery } from './studies-query.js';
import { searchEndpoint } from './search-endpoint.js';

export const programmes = /*#__PURE__*/ searchEndpoint('programmes', { ...programmesQuery(''), _source: programmeFields }, programmesOf);
