/**
 * Reading and writing document cookies, the few ways the elements need. Through Document.prototype
 * (`document-reads.ts`): `<img name="cookie">` in a page makes `document.cookie` that image.
 */
import { documentProperty } from './document-reads.js';

/** The page's cookies as the browser keeps them ('' where there is no document). */
const cookieText = () => (typeof document === 'undefined' ? '' : documentProperty<string>('cookie'));

/** Sets a cookie the way `document.cookie = …` does. */
const writeCookie = (text: string) => Reflect.set(Document.prototype, 'cookie', text, document);

/**
 * Every value the page has for a cookie name, in the order the browser lists them: a name can
 * stand more than once, set on a longer path or for a parent domain (which come first).
 */
export function getCookies(name: string): string[] {
  const values: string[] = [];
  for (const part of cookieText().split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      values.push(decodeURIComponent(raw));
    } catch {
      values.push(raw);
    }
  }
  return values;
}

/** A cookie's first value (the one a server reading the header first takes), or null. */
export function getCookie(name: string): string | null {
  return getCookies(name)[0] ?? null;
}

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
  const domains = /^[\d.]+$|:/.test(location.hostname) ? [] : labels.slice(0, -1).map((_, i) => labels.slice(i).join('.')).filter((d) => d.includes('.'));
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
