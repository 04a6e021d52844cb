import type { ElementEntry } from '../../core/element/element-entry.js';
import { SETTINGS_ATTRIBUTES } from '../../core/element/define.js';

/** The quick search's own attributes, which legacy markup's data-* may carry too. */
const ATTRIBUTES = ['index-prefix'];

/**
 * The site's quick search: a search form whose suggestions (from the search service) appear
 * after three characters. Submitting goes to `{base-url}/{language}/search?search=…&quicksearch=true`.
 * Legacy markup, `<div id="aalto-quicksearch" data-language="fi" …>`, is upgraded to this element.
 *
 * @summary Quick search with suggestions from the search service.
 * @tag aalto-quicksearch
 * @attr {string} [index-prefix='aalto'] - The site's prefix of search index names: `{prefix}_{environment}_{type}_{language}`.
 * @fires aalto-quicksearch-submit - Before going to the search page, with `detail.term` and `detail.url`; cancel it to handle the search yourself.
 * @fires aalto-analytics - On submit, the analytics event `quicksearch` with `search_term`.
 * @fires aalto-error - A render error (`detail.error`), or a search that could not load (`detail.endpoint`, `detail.reason`, `detail.url`): the suggestions say so, with Try again.
 * @cssprop --aalto-accent - Accent colour of the buttons and the marked text.
 * @csspart aalto-qs aalto-input aalto-button
 */
export default {
  tag: 'aalto-quicksearch',
  attributes: ATTRIBUTES,
  load: () => import('./QuickSearch.js'),
  page: 'quicksearch.html',
  title: 'Quick search',
  variants: [{ page: 'quicksearch-legacy.html', title: 'from legacy markup' }],
  budgetKB: 77,
  documentReady: (document) => upgradeLegacyQuicksearch(document),
} satisfies ElementEntry;

/**
 * Legacy markup: a `<div id="aalto-quicksearch">` present when the script loads gets the element
 * inside it, with its `data-*` settings as attributes (`data-user-id` → `user-id`). Only the
 * element's own attributes are taken: sanitisers keep `data-*`, and `data-onfocus` copied as
 * `onfocus` would be a handler that runs.
 */
export function upgradeLegacyQuicksearch(root: Document = document): void {
  const legacy = root.getElementById('aalto-quicksearch');
  if (!legacy || legacy.localName !== 'div' || legacy.querySelector('aalto-quicksearch')) return;
  const element = root.createElement('aalto-quicksearch');
  for (const name of [...SETTINGS_ATTRIBUTES, ...ATTRIBUTES]) {
    const value = legacy.getAttribute(`data-${name}`);
    if (value !== null) element.setAttribute(name, value);
  }
  legacy.append(element);
}
