import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Grants and awards as cards: title link, deadline in Finnish date format (or 'Continuously open'),
 * field, topic and summary; badges 'Closing soon' (deadline within 14 days) and 'Recently posted'
 * (published within 14 days), which are also filters, with field and topic (and audience, for
 * logged-in users: community-only items reach them only). Soonest deadline first, passed deadlines
 * last. Each choice shows how many results it gives. The query is kept in the page address
 * (`status`, `field`, `topic`, `audience`, `search`, `page`).
 *
 * @summary Grants and awards from `/aalto_api/into/grants-awards`.
 * @tag grants-awards-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'grants-awards-listing',
  load: () => import('./GrantsAwardsListing.js'),
  first: ['into/grants-awards'],
  page: 'grants-awards.html',
  title: 'Grants and awards',
  budgetKB: 85.75,
});
