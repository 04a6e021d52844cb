import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Study options as cards: image, name link, description, degree type, field, full or part time,
 * languages, duration, school, the application period with its status ('Ongoing', 'Upcoming',
 * 'In the past', 'To be announced') and, where shown, tuition for non-EU/EEA citizens as money in
 * the page's language; a double degree is marked. Filters with counts: degree, language, field,
 * school, full or part time, 'Application open now'. A search term goes to the search service
 * (`study_options` indexes), local search being the fallback. Above the list, the studies
 * suggestion tool asks its questions one at a time and sets the filters (skipped when it has none).
 * The query is kept in the page address (`degree`, `language`, `field`, `school`, `studyTime`,
 * `application`, `search`, `page`, `guide`).
 *
 * @summary Study options from `/aalto_api/studies/list`, with `/aalto_api/studies/suggestion-tool`.
 * @tag study-options-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'study-options-listing',
  load: () => import('./StudyOptionsListing.js'),
  first: ['studies/suggestion-tool', 'studies/list'],
  page: 'study-options.html',
  // The search service's client, with the hub's query, loaded with the first search term (use-hub.ts).
  onDemand: ['search'],
  title: 'Study options',
  // The guided path comes on top of a card listing.
  budgetKB: 91.25,
});
