/**
 * dist/aalto-hubs.js: defines every tag of the registry. Defining is cheap: no React here; an
 * element's code and the shared runtime load by dynamic import the first time its tag is
 * connected. Loading this script twice is harmless (each tag is defined once, legacy markup
 * upgraded once).
 */
import { defineTag, elementClass } from '../src/core/element/define.js';
import { ELEMENTS } from './registry.js';
import { startConsentPage } from '../src/core/consent/consent-start.js';
import { documentProperty } from '../src/core/document-reads.js';

// Outside a browser (a server-rendering import) there is nothing to define.
if (typeof customElements !== 'undefined') for (const entry of ELEMENTS) defineTag(entry.tag, elementClass(entry));

if (typeof document !== 'undefined') {
  startConsentPage();
  // What an element takes over from a page once it is parsed (the quick search's legacy markup).
  const ready = () => {
    for (const entry of ELEMENTS) entry.documentReady?.(document);
  };
  // Read through Document.prototype, and heard on the window (DOMContentLoaded bubbles to it):
  // markup shadows the document's `readyState` and `addEventListener` by name, not the window's.
  if (documentProperty('readyState') === 'loading') addEventListener('DOMContentLoaded', ready);
  else ready();
}

export { elementClass, defineTag } from '../src/core/element/define.js';
/** A site's own language for every element: `registerTexts('de', { … })` (docs/languages.md, 'Another language'). */
export { registerTexts } from '../src/core/i18n/registered.js';
