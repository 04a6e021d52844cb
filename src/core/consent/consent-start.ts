/**
 * The consent core as the loader runs it, before any element's code and without React: a stored
 * choice is put in force (Consent Mode update, gated scripts), Cookiebot is followed, and the
 * dialog's code loads only when there is something to ask. A returning visitor's page so loads
 * the loader alone.
 */
import { choiceInForce, cookiebot, pageRevision, restoreConsent, setConsentModeDefault } from './consent.js';
import { pageQuery } from '../document-reads.js';

const CONSENT_TAG = 'aalto-cookie-consent';
const following = new WeakSet<Element>();

/**
 * When an `<aalto-cookie-consent>` is connected: true when its dialog must load now (no choice
 * stored under its revision, and no Cookiebot on the page); false leaves it idle.
 */
export function connectConsent(element: HTMLElement): boolean {
  const revision = element.getAttribute('revision') ?? '';
  if (cookiebot()) {
    // Cookiebot asks; the element only mirrors its choices into our cookies and events, by code
    // that pages without Cookiebot never load (choice.ts). It reads Cookiebot's state once it has
    // arrived, so a choice made meanwhile is followed too.
    if (!following.has(element)) {
      following.add(element);
      import('./choice.js').then(
        ({ followCookiebot }) => followCookiebot(element, revision),
        () => {},
      );
    }
    return false;
  }
  setConsentModeDefault();
  if (!choiceInForce(revision)) return true;
  restoreConsent(revision);
  return false;
}

/** `renew()` where Cookiebot asks: its own renew, without loading the dialog. True when done. */
export function renewThroughCookiebot(): boolean {
  const api = cookiebot();
  if (!api) return false;
  api.renew();
  return true;
}

/**
 * Once per page: any element with `data-consent-renew` reopens the choice, and a page without the
 * consent element still puts in force a choice made under the site's revision (`pageRevision`:
 * the head's meta there; Consent Mode, gated scripts now and later), never one of an older one.
 */
export function startConsentPage(): void {
  // On the window, whose own methods markup cannot shadow (`<img name="addEventListener">` does the document's).
  addEventListener('click', (event) => {
    const trigger = event.target instanceof Element ? event.target.closest('[data-consent-renew]') : null;
    const element = trigger && pageQuery<HTMLElement & { renew?: () => void }>(CONSENT_TAG);
    if (!element?.renew) return;
    event.preventDefault();
    element.renew();
  });
  if (!pageQuery(CONSENT_TAG) && !cookiebot()) restoreConsent(pageRevision());
}
