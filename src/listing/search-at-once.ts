/**
 * The search service's calls for a hub whose items come from the search service, which its
 * declaration names (`searchCalls`): they come with the hub's code, not imported when its first
 * load asks for them (`search-service.ts`), a request more before its first paint.
 *
 * Its items' search takes the loader's in flight when the loader started it with the hub's code
 * (a search in `first` of its registry entry, core/api/first-calls.ts): one request, never two.
 */
import * as calls from '../core/search/list-search.js';
import { firstCalls } from '../core/api/first-calls.js';
import type { SearchCalls } from './search-service.js';

/**
 * Sends a search: the loader's for this very address and body when it was sent as this one goes
 * (without a token, for the same visitor), else this one. One sent otherwise (a token since,
 * another visitor) is aborted: not ours to read. The loader's fails as this one would, reported by
 * the client once; it is aborted when this one is.
 */
const takeFirstSearch: typeof fetch = (url, init = {}) => {
  const key = `${url as string}${init.body as string}`;
  const first = firstCalls.get(key);
  firstCalls.delete(key);
  if (!first || 'Authorization' in (init.headers as Record<string, string>) || first.personal !== (init.cache === 'no-store')) {
    first?.controller.abort();
    return fetch(url, init);
  }
  const abort = () => first.controller.abort();
  if (init.signal?.aborted) abort();
  else init.signal?.addEventListener('abort', abort, { once: true });
  return first.response;
};

export const searchCallsAtOnce: SearchCalls = {
  ...calls,
  fetchSearchEndpoint: (settings, indexPrefix, target, signal) =>
    calls.fetchSearchEndpoint({ ...settings, send: takeFirstSearch }, indexPrefix, target, signal),
};
