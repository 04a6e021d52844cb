import type { ElementEntry } from './element-entry.js';

/**
 * Recent news and events grouped by unit, one tab per unit: All, Personnel, ARTS, BIZ, CHEM, ELEC,
 * ENG, SCI (WAI-ARIA tabs: arrow keys, Home and End). The chosen unit is kept in the address (`unit`).
 *
 * @summary Recent news and events by unit from `/aalto_api/personnel_hub/recent`.
 * @tag personnel-hub-recent
 * @attr {string} link-target - Where links open: `_self` (default) or `_blank` (a new tab).
 * @attr {number} heading-level - The heading level of the News and Events headings, 2 to 6 (default 3).
 * @fires aalto-error - A render or loading error, with `detail.error`; the element stays empty or as it was.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 */
export default {
  tag: 'personnel-hub-recent',
  attributes: ['link-target', 'heading-level'],
  load: () => import('../src/hubs/personnel-hub/PersonnelHubRecent.js'),
  page: 'personnel-hub.html',
  title: 'Personnel hub recent',
  budgetKB: 86,
} satisfies ElementEntry;
