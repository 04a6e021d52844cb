import { cardListingEntry } from '../../core/element/element-entry.js';

/**
 * The site's A–Z index: a letter navigation (letters without entries are disabled; a letter with
 * entries moves focus to its section), the entries under their letter, collated in the page's
 * language (Å, Ä, Ö after Z in Finnish and Swedish), each section's heading naming its entry
 * count. A box filters the entries as the visitor types, over titles and keywords, keeping the
 * letters; its text is kept in the page address (`search`).
 *
 * @summary The site index from `/aalto_api/index_list`.
 * @tag site-index
 * @fires aalto-error - A render error (`detail.error`), or a call that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the element then says so, with Try again.
 * @cssprop --aalto-accent - Accent colour of links and the letter navigation.
 * @csspart aalto-listing aalto-index aalto-status
 */
export default cardListingEntry({
  tag: 'site-index',
  load: () => import('./SiteIndex.js'),
  first: ['index_list'],
  page: 'site-index.html',
  title: 'Site index',
  budgetKB: 83.25,
});
