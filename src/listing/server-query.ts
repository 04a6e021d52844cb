/**
 * A listing whose content API calls take its query (`HubSource.query`): when the parameters the
 * query gives change, the calls are made again after a pause, the latest only (a newer query
 * aborts the older request, a late answer is dropped), and the answer's items replace the store's.
 * The store keeps its query and still applies it, so the results are the same whether the server
 * filters or not, and its choices, those of the first load. Headless; a hub that needs it names it
 * (`serverQuery`) and has it in its chunk, so other listings never load it.
 */
import { createLatestSearch } from '../core/search/latest.js';
import type { HubServerQuery, ServerQuery } from './hub-source.js';
import type { ListingStore } from './store.js';

/** How long the query rests before the server is asked again (the address write-back's pause). */
export const SERVER_QUERY_PAUSE_MS = 250;

/** Follows the store's query until the returned function is called. */
export function followServerQuery<Item>(
  store: ListingStore<Item>,
  query: HubServerQuery,
  load: (signal: AbortSignal, query: ServerQuery) => Promise<{ items: readonly Item[] }>,
): () => void {
  const keyOf = (q: ServerQuery) => JSON.stringify(query.params({ selected: q.selected, search: q.search.trim() }));
  // The first load asked with no query; the address may restore one right after it.
  let current = keyOf({ selected: {}, search: '' });
  /** The query of the latest key asked for. */
  let wanted: ServerQuery = { selected: {}, search: '' };
  /** The term of the items the store has. */
  let itemsTerm = '';
  const latest = createLatestSearch<{ items: readonly Item[] }>({
    search: (_key, signal) => load(signal, wanted),
    onResult: (key, loaded) => {
      current = key;
      itemsTerm = wanted.search;
      // The choices stay those of the first load, which asked with no query: the server's answer to
      // a query has only the matching items, and the choices the items have are worked out from
      // them (another topic must stay on offer, to be added to the chosen one).
      // A call that could not load (reported already) keeps the items there are: the store still
      // applies the query to them, so the results stay right, if less fresh.
      if (loaded) store.getState().setItems(loaded.items, store.getState().choices);
      else store.getState().itemsComing(null);
    },
    debounceMs: SERVER_QUERY_PAUSE_MS,
  });
  const follow = (state: ReturnType<ListingStore<Item>['getState']>) => {
    // While the first load is still filling the store, its later answers would replace the query's
    // items with unfiltered ones: the query waits until that load is done (its end is a change too).
    if (state.filling) return;
    const key = keyOf(state);
    if (state.loaded && key !== current) {
      wanted = { selected: state.selected, search: state.search.trim() };
      // A new term: the store's remote search answer waits for these items (the two may differ).
      state.itemsComing(wanted.search === itemsTerm ? null : wanted.search);
      latest.request(key);
    } else if (key === current && latest.pending() !== null) {
      latest.cancel();
      state.itemsComing(null);
    }
  };
  const stop = store.subscribe(follow);
  // The store may have its query, and its items, already.
  follow(store.getState());
  return () => {
    stop();
    latest.cancel();
    store.getState().itemsComing(null);
  };
}

export type FollowServerQuery = typeof followServerQuery;
