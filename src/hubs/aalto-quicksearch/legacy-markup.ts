/**
 * The quick search's legacy markup, `<div id="aalto-quicksearch" data-language="fi" …>`, upgraded
 * to the element where a page has it (`element.ts` loads this then). Editors' rich text keeps `id`
 * and `data-*`, so such a div may be page content: what it takes is limited to what the markup is
 * for (README, the quick search).
 */
import { SETTINGS_ATTRIBUTES } from '../../core/element/define.js';
import { documentProperty } from '../../core/document-reads.js';

/**
 * What the element's entry (`element.ts`, in the loader) says of the markup: the divs' selector and
 * the element's own attributes their data-* may carry. Given, not imported, so that this module,
 * which the entry imports, imports nothing back.
 */
export interface LegacyMarkup {
  readonly selector: string;
  readonly attributes: readonly string[];
}

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
 * Each `<div id="aalto-quicksearch">` present when the script loads gets the element inside it,
 * with its `data-*` settings as attributes (`data-user-id` → `user-id`): only the element's own
 * attributes (`data-onfocus` copied as `onfocus` would be a handler that runs), a destination
 * (`data-base-url`, `data-theme-url`, `data-search-host`) only when it stays on this origin, and
 * a content element with the id placed first hides no div after it.
 */
export function upgradeLegacyQuicksearch(markup: LegacyMarkup, root: Document = document): void {
  const divs = documentProperty<Document['querySelectorAll']>('querySelectorAll', root).call(root, markup.selector);
  for (const legacy of divs) {
    if (legacy.querySelector('aalto-quicksearch')) continue;
    const element = documentProperty<Document['createElement']>('createElement', root).call(root, 'aalto-quicksearch');
    for (const name of [...SETTINGS_ATTRIBUTES, ...markup.attributes]) {
      const value = legacy.getAttribute(`data-${name}`);
      if (value !== null && (!DESTINATIONS.includes(name) || onThisOrigin(value))) element.setAttribute(name, value);
    }
    legacy.append(element);
  }
}
