import { defineTag, elementClass } from '../src/core/element/define.js';

/**
 * The news listing: cards with the published date, categories and type, promoted news first, then
 * newest first; filters by category and type (and audience, for logged-in users); news with role
 * restrictions only for logged-in users; a search term goes to the search service. 20 items a page
 * with 'Show more'. The query is kept in the page address (`category`, `type`, `audience`, `search`, `page`).
 *
 * @summary News from `/aalto_api/news/list` and `/aalto_api/news/categories`.
 * @tag news-listing
 * @attr {string} index-prefix - The site's prefix of search index names (default `aalto`), for search terms.
 * @attr {string} link-target - Where links open: `_self` (default) or `_blank` (a new tab).
 * @attr {number} heading-level - The heading level of each card's title, 2 to 6 (default 3).
 * @attr {string} param-prefix - Put before the names of its address parameters (`news-` gives `news-category`, `news-page`, …), so two listings on one page keep their own query.
 * @fires aalto-error - A render or loading error, with `detail.error`; the element stays empty or as it was.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 */
export class NewsListingElement extends elementClass({
  attributes: ['index-prefix', 'link-target', 'heading-level', 'param-prefix'],
  load: () => import('../src/hubs/news/NewsListing.js'),
}) {}

defineTag('news-listing', NewsListingElement);
