/**
 * A search of one kind of index (its names for this visitor, the host of the page's environment):
 * a body in, the hits out; null when the search failed (reported on the element) or was aborted.
 * What an element that searches as the visitor types asks with (the quick search; a listing's
 * search, `list-search.ts`), never the client itself.
 */
import { searchHits } from './client.js';
import { indexNames, searchHost, type SearchKind } from './indices.js';
import type { SearchBody } from './queries.js';
import type { PageSettings } from '../settings.js';

export function kindSearch(
  settings: PageSettings,
  indexPrefix: string,
  kind: SearchKind,
): (body: SearchBody, signal: AbortSignal) => Promise<unknown[] | null> {
  const indices = indexNames(kind, { ...settings, prefix: indexPrefix });
  return (body, signal) => searchHits(searchHost(settings), indices, body, { ...settings, signal });
}
