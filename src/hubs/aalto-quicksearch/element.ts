import type { ElementEntry } from '../../core/element/element-entry.js';
import { documentProperty } from '../../core/document-reads.js';

/** The quick search's own attributes, which legacy markup's data-* may carry too. */
export const ATTRIBUTES = ['index-prefix'];

/** The legacy markup: its upgrade (`legacy-markup.ts`) loads only where the page has it. */
export const LEGACY = 'div[id="aalto-quicksearch"]';

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
  budgetKB: 72.25,
  documentReady: (document) => {
    if (documentProperty<Document['querySelector']>('querySelector', document).call(document, LEGACY))
      import('./legacy-markup.js').then(
        ({ upgradeLegacyQuicksearch }) => upgradeLegacyQuicksearch({ selector: LEGACY, attributes: ATTRIBUTES }, document),
        () => {},
      );
  },
} satisfies ElementEntry;
