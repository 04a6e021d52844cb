import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * The events listing over the student guide's events, with its topic, study level and school
 * filters (`types`, `levels`, `schools` in the address) besides those of `<events-listing>`.
 *
 * @summary Student guide events from `/aalto_api/student_guide/events`.
 * @tag student-guide-events
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'student-guide-events',
  load: () => import('./StudentGuideEvents.js'),
  first: ['student_guide/events', 'events/categories'],
  page: 'student-guide-events.html',
  // The search service's client and the hub's query, loaded with the first search term (use-hub.ts).
  onDemand: ['search', 'events-listing-query'],
  title: 'Student guide events',
  // Two hub chunks (the events hub it extends, the student guide's groups) on a card listing.
  budgetKB: 89.75,
});
