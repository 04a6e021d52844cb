import type { ElementEntry } from '../../core/element/element-entry.js';
import { phoneLayout } from '../../core/layout.js';

/**
 * The summer school course listing: search, filters by field, course level and format, a sortable
 * table on desktop, sort and filter panels with removable pills on a phone. Filters and the search
 * term are kept in the page address (`field`, `eligibility`, `courseFormat`, `search`).
 *
 * @summary Summer school courses from `/aalto_api/summer_school/courses`.
 * @tag summer-school-listing
 * @attr {'_self' | '_blank'} [link-target='_blank'] - Where course links open: a new tab, or `_self` for the same one.
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-table
 */
export default {
  tag: 'summer-school-listing',
  attributes: ['link-target'],
  // The module of the layout the window shows: the other layout's code loads only when it is shown.
  load: () => (phoneLayout() ? import('./SummerSchoolListing.phone.js') : import('./SummerSchoolListing.js')),
  first: ['summer_school/courses'],
  page: 'summer-school.html',
  title: 'Summer school listing',
  // The table layout with its phone panels, on the listing engine.
  budgetKB: 87,
} satisfies ElementEntry;
