import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * Programmes, searched by name: the programmes of the search service's `programmes` index, with
 * the names of their filter choices from `programme/list`; cards and filters as in
 * `<minors-search>`. Set `index-prefix` for another site's indexes. The query is kept in the page
 * address (`language`, `level`, `targetGroup`, `theme`, `school`, `curriculum`, `search`, `page`).
 *
 * @summary Programmes from the search service and `/aalto_api/programme/list`.
 * @tag programmes-search
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-card aalto-badge aalto-facts
 */
export default cardListingEntry({
  tag: 'programmes-search',
  load: () => import('./ProgrammesSearch.js'),
  // Its programmes too, asked as `endpoints.ts` asks for them (a test holds the two alike).
  first: [
    'programme/list',
    'programmes {"size":2000,"_source":["nid","title","url","languages","level","target_group","theme","curricula","previous_curricula","schools"]}',
  ],
  page: 'programmes.html',
  // A card listing with the search service's client at load (its term goes to the programme query).
  budgetKB: 87.5,
  title: 'Programmes search',
});
