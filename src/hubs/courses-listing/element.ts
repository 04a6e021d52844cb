import type { ElementEntry } from '../../core/element/element-entry.js';
import { phoneLayout } from '../../core/layout.js';

/**
 * Courses and study programmes as a sortable table: name link, credits, teaching period,
 * application period with its status ('Ongoing', 'Upcoming', 'In the past', 'Continuously
 * ongoing', 'No application needed', 'To be announced', 'No info'), course language, course
 * format, seniority, starting period and fee. Search and nine filter groups with counts; on a
 * phone, sort and filter panels with removable pills and 'Show details'. The query is kept in the
 * page address (`topic`, `seniority`, `format`, `language`, `starting`, `credits`, `highSchool`,
 * `fee`, `orientation`, `search`).
 *
 * @summary Courses and study programmes from `/aalto_api/combined/courses`.
 * @tag courses-listing
 * @attr {'_self' | '_blank'} [link-target='_blank'] - Where course links open: a new tab, or `_self` for the same one.
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-button aalto-input aalto-listing aalto-filters aalto-pill aalto-count aalto-status aalto-table
 */
export default {
  tag: 'courses-listing',
  attributes: ['link-target'],
  // The module of the layout the window shows: the other layout's code loads only when it is shown.
  load: () => (phoneLayout() ? import('./CoursesListing.phone.js') : import('./CoursesListing.js')),
  first: ['combined/courses'],
  page: 'courses.html',
  title: 'Courses and study programmes',
  // The summer school's table layout with its phone panels, on the listing engine.
  budgetKB: 87.75,
} satisfies ElementEntry;
