/**
 * A search-service call that a hub loads its items from, as a content API endpoint is one: a kind
 * (which indexes, spec §7), a body, and the parser of its hits. A failed search parses as no hits,
 * so a hub never branches on failure (the programmes come from the search service, not the
 * content API).
 */
import { searchHits } from './client.js';
import { indexNames, searchHost, type SearchKind } from './indices.js';
import type { SearchBody } from './queries.js';
import type { PageSettings } from '../settings.js';

export interface SearchEndpoint<T> {
  kind: SearchKind;
  body: SearchBody;
  parse: (hits: readonly unknown[]) => T;
}

/*#__NO_SIDE_EFFECTS__*/
export function searchEndpoint<T>(kind: SearchKind, body: SearchBody, parse: (hits: readonly unknown[]) => T): SearchEndpoint<T> {
  return { kind, body, parse };
}

export const isSearchEndpoint = (value: unknown): value is SearchEndpoint<unknown> => typeof value === 'object' && value !== null && 'kind' in value && 'body' in value;

export async function fetchSearchEndpoint<T>(settings: PageSettings, indexPrefix: string, target: SearchEndpoint<T>, signal: AbortSignal): Promise<T> {
  const indices = indexNames(target.kind, { prefix: indexPrefix, environment: settings.environment, language: settings.language, userId: settings.userId });
  return target.parse((await searchHits(searchHost(settings), indices, target.body, { signal })) ?? []);
}
