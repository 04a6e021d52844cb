import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Innovation teams as cards: name link, status, UN Sustainable Development Goals by number and
 * name, industry, impact, origin, year established and what the team is looking for; filters on
 * each, with how many results each choice gives; sorted by name or newest first (a 'Sort by'
 * select). The query is kept in the page address (`status`, `sdg`, `industry`, `impact`,
 * `origin`, `lookingFor`, `search`, `page`).
 *
 * @summary Innovation teams from `/aalto_api/innovation_teams/list`.
 * @tag innovation-teams-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'innovation-teams-listing',
  load: () => import('./InnovationTeamsListing.js'),
  first: ['innovation_teams/list'],
  page: 'innovation-teams.html',
  title: 'Innovation teams',
  budgetKB: 86.25,
});
