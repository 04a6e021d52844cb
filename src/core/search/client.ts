/**
 * The search service client: `POST {host}/{index,index,...}/_search` (docs/api.md, 'Addresses') with the `jwt`
 * cookie as bearer token. Resolves to the hits' sources, never throwing; a failure (status,
 * network, a body that is not JSON or has no hits) is reported on the element's `aalto-error`,
 * then a `LoadError` (`searchResult`) or null (`searchHits`); an abort is null, unreported.
 */
import { LoadError, readBody, reportFailure } from '../api/load-error.js';
import { cookieHeader } from '../cookie-headers.js';
import type { ReportFn } from '../settings.js';
import { pageHref } from '../links.js';
import type { SearchBody } from './queries.js';

export const JWT_COOKIE = 'jwt';

/** The hits of a search response: `hits.hits[]._source`, or `data` when the body has it; null for a body with neither. */
function hitsOrNull(body: unknown): unknown[] | null {
  if (typeof body !== 'object' || body === null) return null;
  const { data, hits } = body as { data?: unknown; hits?: { hits?: unknown } };
  if (Array.isArray(data)) return data;
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

/** The credential travels encrypted, or to this machine only: https, or http on localhost. */
export function mayCarryToken(url: string): boolean {
  try {
    const { protocol, hostname } = new URL(url, pageHref());
    return protocol === 'https:' || (protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(hostname));
  } catch {
    return false;
  }
}

type SearchOptions = { signal?: AbortSignal; report?: ReportFn; authenticated?: boolean };

/** The search's hits; its `LoadError` (reported) when it failed; null when it was aborted. */
export async function searchResult(host: string, indices: readonly string[], body: SearchBody, options: SearchOptions = {}): Promise<unknown[] | LoadError | null> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/x-ndjson',
    Accept: 'application/json',
  };
  const url = `${host.replace(/\/+$/, '')}/${indices.map(encodeURIComponent).join(',')}/_search`;
  const token = mayCarryToken(url) ? cookieHeader(JWT_COOKIE, 'Authorization', options.report) : null;
  if (token) headers.Authorization = `Bearer ${token}`;
  let failure: LoadError;
  try {
    // An authenticated visitor's hits may be theirs alone: never from or into the HTTP cache.
    const response = await fetch(url, { method: 'POST', headers, body: JSON.stringify(body), signal: options.signal, cache: options.authenticated ? 'no-store' : 'default' });
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
