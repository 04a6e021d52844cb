/** The minors' content API call: `into/minors`. */
import { minorSchema } from '../../listing/shared/study-search/entities.js';
import { endpoint, list, meta } from '../../core/api/endpoint.js';

/** `meta` names the filters' values (languages, levels, target groups, themes, schools), in any of the usual shapes. */
export const minors = /*#__PURE__*/ endpoint('into/minors', { minors: list(minorSchema), meta });
