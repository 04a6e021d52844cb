/**
 * A search-service call that a hub loads its items from, as a content API endpoint is one: a kind
 * (which indexes: docs/search.md), a body, and the parser of its hits. A failed search fails the hub's
 * load as a content API call does (the programmes come from the search service, not the
 * content API). The call itself is in `list-search.ts`, which only listings that search load.
 */
import type { SearchKind } from './indices.js';
import type { SearchBody } from './queries.js';

export interface SearchEndpoint<T> {
  kind: SearchKind;
  body: SearchBody;
  parse: (hits: readonly unknown[]) => T;
}

/*#__NO_SIDE_EFFECTS__*/
export function searchEndpoint<T>(kind: SearchKind, body: SearchBody, parse: (hits: readonly unknown[]) => T): SearchEndpoint<T> {
  return { kind, body, parse };
}

export const isSearchEndpoint = (value: unknown): value is SearchEndpoint<unknown> =>
  typeof value === 'object' && value !== null && 'kind' in value && 'body' in value;
