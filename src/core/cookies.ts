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

export interface CookieOptions {
  path?: string;
  maxAgeSeconds?: number;
  sameSite?: 'Lax' | 'Strict' | 'None';
  /** Defaults to on when the page is served over https. */
  secure?: boolean;
}

/**
 * Removes every cookie of this name the page can reach besides the one at `path` on this host:
 * those on the longer paths of this page's path and those set for a parent domain, which a
 * reader would otherwise find first.
 */
export function removeShadowingCookies(name: string, path = '/'): void {
  if (typeof document === 'undefined' || typeof location === 'undefined') return;
  const segments = location.pathname.split('/').filter(Boolean);
  const paths = new Set(['/']);
  for (let i = 1; i <= segments.length; i += 1) {
    const prefix = `/${segments.slice(0, i).join('/')}`;
    paths.add(prefix).add(`${prefix}/`);
  }
  const labels = location.hostname.split('.');
  // Parent domains down to two labels (a browser refuses a public suffix itself anyway).
  const domains = /^[\d.]+$|:/.test(location.hostname) ? [] : labels.slice(0, -1).map((_, i) => labels.slice(i).join('.')).filter((d) => d.includes('.'));
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  for (const p of paths) {
    if (p !== path) writeCookie(`${name}=; path=${p}; max-age=0${secure}`);
    for (const domain of domains) writeCookie(`${name}=; path=${p}; domain=${domain}; max-age=0${secure}`);
  }
}

export function setCookie(name: string, value: string, options: CookieOptions = {}): void {
  if (typeof document === 'undefined') return;
  const secure = options.secure ?? (typeof location !== 'undefined' && location.protocol === 'https:');
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${options.path ?? '/'}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`max-age=${Math.floor(options.maxAgeSeconds)}`);
  parts.push(`SameSite=${options.sameSite ?? 'Lax'}`);
  if (secure) parts.push('Secure');
  writeCookie(parts.join('; '));
}
