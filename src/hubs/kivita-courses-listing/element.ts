import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Kivita continuing education courses as cards: name link, topic, form of study, language of
 * instruction, schedule and registration period with its status ('Registration open', 'upcoming'
 * or 'ended', from the dates and the clock); filters on topic, form of study and language, with
 * how many results each choice gives; open registrations first, or by name. The query is kept in
 * the page address (`topic`, `form`, `language`, `search`, `page`).
 *
 * @summary Kivita courses from `/aalto_api/kivita/courses`.
 * @tag kivita-courses-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'kivita-courses-listing',
  load: () => import('./KivitaCoursesListing.js'),
  first: ['kivita/courses'],
  page: 'kivita-courses.html',
  title: 'Kivita courses',
  budgetKB: 86.25,
});
