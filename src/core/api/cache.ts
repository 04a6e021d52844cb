/**
 * The keyed cache that every content API call of the page goes through, and the loading of
 * declared sources (`source.ts`) over it. TanStack Query's model: one cache per page (`pageCache`),
 * keyed by what is asked (the address with its parameters, whose path names its one parser, and
 * who asks), so a call two elements or two parts of one make (a listing's organisation tree and
 * its menu's; two listings' categories) is requested and parsed once and answered from the cache
 * after. Requests in flight are the client's to share and abort (`getContent`: a caller that aborts
 * gets the empty answer, the last one out aborts the request; each element hears of a failure
 * once). An answer is kept while an element of the page holds the cache (a listing's calls that
 * follow its first answers, one per category, are asked once a page), but those to the visitor's
 * queries, each a key of its own, of which the latest are kept; a failure is not kept (the next
 * load, 'Try again', asks again).
 */
import { contentApiUrl, getContent, type ApiParams } from './client.js';
import { parseAnswer, type Endpoint, type FirstLook } from './endpoint.js';
import { cachedAddresses } from './first-calls.js';
import type { CacheSettings, Source } from './source.js';

export interface QueryCache {
  /**
   * The parsed answer of a call; rejects with its `LoadError` when it could not load. `query`: the
   * parameters are the visitor's query (a server-filtered listing's), an answer among the latest kept.
   * `look`: a look at the data before it is read, for the caller that reads it (`FirstLook`).
   */
  fetch<T>(settings: CacheSettings, call: Endpoint<T>, params?: ApiParams, signal?: AbortSignal, query?: boolean, look?: FirstLook): Promise<T>;
  /** Drops every answer (the page's cache, once its last element has gone). */
  clear(): void;
}

/** The answers to the visitor's queries kept at most, oldest dropped first: each query is a key. */
const KEPT_QUERIES = 32;

/**
 * A keyed cache. `page`: the page's, whose held addresses the loader knows (`cachedAddresses`), so
 * that it starts no first call for an element the cache answers.
 */
export function createQueryCache(page = false): QueryCache {
  const answers = new Map<string, Promise<unknown>>();
  /** The keys of the answers to queries, oldest first. */
  const queries = new Set<string>();
  /** Each kept answer's address, by key. */
  const addresses = new Map<string, string>();
  const drop = (key: string) => {
    answers.delete(key);
    const address = addresses.get(key);
    addresses.delete(key);
    if (address && ![...addresses.values()].includes(address)) cachedAddresses.delete(address);
  };
  return {
    clear: () => [...answers.keys()].forEach(drop),
    fetch<T>(settings: CacheSettings, call: Endpoint<T>, params: ApiParams = {}, signal?: AbortSignal, query = false, look?: FirstLook) {
      const all = { ...call.params, ...params };
      // Who asks is part of the key: a logged-in visitor's answers may hold community content.
      const address = contentApiUrl(settings, call.path, all);
      const key = `${settings.userId} ${settings.authenticated} ${address}`;
      const kept = answers.get(key) as Promise<T> | undefined;
      if (kept) return kept;
      return getContent(settings, call.path, all, { signal, read: look?.read }).then((data) => {
        // Aborted: the empty answer, kept by nobody.
        if (!data) return call.parse(null);
        // Callers that shared the request come one after the other: the first one parses.
        let answer = answers.get(key) as Promise<T> | undefined;
        if (!answer) {
          answers.set(key, (answer = parseAnswer(call, data, look)));
          if (page) {
            addresses.set(key, address);
            cachedAddresses.add(address);
          }
          if (query) queries.add(key);
          for (const old of queries) {
            if (queries.size <= KEPT_QUERIES) break;
            queries.delete(old);
            drop(old);
          }
        }
        return answer;
      });
    },
  };
}

let page: { cache: QueryCache; holders: number } | null = null;

/**
 * The page's cache, and `hold`, which an element calls while it is mounted (it returns the
 * release): when the last holder lets go, the answers go with it.
 */
export function pageCache(): { cache: QueryCache; hold: () => () => void } {
  const current = (page ??= { cache: createQueryCache(true), holders: 0 });
  return {
    cache: current.cache,
    hold: () => {
      page ??= current;
      current.holders += 1;
      return () => {
        current.holders -= 1;
        if (current.holders > 0) return;
        current.cache.clear();
        if (page === current) page = null;
      };
    },
  };
}

/** Loads a source; rejects with the `LoadError` of a call that could not load. */
export async function loadSource<T>(cache: QueryCache, settings: CacheSettings, source: Source<T>, signal: AbortSignal): Promise<T> {
  const calls = Object.entries(source.calls);
  const parsed = await Promise.all(calls.map(([, call]) => cache.fetch(settings, call, {}, signal)));
  return source.select(Object.fromEntries(calls.map(([name], i) => [name, parsed[i]])), settings);
}
