import type { ElementEntry } from '../../core/element/element-entry.js';

/**
 * Recent news and events grouped by unit, one tab per unit: All, Personnel, ARTS, BIZ, CHEM, ELEC,
 * ENG, SCI (WAI-ARIA tabs: arrow keys, Home and End). The chosen unit is kept in the address (`unit`).
 *
 * @summary Recent news and events by unit from `/aalto_api/personnel_hub/recent`.
 * @tag personnel-hub-recent
 * @attr {'_self' | '_blank'} [link-target='_self'] - Where links open: the same tab, or `_blank` for a new one.
 * @attr {2 | 3 | 4 | 5 | 6} [heading-level=3] - The heading level of the News and Events headings.
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of buttons, links and selected controls.
 * @csspart aalto-status aalto-person
 */
export default {
  tag: 'personnel-hub-recent',
  attributes: ['link-target', 'heading-level'],
  load: () => import('./PersonnelHubRecent.js'),
  first: ['personnel_hub/recent'],
  page: 'personnel-hub.html',
  title: 'Personnel hub recent',
  budgetKB: 73.5,
} satisfies ElementEntry;
