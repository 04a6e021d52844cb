/**
 * An element's first content API calls, started by the loader when its tag is connected, with
 * its code rather than after it (`first` in its registry entry): the data, the longest wait on a
 * slow network, is on its way while the chunks load. The element's client takes an answer in
 * flight for the same call (`takeFirstCall`, client.ts) instead of asking again: one request.
 *
 * In the loader, so small: it sends a call only where the element's own would go, read from the
 * element's attributes by a stricter reading than the element's (`base-url` an http(s) URL or a
 * path of this site in its plainest form, else the element asks itself), to the same address
 * (`contentApiUrl`, which a test holds this to), with the same headers and credentials. A call
 * no element takes (its element left the page before its code arrived) completes unread.
 */
import { getCookie } from '../cookies.js';
import { booleanAttribute } from '../element/values.js';
import { languageAttribute } from '../languages.js';

export interface FirstCall {
  response: Promise<Response>;
  controller: AbortController;
}

/** Started calls by what they were sent as: the visitor (personal or not), the XSRF token and the address. */
const started = new Map<string, FirstCall>();
const key = (url: string, xsrf: string | null, personal: boolean) => `${personal} ${xsrf} ${url}`;

/**
 * Starts an element's first calls: content API paths (an endpoint's fixed parameters after `?`).
 * Not with a `base-url` that the element's parser could read otherwise than as written (anything
 * but an http(s) origin with a plain path, or a plain path of this site): the element asks itself
 * then. An XSRF cookie that fetch refuses as a header fails the call before it is sent, and the
 * client, which sends without it, does not take it.
 */
export function startFirstCalls(element: Element, calls: readonly string[]): void {
  const read = (name: string) => element.getAttribute(name);
  const base = (read('base-url') ?? '').replace(/\/+$/, '');
  const xsrf = getCookie('XSRF-TOKEN')?.trim() || null;
  // (A colon out of place makes no URL: fetch refuses it before sending, and the element asks.)
  if (!/^(https?:\/\/[\w.:-]+)?(\/[\w.~%-]+)*$/i.test(base)) return;
  const language = languageAttribute(read('language'));
  const personal = booleanAttribute(read('authenticated'));
  for (const call of calls) {
    const [path, query] = call.split('?');
    const url = `${base}${booleanAttribute(read('path-prefix')) ? `/${language}` : ''}/aalto_api/${path}?${query ? `${query}&` : ''}_format=json&language=${language}`;
    const sent = key(url, xsrf, personal);
    if (started.has(sent)) continue;
    const controller = new AbortController();
    const response = fetch(url, { credentials: 'include', headers: { Accept: 'application/json', ...(xsrf && { 'X-XSRF-TOKEN': xsrf }) }, signal: controller.signal, cache: personal ? 'no-store' : 'default' });
    // A failure is the client's to report once it takes the call; none is left unhandled.
    response.catch(() => {});
    started.set(sent, { response, controller });
  }
}

/**
 * The loader's call for this address when it was sent as the client would send it now; the
 * taker's from then on. One sent for the address otherwise (another visitor, another token) is
 * aborted: the client asks anew.
 */
export function takeFirstCall(url: string, xsrf: string | null, personal: boolean): FirstCall | undefined {
  const sent = key(url, xsrf, personal);
  const call = started.get(sent);
  for (const [other, { controller }] of started) {
    if (!other.endsWith(` ${url}`)) continue;
    started.delete(other);
    if (other !== sent) controller.abort();
  }
  return call;
}
