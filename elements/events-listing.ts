import { defineTag, elementClass } from '../src/core/element/define.js';

/**
 * The events listing: cards with dates, statuses ('Starting next', 'Ongoing', 'Past'; registration
 * open, upcoming or ended), promoted upcoming events first; filters by time, category, format, event
 * type, language and a date range (and audience, for logged-in users); a search term goes to the
 * search service. 20 events a page with 'Show more'. The query is kept in the page address
 * (`timing`, `category`, `format`, `type`, `eventLanguage`, `audience`, `from`, `to`, `search`, `page`).
 *
 * @summary Events from `/aalto_api/events/list` and `/aalto_api/events/categories`.
 * @tag events-listing
 * @attr {string} index-prefix - The site's prefix of search index names (default `aalto`), for search terms.
 * @attr {string} link-target - Where links open: `_self` (default) or `_blank` (a new tab).
 * @attr {number} heading-level - The heading level of each card's title, 2 to 6 (default 3).
 * @attr {string} param-prefix - Put before the names of its address parameters (`news-` gives `news-category`, `news-page`, …), so two listings on one page keep their own query.
 * @fires aalto-error - A render or loading error, with `detail.error`; the element stays empty or as it was.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 */
export class EventsListingElement extends elementClass({
  attributes: ['index-prefix', 'link-target', 'heading-level', 'param-prefix'],
  load: () => import('../src/hubs/events/EventsListing.js'),
}) {}

defineTag('events-listing', EventsListingElement);
