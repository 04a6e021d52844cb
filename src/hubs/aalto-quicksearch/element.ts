import type { ElementEntry } from '../../core/element/element-entry.js';
import { SETTINGS_ATTRIBUTES } from '../../core/element/define.js';
import { documentProperty } from '../../core/document-reads.js';

/** The quick search's own attributes, which legacy markup's data-* may carry too. */
const ATTRIBUTES = ['index-prefix'];

/**
 * The site's quick search: a search form whose suggestions (from the search service) appear
 * after three characters. Submitting goes to `{base-url}/{language}/search?search=…&quicksearch=true`.
 * Legacy markup, `<div id="aalto-quicksearch" data-language="fi" …>`, is upgraded to this element
 * (its destinations only on this origin). The `jwt` token goes only to the search hosts the site
 * names: this origin, the environments' hosts and `<meta name="aalto-search-hosts">` in the head.
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

/** The settings that name where requests go and where visitors are sent. */
const DESTINATIONS = ['base-url', 'theme-url', 'search-host'];

/** A value of legacy markup that stays on this page's origin (a path, or a URL of this origin). */
function onThisOrigin(value: string): boolean {
  try {
    return new URL(value, location.href).origin === location.origin;
  } catch {
    return false;
  }
}

/**
 * Legacy markup: each `<div id="aalto-quicksearch">` present when the script loads gets the
 * element inside it, with its `data-*` settings as attributes (`data-user-id` → `user-id`).
 * Editors' rich text keeps `id` and `data-*`, so such a div may be content: only the element's
 * own attributes are taken (`data-onfocus` copied as `onfocus` would be a handler that runs), a
 * destination (`data-base-url`, `data-theme-url`, `data-search-host`) only when it stays on this
 * origin, and a content element with the id placed first hides no div after it.
 */
export function upgradeLegacyQuicksearch(root: Document = document): void {
  const divs = documentProperty<Document['querySelectorAll']>('querySelectorAll', root).call(root, 'div[id="aalto-quicksearch"]');
  for (const legacy of divs) {
    if (legacy.querySelector('aalto-quicksearch')) continue;
    const element = documentProperty<Document['createElement']>('createElement', root).call(root, 'aalto-quicksearch');
    for (const name of [...SETTINGS_ATTRIBUTES, ...ATTRIBUTES]) {
      const value = legacy.getAttribute(`data-${name}`);
      if (value !== null && (!DESTINATIONS.includes(name) || onThisOrigin(value))) element.setAttribute(name, value);
    }
    legacy.append(element);
  }
}
