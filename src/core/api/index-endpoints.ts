/**
 * Content API calls of the A–Z site indexes (docs/api.md, `index_list`): the site's index, and the
 * student guide's, which is the same path asked for the student guide's entries (`type`).
 */
import { endpoint, indexEntry, list } from './endpoint.js';

export const siteIndex = /*#__PURE__*/ endpoint('index_list', { index: list(indexEntry) });
export const studentGuideIndex = { ...siteIndex, params: { type: 'student_guide' } };
