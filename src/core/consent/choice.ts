/**
 * A choice made (docs/api.md, 'Consent cookies'): its cookies written, its events fired, Consent
 * Mode told and the gated scripts run; and Cookiebot's choices followed as ours. Not in the
 * loader, which every page loads and which only reads the choice in force (consent.ts): a copy
 * in the dialog's chunk, and a chunk of its own that the loader loads where Cookiebot asks
 * (consent-start.ts).
 */
import { removeShadowingCookies, setCookie } from '../cookie-writes.js';
import {
  CATEGORIES,
  MAX_AGE_SECONDS,
  REVISION_COOKIE,
  cookieName,
  cookiebot,
  cookiebotChoices,
  runGatedScripts,
  storedChoices,
  updateConsentMode,
  watchGatedScripts,
  type Category,
  type Choices,
} from './consent.js';

export interface ApplyOptions {
  /** Where the events are dispatched (the element); they bubble. */
  target: EventTarget;
  revision?: string;
  /** Where the choice came from, for the consent record. */
  source?: 'dialog' | 'cookiebot';
}

/** Records a choice: cookies, change events, the consent record, Consent Mode, gated scripts. */
export function applyChoice(requested: Choices, { target, revision = '', source = 'dialog' }: ApplyOptions): Category[] {
  const choices: Choices = { ...requested, necessary: true };
  const before = storedChoices();
  const changed = CATEGORIES.filter((c) => before[c] !== choices[c]);
  // The choice replaces what is read back: other cookies of the same names that this page can
  // reach (a longer path, a parent domain) go first, so none shadows it.
  for (const category of CATEGORIES) {
    removeShadowingCookies(cookieName(category));
    setCookie(cookieName(category), choices[category] ? '1' : '0', MAX_AGE_SECONDS);
  }
  removeShadowingCookies(REVISION_COOKIE);
  setCookie(REVISION_COOKIE, revision, MAX_AGE_SECONDS);
  const fire = (name: string, detail: unknown) => target.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  for (const category of changed) fire(choices[category] ? 'aalto-consent-accept' : 'aalto-consent-decline', { category });
  fire('aalto-consent-change', { categories: { ...choices }, timestamp: new Date().toISOString(), revision, source });
  updateConsentMode(choices);
  runGatedScripts(choices);
  watchGatedScripts();
  return changed;
}

/**
 * Follows Cookiebot: its accept and decline events (fired on every page load too) and its
 * consent object become our choices, under the same cookie and event rules, so our events still
 * fire only on change. Syncs once now when Cookiebot already has a response. Returns the stop.
 */
export function followCookiebot(target: EventTarget, revision = ''): () => void {
  const sync = () => {
    const choices = cookiebotChoices(cookiebot());
    if (choices) applyChoice(choices, { target, revision, source: 'cookiebot' });
  };
  if (cookiebot()?.hasResponse === true) sync();
  window.addEventListener('CookiebotOnAccept', sync);
  window.addEventListener('CookiebotOnDecline', sync);
  return () => {
    window.removeEventListener('CookiebotOnAccept', sync);
    window.removeEventListener('CookiebotOnDecline', sync);
  };
}
