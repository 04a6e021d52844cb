import { afterEach, beforeEach } from 'vitest';
import { CATEGORIES, REVISION_COOKIE, cookieName } from '../../src/core/consent/consent';

/** Forgets every consent cookie (happy-dom keeps an emptied cookie, so expire and blank both). */
export function clearConsentCookies() {
  for (const name of [...CATEGORIES.map(cookieName), REVISION_COOKIE]) document.cookie = `${name}=; max-age=0; path=/`;
}

/** The consent cookies as a map of name to value, leaving out emptied ones. */
export function consentCookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name, value]) => name?.startsWith('aalto_consent_') && value !== undefined && value !== '')
      .map(([name, value]) => [name!, value!]),
  );
}

export type W = Window & { gtag?: unknown; dataLayer?: unknown[] };
export let target: HTMLElement;
export let events: Array<[string, unknown]>;
export let listening: AbortController;

/** A page of the consent tests: the choice's events recorded, cookies and the page's tags cleared after each test. */
export function useConsentPage() {
  beforeEach(() => {
    listening = new AbortController();
    clearConsentCookies();
    target = document.createElement('div');
    document.body.append(target);
    events = [];
    for (const name of ['aalto-consent-accept', 'aalto-consent-decline', 'aalto-consent-change']) {
      document.addEventListener(name, (e) => events.push([name, (e as CustomEvent).detail]), { signal: listening.signal });
    }
  });
  afterEach(() => {
    listening.abort();
    document.body.innerHTML = '';
    delete (window as W).gtag;
    delete (window as W).dataLayer;
    clearConsentCookies();
  });
}
