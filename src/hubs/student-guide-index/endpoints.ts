/** The student guide's A–Z index: the site index's call asked for the student guide's entries (`type`). */
import { siteIndex } from '../site-index/endpoints.js';

export const studentGuideIndex = { ...siteIndex, params: { type: 'student_guide' } };
