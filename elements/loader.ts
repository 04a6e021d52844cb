/**
 * dist/aalto-hubs.js: defines every tag. Defining is cheap: no React here; an element's code and
 * the shared runtime load by dynamic import the first time its tag is connected. Loading this
 * script twice is harmless (each tag is defined once, legacy markup upgraded once).
 */
import './summer-school-listing.js';
import './aalto-cookie-consent.js';
import './events-listing.js';
import './news-listing.js';
import './student-guide-events.js';
import './student-guide-news.js';
import './personnel-hub-recent.js';
import { upgradeLegacyQuicksearch } from './aalto-quicksearch.js';

if (typeof document !== 'undefined') {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => upgradeLegacyQuicksearch());
  else upgradeLegacyQuicksearch();
}

export { elementClass, defineTag } from '../src/core/element/define.js';
