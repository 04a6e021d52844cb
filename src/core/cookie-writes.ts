/**
 * Writing cookies: a choice stored, and the cookies of its name that would shadow it removed.
 * Only a choice being made writes (consent/choice.ts), so this is no part of the loader, which
 * only reads them (cookies.ts).
 */
import { getCookies } from './cookies.js';

/** Sets a cookie the way `document.cookie = …` does. */
const writeCookie = (text: string) => Reflect.set(Document.prototype, 'cookie', text, document);

/** The attribute that keeps a cookie off plain http where the page is on https. */
const secure = () => (location.protocol === 'https:' ? '; Secure' : '');

/**
 * A cookie path longer than this is not kept (browsers drop the attribute past 1024 bytes), and
 * a site's pages stand a few levels deep: past this many segments a path names no cookie to expire.
 */
const MAX_COOKIE_PATH = 1024;
const MAX_PATH_SEGMENTS = 16;

/**
 * Removes every cookie of this name the page can reach besides the one at `path` on this host:
 * those on the longer paths of this page's path and those set for a parent domain, which a
 * reader would otherwise find first. Bounded: nothing when the page has no cookie of the name,
 * and the page's first path segments only (a crafted address of thousands of segments costs no
 * more than a real one; a cookie planted deeper still makes the choice ambiguous, so it is asked
 * again, never granted on a shadow).
 */
export function removeShadowingCookies(name: string, path = '/'): void {
  if (typeof location === 'undefined' || getCookies(name).length === 0) return;
  const paths = new Set(['/']);
  let prefix = '';
  for (const segment of location.pathname.split('/', MAX_PATH_SEGMENTS + 1)) {
    if (!segment) continue;
    prefix += `/${segment}`;
    if (prefix.length >= MAX_COOKIE_PATH) break;
    paths.add(prefix).add(`${prefix}/`);
  }
  const labels = location.hostname.split('.');
  // Parent domains down to two labels (a browser refuses a public suffix itself anyway).
  const domains = /^[\d.]+$|:/.test(location.hostname)
    ? []
    : labels
        .slice(0, -1)
        .map((_, i) => labels.slice(i).join('.'))
        .filter((d) => d.includes('.'));
  const flag = secure();
  for (const p of paths) {
    if (p !== path) writeCookie(`${name}=; path=${p}; max-age=0${flag}`);
    for (const domain of domains) writeCookie(`${name}=; path=${p}; domain=${domain}; max-age=0${flag}`);
  }
}

/** Sets a cookie for the whole site (path '/') for `maxAgeSeconds`: SameSite=Lax, and Secure on https. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  writeCookie(`${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; SameSite=Lax${secure()}`);
}
