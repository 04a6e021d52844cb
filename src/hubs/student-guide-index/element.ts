import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * The student guide's A–Z index: the site index's letter navigation, sections and filter box over
 * the student guide's entries (`index_list` with `type=student_guide`).
 *
 * @summary The student guide's index from `/aalto_api/index_list?type=student_guide`.
 * @tag student-guide-index
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of links and the letter navigation.
 * @csspart aalto-listing aalto-index aalto-status
 */
export default cardListingEntry({
  tag: 'student-guide-index',
  load: () => import('./StudentGuideIndex.js'),
  first: ['index_list?type=student_guide'],
  page: 'student-guide-index.html',
  title: 'Student guide index',
  budgetKB: 83.25,
});
