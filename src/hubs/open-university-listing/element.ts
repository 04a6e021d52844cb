import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Open university courses as cards: name link, registration period with its status
 * ('Registration open', 'upcoming' or 'ended', from the dates and the clock), schedule (or its
 * override text), field, topic, teaching time, form of studies, course language, suitable for,
 * level, starting period and season. Filters on each, with how many results each choice gives;
 * starting periods and forms of studies are named by the response's `meta`. Open registrations
 * first, or by name. The query is kept in the page address (`registration`, `field`, `topic`,
 * `teachingTime`, `studiesType`, `language`, `suitableFor`, `level`, `startingPeriod`, `season`,
 * `search`, `page`).
 *
 * @summary Open university courses from `/aalto_api/open_university/courses`.
 * @tag open-university-listing
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'open-university-listing',
  load: () => import('./OpenUniversityListing.js'),
  first: ['open_university/courses'],
  page: 'open-university.html',
  title: 'Open university courses',
  // Above a card listing's: the registration status as a filter and the sort select.
  budgetKB: 86.75,
});
