/**
 * dist/consent-default.js: a classic script for the page's <head>, before the tag manager's
 * snippet. Consent Mode needs its default before any tag loads, and the loader, a module, runs
 * only after the page is parsed. It sets the default (every signal denied but security, waiting
 * for the update) and, when a choice is stored under the revision given as `data-revision`, the
 * update at once, so a returning visitor's tags need not wait.
 */
import { documentProperty } from '../document-reads.js';
import { choiceInForce, setConsentModeDefault, updateConsentMode } from './consent.js';

setConsentModeDefault();
// This very script (markup's `<img name="currentScript" data-revision>` is not).
const script = documentProperty<HTMLOrSVGScriptElement | null>('currentScript');
const choices = choiceInForce(script?.dataset.revision ?? '');
if (choices) updateConsentMode(choices);
