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
