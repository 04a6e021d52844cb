import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Minors, searched by name: cards with the name link, language, level, target group, theme,
 * school and curricula; filters on each (named by the response's `meta`) with how many results
 * each choice gives, and the curriculum (current or previous). A search that finds nothing says
 * 'Your search returned no results. This may be because' with its two likely reasons. The query
 * is kept in the page address (`language`, `level`, `targetGroup`, `theme`, `school`,
 * `curriculum`, `search`, `page`).
 *
 * @summary Minors from `/aalto_api/into/minors`.
 * @tag minors-search
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'minors-search',
  load: () => import('./MinorsSearch.js'),
  first: ['into/minors'],
  page: 'minors.html',
  title: 'Minors search',
  budgetKB: 85.75,
});
