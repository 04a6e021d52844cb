import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Research data sources as cards: image, name link, short description, author, licence, topic,
 * subject, keywords, geographical coverage, format, frequency, encoding, type, analysis unit and
 * accessibility. A filter on each list, with how many results each choice gives; search over
 * name, description and keywords. Above the list, the data hub suggestion tool asks its questions
 * one at a time and sets the filters (skipped when it has none). The query is kept in the page
 * address (`topic`, `subject`, `keywords`, `coverage`, `format`, `type`, `unit`,
 * `accessibility`, `search`, `page`, `guide`).
 *
 * @summary Data sources from `/aalto_api/datahub/data_sources`, with `/aalto_api/datahub/suggestion-tool`.
 * @tag data-sources-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'data-sources-listing',
  load: () => import('./DataSourcesListing.js'),
  first: ['datahub/suggestion-tool', 'datahub/data_sources'],
  page: 'data-sources.html',
  title: 'Data sources',
  // The guided path comes on top of a card listing.
  budgetKB: 88.5,
});
