import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Language tips as cards: title link and text, skill and topic; filters on skill and topic with
 * how many results each choice gives, and a search over titles and texts. The query is kept in
 * the page address (`skill`, `topic`, `search`, `page`).
 *
 * @summary Language tips from `/aalto_api/language_tips`.
 * @tag language-tips-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'language-tips-listing',
  load: () => import('./LanguageTipsListing.js'),
  first: ['language_tips'],
  page: 'language-tips.html',
  title: 'Language tips',
  budgetKB: 85.75,
});
