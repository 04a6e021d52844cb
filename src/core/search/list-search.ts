/**
 * A listing's calls to the search service (docs/search.md), loaded only by the listings that make them
 * (`src/listing/search-service.ts`):
 * - its search (the events and news kinds, with their recency boosts): a term in, the keys of the
 *   matching documents out (their URLs and node ids), in relevance order, for the listing to pick
 *   its own items by; null when the service failed;
 * - the items of a hub whose source is a search endpoint (the programmes).
 */
import { LoadError } from '../api/load-error.js';
import { searchResult, type SearchOptions } from './client.js';
import { kindSearch } from './search-kind.js';
import { indexNames, searchHost, type SearchKind } from './indices.js';
import { TIES, type SearchBody } from './queries.js';
import type { SearchEndpoint } from './search-endpoint.js';
import type { PageSettings } from '../settings.js';

const first = (value: unknown): unknown => (Array.isArray(value) ? value[0] : value);

/** What a list search reads of a hit, and all it asks for (unless its query names less): the keys of `hitKeys`. */
const LIST_SOURCE = ['url', 'nid'];

/** The body a list search sends: its query, asking for the hits' keys only, ties in one order. */
export const listSearchBody = (body: SearchBody): SearchBody => ({ _source: LIST_SOURCE, ...body, sort: [...[body.sort ?? '_score'].flat(), ...TIES] });

/** The keys a hit names its document by: its URL and, when it has one, its node id. */
export function hitKeys(hit: unknown): string[] {
  if (typeof hit !== 'object' || hit === null) return [];
  const { url, nid } = hit as Record<string, unknown>;
  return [first(url), first(nid)].filter((key): key is string | number => typeof key === 'string' || typeof key === 'number').map(String);
}

export function listSearch(
  settings: PageSettings,
  indexPrefix: string,
  kind: SearchKind,
  query: (term: string) => SearchBody,
): (term: string, signal: AbortSignal) => Promise<string[] | null> {
  const search = kindSearch(settings, indexPrefix, kind);
  return async (term, signal) => {
    const hits = await search(listSearchBody(query(term)), signal);
    return hits?.flatMap(hitKeys) ?? null;
  };
}

/**
 * A search endpoint's items; a failed search rejects with its `LoadError` (reported), as a content
 * API call does. The settings are the search's options too (`send`: client.ts).
 */
export async function fetchSearchEndpoint<T>(
  settings: PageSettings & SearchOptions,
  indexPrefix: string,
  target: SearchEndpoint<T>,
  signal: AbortSignal,
): Promise<T> {
  const hits = await searchResult(searchHost(settings), indexNames(target.kind, { ...settings, prefix: indexPrefix }), target.body, { ...settings, signal });
  if (hits instanceof LoadError) throw hits;
  return target.parse(hits ?? []);
}
