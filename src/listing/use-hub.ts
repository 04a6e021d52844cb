/**
 * What every element made from a hub definition shares, whatever its layout: the translator, one
 * clock reading, the context its rules see, the engine configuration (with the search service for
 * a remote kind), the page's cache and the one load, then the store through the listing adapter;
 * and the sources its layout shows beside the listing (`sides`), each loaded at once or once its
 * `when` holds, and kept from then on.
 */
import { useCallback, useEffect, useMemo } from 'react';
import type { Source } from '../core/api/source.js';
import { useLoad, usePageCache } from '../core/api/use-load.js';
import { now as clock } from '../core/dates.js';
import type { Catalog } from '../core/i18n/translate.js';
import { isLoggedIn, type PageSettings } from '../core/settings.js';
import { nextTask } from '../core/tasks.js';
import type { HubBase } from './hub-spec.js';
import type { HubContext } from './hub-filters.js';
import type { HubServerQuery, Selected, ServerQuery } from './hub-source.js';
import type { ListingStore } from './store.js';
import type { FollowServerQuery } from './server-query.js';
import { hubTranslator, listingConfigOf, offeredGroups } from './hub-derive.js';
import { choicesOf } from './hub-choices.js';
import { addressOf, layoutGroups } from './hub-address.js';
import { loadHub, loadSides, type Loaded, type ShowPartial, type SideState } from './hub-load.js';
import { searchCalls } from './search-service.js';
import { useCardListing } from './use-card-listing.js';
import { useListingState } from './use-listing.js';

const NO_SIDE: SideState<never> = { value: null, failure: null };

export function useHub<Item, K extends string, S extends Catalog>(
  def: HubBase<Item, K, S>,
  settings: PageSettings,
  options: { indexPrefix?: string; paramPrefix?: string } = {},
) {
  const { indexPrefix = '', paramPrefix = '' } = options;
  const { language } = settings;
  const t = useMemo(() => hubTranslator(def, language, settings.strings), [def, language, settings.strings]);
  // One clock reading per listing: statuses and order agree for as long as the page is open.
  const now = useMemo(() => clock(), []);
  const cache = usePageCache();
  const context: HubContext = useMemo(() => ({ settings, now, loggedIn: isLoggedIn(settings) }), [settings, now]);
  const config = useMemo(() => {
    const remote = def.search.remote;
    // The search service's client and the hub's query come with the first term: a visitor who never
    // searches never loads them.
    const search = remote && {
      search: async (term: string, signal: AbortSignal) => {
        const [calls, query] = await Promise.all([searchCalls(def.searchCalls), remote.query()]);
        return calls.listSearch(settings, indexPrefix, remote.kind, query)(term, signal);
      },
      keys: remote.keys,
    };
    return listingConfigOf(def, context, t, search);
  }, [def, context, settings, indexPrefix, t]);

  const load = useCallback(
    async (signal: AbortSignal, query?: ServerQuery, partial?: ShowPartial<Loaded<Item>>): Promise<Loaded<Item>> => {
      const asLoaded = (loaded: Selected<Item>): Loaded<Item> => {
        const choices = choicesOf(def, context, t, loaded);
        // The address knows every group this visitor is offered (counts do not matter there).
        return { items: loaded.items, choices, address: addressOf(def, offeredGroups(def, context, t, choices, null), paramPrefix, choices) };
      };
      const first = partial && def.firstPage?.({ def, config, settings, prefix: paramPrefix });
      const loaded = await loadHub(
        def,
        settings,
        signal,
        indexPrefix,
        query,
        cache,
        partial && ((selected) => partial(asLoaded(selected))),
        first ?? undefined,
      );
      // The choices read every item: in a task of their own, not in the one that read the last items.
      await nextTask();
      return asLoaded(loaded);
    },
    [def, settings, context, t, paramPrefix, indexPrefix, cache, config],
  );
  // The first load shows what is in while a long fan-out of calls comes (`loadHub`).
  const firstLoad = useCallback((signal: AbortSignal, partial: ShowPartial<Loaded<Item>>) => load(signal, undefined, partial), [load]);
  const listing = useCardListing(config, firstLoad, paramPrefix, layoutGroups(def));
  useServerQuery(listing.store, def.source.query, load, def.serverQuery);
  // Facet counts change with every query: only the hubs that have them render for them.
  const { counts } = useListingState(listing.store, (state) => ({ counts: state.counts }));
  const groups = offeredGroups(def, context, t, listing.state.choices, counts);
  const side = useSides(def, listing.store, settings);
  return { ...listing, t, now, context, groups, cache, side };
}

/**
 * The sources the layout shows beside the listing, loaded through the page's cache: those without
 * `when` at once, the others while it holds for the listing's state (asked for again, a side is
 * answered from the cache). They render as a transition (after the listing's own renders); a side
 * that failed is its own fallback alone. `side(source)` reads a declared source's state.
 */
function useSides<Item>(def: Pick<HubBase<Item>, 'sides'>, store: ListingStore<Item>, settings: PageSettings) {
  const sides = Object.values(def.sides ?? {});
  const { due } = useListingState(store, (state) => ({ due: sides.map((side) => !side.when || side.when(state)).join() }));
  const cache = usePageCache();
  const load = useCallback(
    (signal: AbortSignal) =>
      loadSides(
        sides.filter((_, i) => due.split(',')[i] === 'true'),
        settings,
        cache,
        signal,
      ),
    [def, due, settings, cache],
  );
  const { value } = useLoad(load, { enabled: due.includes('true'), keep: true, transition: true });
  return useCallback(<T>(source: Source<T>) => (value?.get(source) ?? NO_SIDE) as SideState<T>, [value]);
}

/**
 * A hub whose calls take the query (`source.query`) loads again when its parameters change, by what
 * it names for that (`serverQuery`: `server-query.ts`, which only such hubs load, with their code).
 * The store keeps its query; the new items replace the old ones.
 */
function useServerQuery<Item>(
  store: ListingStore<Item>,
  query: HubServerQuery | undefined,
  load: (signal: AbortSignal, query?: ServerQuery) => Promise<Loaded<Item>>,
  follow?: FollowServerQuery,
) {
  useEffect(() => (query && follow ? follow(store, query, load) : undefined), [store, query, load, follow]);
}
