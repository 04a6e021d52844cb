/**
 * The search service's calls a listing makes (its search, a search endpoint's items), loaded when
 * first needed: most listings never call the search service, and no element loads code it does not
 * run. A failed load is not kept, so the next call tries again.
 */
type SearchCalls = typeof import('../core/search/list-search.js');

let calls: Promise<SearchCalls> | undefined;

export function searchCalls(): Promise<SearchCalls> {
  calls ??= import('../core/search/list-search.js').catch((error: unknown) => {
    calls = undefined;
    throw error;
  });
  return calls;
}
