/**
 * An element's first calls, started when its tag is connected, with its code rather than after it
 * (`first` in its registry entry): the data, the longest wait on a slow network, is on its way
 * while the chunks load. The element's client takes an answer in flight for the same call
 * (client.ts; a search's, listing/search-at-once.ts) instead of asking again: one request.
 *
 * In the loader, so small: it sends a call only where the element's own would go, read from the
 * element's attributes by a stricter reading than the element's (`base-url`, `search-host` an
 * http(s) URL or a path of this site in its plainest form, else the element asks itself), to the
 * same address (`contentApiUrl`; a search's index name, docs/search.md), with the same headers and
 * credentials. A call no element takes (its element left the page before its code arrived)
 * completes unread.
 */
import { getCookie } from '../cookies.js';
import { booleanAttribute } from '../element/values.js';
import { languageAttribute } from '../languages.js';

export interface FirstCall {
  response: Promise<Response>;
  controller: AbortController;
  /** What it was sent as: the XSRF token and whether the visitor's answers are theirs alone. */
  xsrf: string | null;
  personal: boolean;
}

/** The calls started and not yet taken (`takeFirstCall`, client.ts), by address (a search's: its address and body). */
export const firstCalls = new Map<string, FirstCall>();

/**
 * The addresses whose answers the page's cache holds (cache.ts): an element connected later asks
 * the cache, so the loader starts no call of these for it, which nobody would take.
 */
export const cachedAddresses = new Set<string>();

/** Whether the page's collation data is loaded or on its way (`startFirstCalls`). */
let collationStarted = false;

/**
 * Starts an element's first calls: content API paths (an endpoint's fixed parameters after `?`),
 * and a search: an index type, a space and the body (`programmes {"size":…}`), sent as the search
 * client sends it (`POST`, docs/api.md, 'Addresses') to an index with no intranet twin.
 * Not with a `base-url` (a search: a `search-host`) that the element's parser could read otherwise
 * than as written (anything but an http(s) origin with a plain path, or a plain path of this
 * site): the element asks itself then; a search neither with an `environment` or an `index-prefix`
 * (the defaults only, the live host without a `search-host`: the loader stays small), nor for a
 * visitor with a `jwt` cookie (the loader sends no token). An XSRF
 * cookie that fetch refuses as a header fails the call before it is sent, and the client, which
 * sends without it, does not take it.
 */
export function startFirstCalls(element: Element, calls: readonly string[]): void {
  // Most elements that call the content API sort its answers and order their choices (a few only
  // show them, and this task is then spent for nothing): the page's first collator, whatever its
  // language, loads the collation data every later one reads, a pause of the main thread. Made
  // here, in a task of its own while the chunks and calls are on the way, the element's own
  // collators cost next to nothing once they are in.
  if (!collationStarted) setTimeout(() => new Intl.Collator(), 0);
  collationStarted = true;
  const read = (name: string) => element.getAttribute(name);
  const base = (read('base-url') ?? '').replace(/\/+$/, '');
  // No `search-host` (or an empty one): the live environment's (`SEARCH_HOSTS`, search/indices.ts;
  // a test holds the two alike), which the loader sends to only without an `environment`.
  const host = read('search-host') || 'https://search.aalto.fi';
  const xsrf = getCookie('XSRF-TOKEN')?.trim() || null;
  // (A colon out of place makes no URL: fetch refuses it before sending, and the element asks.)
  const plain = /^(https?:\/\/[\w.:-]+)?(\/[\w.~%-]+)*$/i;
  const language = languageAttribute(read('language'));
  const personal = booleanAttribute(read('authenticated'));
  for (const call of calls) {
    const [path, body = ''] = call.split(' ');
    const url = body
      ? plain.test(host) && !read('environment') && !read('index-prefix') && !getCookie('jwt') && `${host}/aalto_live_${path}_${language}/_search`
      : plain.test(base) &&
        `${base}${booleanAttribute(read('path-prefix')) ? `/${language}` : ''}/aalto_api/${path}${path!.includes('?') ? '&' : '?'}_format=json&language=${language}`;
    if (!url || firstCalls.has(url + body) || cachedAddresses.has(url)) continue;
    const controller = new AbortController();
    const response = fetch(url, {
      ...(body ? { method: 'POST', body } : { credentials: 'include' }),
      headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/x-ndjson' } : xsrf && { 'X-XSRF-TOKEN': xsrf }) },
      signal: controller.signal,
      cache: personal ? 'no-store' : 'default',
    });
    // A failure is the client's to report once it takes the call; none is left unhandled.
    response.catch(() => {});
    firstCalls.set(url + body, { response, controller, xsrf, personal });
  }
}
