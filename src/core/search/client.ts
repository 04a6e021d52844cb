/**
 * The search service client: `POST {host}/{index,index,...}/_search` (docs/api.md, 'Addresses') with the `jwt`
 * cookie as bearer token, to the hosts the site names alone (`mayCarryToken`). Resolves to the hits' sources, never throwing; a failure (status,
 * network, a body that is not JSON or has no hits) is reported on the element's `aalto-error`,
 * then a `LoadError` (`searchResult`) or null (`searchHits`); an abort is null, unreported.
 */
import { LoadError, readBody, reportFailure } from '../api/load-error.js';
import { cookieHeader } from '../cookie-headers.js';
import type { ReportFn } from '../settings.js';
import { documentProperty } from '../document-reads.js';
import { pageHref } from '../links.js';
import { SEARCH_HOSTS } from './indices.js';
import type { SearchBody } from './queries.js';

export const JWT_COOKIE = 'jwt';

/** The hits of a search response: `hits.hits[]._source`, or `data` when the body has it; null for a body with neither. */
function hitsOrNull(body: unknown): unknown[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { data, hits } = body as { data?: unknown; hits?: { hits?: unknown } };
  if (Array.isArray(data)) return data as unknown[];
  if (hits && Array.isArray(hits.hits)) {
    return hits.hits
      .map((hit) => (typeof hit === 'object' && hit !== null ? (hit as { _source?: unknown })._source : undefined))
      .filter((source) => typeof source === 'object' && source !== null);
  }
  return null;
}

/** The hits of a search response; [] for a body that has none. */
export function hitsOf(body: unknown): unknown[] {
  return hitsOrNull(body) ?? [];
}

/** The meta element in the document's head by which a site names more search hosts (README, Production). */
export const SEARCH_HOSTS_META = 'aalto-search-hosts';

/**
 * The origins the site names as its search service: this page's, the environments' hosts, and
 * those listed in `<meta name="aalto-search-hosts" content="https://a.example https://b.example">`
 * in the document's head. Content reaches neither the code nor the head: a host that only an
 * element's attribute or legacy markup names is not among them.
 */
export function siteSearchOrigins(): Set<string> {
  const listed: string[] = [location.origin, ...Object.values(SEARCH_HOSTS)];
  const head = documentProperty<HTMLHeadElement | null>('head');
  for (const meta of head?.querySelectorAll(`meta[name="${SEARCH_HOSTS_META}"]`) ?? []) listed.push(...(meta.getAttribute('content') ?? '').split(/[\s,]+/));
  const origins = new Set<string>();
  for (const url of listed) {
    try {
      origins.add(new URL(url).origin);
    } catch {
      // Not a URL: it names no host.
    }
  }
  return origins;
}

/**
 * The credential goes to a host the site names (`siteSearchOrigins`), and travels encrypted or to
 * this machine only: https, or http on localhost.
 */
export function mayCarryToken(url: string): boolean {
  try {
    const { protocol, hostname, origin } = new URL(url, pageHref());
    const encrypted = protocol === 'https:' || (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname));
    return encrypted && siteSearchOrigins().has(origin);
  } catch {
    return false;
  }
}

/** `send`: what sends the request, fetch unless given (a search the loader started is taken: listing/search-at-once.ts). */
export type SearchOptions = { signal?: AbortSignal; report?: ReportFn; authenticated?: boolean; send?: typeof fetch };

/** The search's hits; its `LoadError` (reported) when it failed; null when it was aborted. */
export async function searchResult(
  host: string,
  indices: readonly string[],
  body: SearchBody,
  options: SearchOptions = {},
): Promise<unknown[] | LoadError | null> {
  const url = `${host.replace(/\/+$/, '')}/${indices.map(encodeURIComponent).join(',')}/_search`;
  let failure: LoadError;
  try {
    // Inside the try: whatever the page did to its globals, the search ends, in hits or a failure.
    const headers: Record<string, string> = {
      'Content-Type': 'application/x-ndjson',
      Accept: 'application/json',
    };
    const token = mayCarryToken(url) ? cookieHeader(JWT_COOKIE, 'Authorization', options.report) : null;
    if (token) headers.Authorization = `Bearer ${token}`;
    // An authenticated visitor's hits may be theirs alone: never from or into the HTTP cache.
    const response = await (options.send ?? fetch)(url, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: options.signal,
      cache: options.authenticated ? 'no-store' : 'default',
    });
    const read = await readBody(response, (answer) => hitsOrNull(answer) !== null);
    if ('body' in read) return hitsOrNull(read.body);
    failure = new LoadError(`${indices.join(',')}/_search`, read.reason, url);
  } catch {
    if (options.signal?.aborted) return null;
    failure = new LoadError(`${indices.join(',')}/_search`, 'network', url);
  }
  reportFailure(options.report, failure);
  return failure;
}

/** The search's hits; null when it failed (reported) or was aborted, for callers that fall back to something else. */
export async function searchHits(host: string, indices: readonly string[], body: SearchBody, options: SearchOptions = {}): Promise<unknown[] | null> {
  const result = await searchResult(host, indices, body, options);
  return result instanceof LoadError ? null : result;
}

/** The search's hits; [] when it failed (reported) or was aborted. */
export async function searchService(host: string, indices: readonly string[], body: SearchBody, options: SearchOptions = {}): Promise<unknown[]> {
  return (await searchHits(host, indices, body, options)) ?? [];
}
