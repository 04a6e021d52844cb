import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Self-study materials as cards: a mark when the university produced the material, name link,
 * subject, material type, level, supporting language, payment (free or paid), pros and cons, and
 * its external links with their titles. Filters on subject, material type, level, supporting
 * language and payment, with counts; a search over names, subjects, pros and cons. The query is
 * kept in the page address (`subject`, `type`, `level`, `support`, `payment`, `search`, `page`).
 *
 * @summary Self-study materials from `/aalto_api/self_study_materials/list`.
 * @tag self-study-materials-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'self-study-materials-listing',
  load: () => import('./SelfStudyMaterialsListing.js'),
  first: ['self_study_materials/list'],
  page: 'self-study-materials.html',
  title: 'Self-study materials',
  budgetKB: 85.75,
});
