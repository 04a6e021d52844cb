import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * The news listing: cards with the published date, categories and type, promoted news first, then
 * newest first; filters by category and type (and audience, for logged-in users); news with role
 * restrictions only for logged-in users; a search term goes to the search service. 20 items a page
 * with 'Show more'. The query is kept in the page address (`category`, `type`, `audience`, `search`, `page`).
 *
 * @summary News from `/aalto_api/news/list` and `/aalto_api/news/categories`.
 * @tag news-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'news-listing',
  load: () => import('./NewsListing.js'),
  first: ['news/list', 'news/categories'],
  page: 'news.html',
  // The search service's client and the hub's query, loaded with the first search term (use-hub.ts).
  onDemand: ['search', 'news-listing-query'],
  // Above a card listing's: the search service's client on demand and the promoted-first order.
  budgetKB: 88.5,
  title: 'News',
});
