import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Teaching materials as cards: name link, summary, proficiency level, topics and themes, language
 * skills, vocabulary and grammar, file format and exercise type, with a filter (and counts) on
 * each and a search over names, summaries and topics. The query is kept in the page address
 * (`level`, `topic`, `skill`, `grammar`, `format`, `exercise`, `search`, `page`).
 *
 * @summary Teaching materials from `/aalto_api/teaching_materials/list`.
 * @tag teaching-materials-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'teaching-materials-listing',
  load: () => import('./TeachingMaterialsListing.js'),
  first: ['teaching_materials/list'],
  page: 'teaching-materials.html',
  title: 'Teaching materials',
  budgetKB: 86,
});
