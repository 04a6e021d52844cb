import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Research programs as cards: image, title link, short description, subject, analysis unit, data
 * providers, and data sets split into ready-made and custom; filters on subject, analysis unit and
 * data provider, with counts. The query is kept in the page address (`subject`, `unit`,
 * `provider`, `search`, `page`).
 *
 * @summary Research programs from `/aalto_api/datahub/research_programs`.
 * @tag research-programs-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'research-programs-listing',
  load: () => import('./ResearchProgramsListing.js'),
  first: ['datahub/research_programs'],
  page: 'research-programs.html',
  title: 'Research programs',
  budgetKB: 86,
});
