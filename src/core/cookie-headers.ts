/**
 * Cookies that travel as request headers (the XSRF token, the search service's bearer token),
 * for the content API and search clients. Apart from `cookies.ts`, which the loader holds for the
 * consent core: a page loads this with the first client that sends a request.
 */
import { getCookie } from './cookies.js';
import type { ReportFn } from './settings.js';

/**
 * A cookie's value as a request header value, or null when fetch would refuse it (a letter
 * outside Latin-1, a control character): the header is then left out, never the request.
 */
export function headerValue(value: string | null): string | null {
  return value !== null && /^[\t\x20-\x7e\x80-\xff]*$/.test(value) ? value.trim() : null;
}

/** The cookies already reported as unsendable, by name: each is reported once a page. */
const unsendable = new Set<string>();

/**
 * The value of a cookie that travels as a header, reported once (through the element's
 * `aalto-error`) and left out when it cannot be sent; null when there is none to send.
 */
export function cookieHeader(name: string, header: string, report?: ReportFn): string | null {
  const raw = getCookie(name);
  if (raw === null || raw === '') return null;
  const value = headerValue(raw);
  if (value === null && !unsendable.has(name)) {
    unsendable.add(name);
    report?.({
      error: new TypeError(`The ${name} cookie cannot be sent as the ${header} header (a character outside Latin-1); requests go without it.`),
      reason: 'unsendable-header',
      header,
    });
  }
  return value || null;
}
