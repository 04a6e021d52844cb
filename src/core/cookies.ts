/**
 * Reading document cookies, the few ways the elements need (a choice's writes: cookie-writes.ts). Through Document.prototype
 * (`document-reads.ts`): `<img name="cookie">` in a page makes `document.cookie` that image.
 */
import { documentProperty } from './document-reads.js';

/** The page's cookies as the browser keeps them ('' where there is no document). */
const cookieText = () => (typeof document === 'undefined' ? '' : documentProperty<string>('cookie'));

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
