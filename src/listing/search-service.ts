/**
 * The search service's calls a listing makes (its search, a search endpoint's items), loaded when
 * first needed: most listings never call the search service, and no element loads code it does not
 * run. A failed load is not kept, so the next call tries again.
 */
export type SearchCalls = typeof import('../core/search/list-search.js');

let calls: Promise<SearchCalls> | undefined;

/** The calls: those a hub names (`HubBase.searchCalls`), else the module, imported once. */
export function searchCalls(given?: SearchCalls): Promise<SearchCalls> {
  if (given) return Promise.resolve(given);
  calls ??= import('../core/search/list-search.js').catch((error: unknown) => {
    calls = undefined;
    throw error;
  });
  return calls;
}
