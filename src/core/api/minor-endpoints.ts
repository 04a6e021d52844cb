/**
 * The minors and programmes searches' content API calls (docs/api.md, `into/minors`): `into/minors` lists the minors;
 * `programme/list` answers only the names of the programmes' filter choices (the programmes come
 * from the search service: `../search/programmes.ts`).
 */
import { minorSchema } from '../entities/minors.js';
import { endpoint, list, meta } from './endpoint.js';

/** `meta` names the filters' values (languages, levels, target groups, themes, schools), in any of the usual shapes. */
export const minors = /*#__PURE__*/ endpoint('into/minors', { minors: list(minorSchema), meta });
export const programmeList = /*#__PURE__*/ endpoint('programme/list', { meta });
