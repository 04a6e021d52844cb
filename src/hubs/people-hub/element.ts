import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * People by unit: a menu of schools and services built from the organisation tree (disclosure
 * navigation: each unit a button, a unit with units under it a button that shows them). Choosing
 * a unit shows its team lead first, then its team members (the people of every unit under it):
 * photo with alternative text, name link, title, units and department; then the news and events
 * of its school ('No news found', 'No events found'). A search by name or department goes to the
 * search service's profiles query (a logged-in user also searches the intranet index), with the
 * element's own search as the fallback, and searches everyone. The unit, the term and the page are
 * kept in the page address (`unit`, `search`, `page`).
 *
 * @summary People from `/aalto_api/people_hub/organisations` and `/aalto_api/people_hub/profiles`, searched through the search service.
 * @tag people-hub
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and the chosen unit.
 * @csspart aalto-button aalto-input aalto-listing aalto-count aalto-status aalto-card aalto-person
 */
export default cardListingEntry({
  tag: 'people-hub',
  load: () => import('./PeopleHub.js'),
  first: ['people_hub/profiles', 'people_hub/organisations'],
  page: 'people-hub.html',
  // The search service's client and the hub's query, loaded with the first search term (use-hub.ts).
  onDemand: ['search', 'people-hub-query'],
  title: 'People',
  // A card listing's views (not its element) plus the unit menu and a school's news and events (the
  // personnel hub's `recent` chunk).
  budgetKB: 89,
});
