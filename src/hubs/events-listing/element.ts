import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * The events listing: cards with dates, statuses ('Starting next', 'Ongoing', 'Past'; registration
 * open, upcoming or ended), promoted upcoming events first; filters by time, category, format, event
 * type, language and a date range (and audience, for logged-in users); a search term goes to the
 * search service. 20 events a page with 'Show more'. The query is kept in the page address
 * (`timing`, `category`, `format`, `type`, `eventLanguage`, `audience`, `from`, `to`, `search`, `page`).
 *
 * @summary Events from `/aalto_api/events/list` and `/aalto_api/events/categories`.
 * @tag events-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'events-listing',
  load: () => import('./EventsListing.js'),
  first: ['events/list', 'events/categories'],
  page: 'events.html',
  variants: [{ page: 'events-preload.html', title: 'with its first calls preloaded' }],
  // The search service's client and the hub's query, loaded with the first search term (use-hub.ts).
  onDemand: ['search', 'events-listing-query'],
  // Above a card listing's: the search client on demand, the date range and the period order.
  budgetKB: 89.5,
  title: 'Events',
});
