import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * The news listing over the student guide's news, with its topic, study level and school filters
 * (`types`, `levels`, `schools` in the address) besides those of `<news-listing>`.
 *
 * @summary Student guide news from `/aalto_api/student_guide/news`.
 * @tag student-guide-news
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'student-guide-news',
  load: () => import('./StudentGuideNews.js'),
  first: ['student_guide/news', 'news/categories'],
  page: 'student-guide-news.html',
  // The search service's client and the hub's query, loaded with the first search term (use-hub.ts).
  onDemand: ['search', 'news-listing-query'],
  // Two hub chunks (the news hub it extends, the student guide's groups) on a card listing.
  budgetKB: 88.5,
  title: 'Student guide news',
});
