import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Services by category: each category a section of its services (name link, summary, target
 * groups, topics, updated date), then the service index pages (title, lead text, provider and
 * their services). Filters on topic, target group and service provider, with counts, sent to the
 * categories call as its comma lists (`topic`, `target_group`, `service_provider`,
 * `search_string`) and applied by the element too. A term goes to the search service's services
 * query; the services it names (by node id) are shown in its order, one list. The query is kept in
 * the page address (`topic`, `target_group`, `service_provider`, `search`).
 *
 * @summary Services from `/aalto_api/services/categories` and `/aalto_api/services/index_pages`, searched through the search service.
 * @tag services-hub
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'services-hub',
  load: () => import('./ServicesHub.js'),
  first: ['services/categories', 'services/index_pages'],
  page: 'services-hub.html',
  title: 'Services',
  onDemand: ['search', 'services-hub-query'],
  // Sections (their view, named by the definition), calls that take the query (with its code) and
  // the search service's client (on demand) come on top of a card listing; so do the engine's matching of
  // values to choices in any case, meta's labels, follow-up calls and the order in the address.
  budgetKB: 89.5,
});
