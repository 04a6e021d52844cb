import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Online courses as cards: name link, level, weekdays, times, semester, price and organizer;
 * filters on level, weekday, semester and organizer, with how many results each choice gives;
 * by name. The query is kept in the page address (`level`, `weekday`, `semester`, `organizer`,
 * `search`, `page`).
 *
 * @summary Online courses from `/aalto_api/online-courses`.
 * @tag online-courses-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'online-courses-listing',
  load: () => import('./OnlineCoursesListing.js'),
  first: ['online-courses'],
  page: 'online-courses.html',
  title: 'Online courses',
  budgetKB: 86,
});
