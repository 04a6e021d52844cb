/**
 * Loading a hub, headless: its calls at once through the page's cache, the calls that follow the
 * first answers, its selection and the visitor's items; then into its store (the address kept in
 * sync from then on, the items indexed in slices); and the sources its layout shows beside the
 * listing (`sides`). The React side runs these through the one loading hook (`useLoad`).
 */
import { visibleTo } from '../core/audience.js';
import { warmCollator } from '../core/collator.js';
import { loadSource, type QueryCache } from '../core/api/cache.js';
import { optionalCall, type Endpoint, type FirstLook } from '../core/api/endpoint.js';
import type { Source } from '../core/api/source.js';
import { isSearchEndpoint } from '../core/search/search-endpoint.js';
import type { PageSettings } from '../core/settings.js';
import { afterPaint, nextTask, pooled } from '../core/tasks.js';
import { syncAddress, type AddressSyncOptions } from './address-sync.js';
import type { FirstPageLook, HubBase } from './hub-spec.js';
import type { Selected, ServerQuery, SourceCall } from './hub-source.js';
import { searchCalls } from './search-service.js';
import type { ListingStore } from './store.js';
import type { Choice } from './types.js';

/** What a load puts into the store. */
export interface Loaded<Item> {
  items: readonly Item[];
  /** How the query appears in the address; built from what loaded (choices can come from the server). */
  address?: AddressSyncOptions;
  /** The filter groups' choices found with the items (kept in the store). */
  choices?: Readonly<Record<string, readonly Choice[]>>;
}

/**
 * Shows what a load has so far (`loadHub`'s `partial`); what it returns settles once that is in
 * the store (`loadIntoStore`).
 */
export type ShowPartial<T> = (loaded: T) => Promise<void> | void;

/** The `follow` calls in flight at once: a browser's connections to one host, over HTTP/1.1. */
export const FOLLOW_CONCURRENCY = 6;

/**
 * Calls a definition's endpoints at once (those the server query names with its parameters),
 * through the page's cache (a call its layout's sources make too is made once); only the
 * visitor's items stay (community content needs a login). Rejects with the `LoadError` of the
 * main (first) call; any other call that failed is its empty answer (see `HubSource.endpoints`).
 * The `follow` calls go `FOLLOW_CONCURRENCY` at a time; `partial` gets what is in, with items: what
 * the first answers hold at once, then as the answers' count doubles (a long fan-out shows its
 * first items early, and is selected and indexed a few times, not once an answer). The first items
 * wait for no call that follows: those start once the first items are painted (no answer of theirs
 * competes with the first render), or at once when the first answers hold none. `first` looks at
 * the main call's data before it is read whole (`FirstPageLook`): what it shows goes to `partial`
 * with the other calls' answers.
 */
export async function loadHub<Item>(
  def: Pick<HubBase<Item>, 'source' | 'audience' | 'prepareFormats' | 'searchCalls'>,
  settings: PageSettings,
  signal: AbortSignal,
  indexPrefix = '',
  query: ServerQuery = { selected: {}, search: '' },
  cache: QueryCache,
  partial?: ShowPartial<Selected<Item>>,
  first?: FirstPageLook | null,
): Promise<Selected<Item>> {
  const calls = Object.entries(def.source.endpoints);
  const server = def.source.query;
  const params = (name: string) => (server?.calls.includes(name) ? server.params(query) : {});
  const call = (name: string, target: SourceCall, look?: FirstLook) =>
    isSearchEndpoint(target)
      ? searchCalls(def.searchCalls).then(({ fetchSearchEndpoint }) => fetchSearchEndpoint(settings, indexPrefix, target, signal))
      : cache.fetch(settings, target, params(name), signal, server?.calls.includes(name), look);
  const parserOf = (target: SourceCall) => ({ parse: () => (isSearchEndpoint(target) ? target.parse([]) : target.parse(null)) });
  // The main answer as a look shows it, with the other calls' answers.
  const show = (answer: unknown): Promise<unknown> =>
    Promise.all(requests.slice(1)).then((rest) =>
      partial!(selectFrom(Object.fromEntries(calls.map(([name], i) => [name, i ? rest[i - 1] : answer])), new Map())),
    );
  const requests: Array<Promise<unknown>> = calls.map(([name, target], i) =>
    i ? optionalCall(parserOf(target), call(name, target)) : call(name, target, first && partial ? first(target as Endpoint<unknown>, show) : undefined),
  );
  const pending = Promise.all(requests);
  // While the data is on the way: the choices and sorts it needs use the language's collator.
  warmCollator(settings.language);
  if (def.prepareFormats) setTimeout(def.prepareFormats, 0, settings.language);
  function selectFrom(responses: Record<string, unknown>, followed: ReadonlyMap<string, unknown>): Selected<Item> {
    const selected = def.source.select(responses, followed);
    return { ...selected, items: def.audience ? visibleTo(settings, selected.items, def.audience) : selected.items };
  }
  const answers = await pending;
  const responses = Object.fromEntries(calls.map(([name], i) => [name, answers[i]]));
  const follow = def.source.follow?.(responses) ?? [];
  const followed = new Map<string, unknown>();
  const select = () => selectFrom(responses, followed);
  // What is in goes to `partial` at once, then as the answers' count doubles; not once they are
  // all in (that is the result).
  let next = 0;
  const progress = () => {
    if (!partial || followed.size < next || followed.size === follow.length || signal.aborted) return;
    next = followed.size * 2 || 1;
    const selected = select();
    return selected.items.length ? Promise.resolve(partial(selected)) : null;
  };
  const shown = progress();
  if (shown) await shown.then(afterPaint);
  await pooled(follow, FOLLOW_CONCURRENCY, async ({ key, call, params }) => {
    followed.set(key, await optionalCall(call, cache.fetch(settings, call, params, signal)));
    void progress();
  });
  return select();
}

/**
 * Loads a listing into its store: indexing and the first render are steps of their own, after the
 * items' parsing, and the indexing is itself cut into short tasks (the filter groups no first
 * result needs after the first results are painted). From then on the address follows the query.
 * A load may give what is in before it is done (`partial`): the first of those is the listing's
 * first items, each later one (and the load's result) replaces them. An abort (a newer load, the
 * element gone) stops the address sync and supersedes the indexing.
 */
export async function loadIntoStore<Item, K extends string>(
  store: ListingStore<Item, K>,
  load: (signal: AbortSignal, partial: ShowPartial<Loaded<Item>>) => Promise<Loaded<Item>>,
  signal: AbortSignal,
): Promise<void> {
  let stopSync = () => {};
  signal.addEventListener(
    'abort',
    () => {
      stopSync();
      store.getState().dispose();
    },
    { once: true },
  );
  /** The latest items given, and whether the first ones are in the store (then a later one replaces them at once). */
  let latest: Loaded<Item> | null = null;
  let started = false;
  let shown = false;
  const take = async (loaded: Loaded<Item>) => {
    latest = loaded;
    if (shown) return store.getState().setItemsInSlices(loaded.items, loaded.choices, nextTask, afterPaint);
    if (started) return;
    started = true;
    await nextTask();
    if (signal.aborted) return;
    const { items, address, choices } = latest;
    if (address) stopSync = syncAddress(store, address);
    shown = true;
    await store.getState().setItemsInSlices(items, choices, nextTask, afterPaint);
  };
  // Items given before the load is done are what has come so far: the listing is busy until the rest.
  try {
    await take(
      await load(signal, (loaded) => {
        store.setState({ filling: true });
        return take(loaded);
      }),
    );
  } finally {
    store.setState({ filling: false });
  }
}

/** A side's answer, or what it failed with (a side that failed does not fail the others). */
export interface SideState<T> {
  value: T | null;
  failure: unknown;
}

/**
 * Loads a layout's sources (`HubBase.sides`) at once through the page's cache, each settling on its
 * own: by source, its answer or what it failed with.
 */
export async function loadSides(
  sources: ReadonlyArray<Source<unknown>>,
  settings: PageSettings,
  cache: QueryCache,
  signal: AbortSignal,
): Promise<ReadonlyMap<Source<unknown>, SideState<unknown>>> {
  const settled = await Promise.all(
    sources.map((source) =>
      loadSource(cache, settings, source, signal).then(
        (value): SideState<unknown> => ({ value, failure: null }),
        (failure: unknown): SideState<unknown> => ({ value: null, failure: failure ?? new Error('load failed') }),
      ),
    ),
  );
  return new Map(sources.map((source, i) => [source, settled[i]!]));
}
