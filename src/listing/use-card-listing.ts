/**
 * Everything a card listing element does that names no hub: its store, the load into it, the
 * address, focus on a search term from the address, the phone layout, paging, and the props of
 * the shared `CardListing` view that come from state. A hub adds its groups, texts and card.
 */
import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useLoad } from '../core/api/use-load.js';
import { headingLevelAttribute, linkTargetAttribute, stringAttribute } from '../core/element/attributes.js';
import { own } from '../core/records.js';
import { useClientValue } from '../core/use-client-value.js';
import { addressSearch, addressValues } from './address-sync.js';
import { pillsOf } from './choices.js';
import { visibleResults } from './store.js';
import type { Choice, ListingConfig } from './types.js';
import { loadIntoStore, type Loaded, type ShowPartial } from './hub-load.js';
import { useAddressSearchFocus, useListingState, useListingStore } from './use-listing.js';
import type { CardListingProps } from './views/CardListing.js';

/** Pills of date ranges are in groups named `range:<id>`. */
const RANGE_PILL = 'range:';

/** The address as a server knows it: no term, no values. */
const SERVER_ADDRESS = '[""]';

/** The store's start from the address's text (`useCardListing`): its term and its early groups' values. */
function initialFromAddress(address: string, early: ReadonlyArray<{ id: string }>): { search: string; selected: Record<string, string[]> } {
  const [search = '', ...values] = JSON.parse(address) as [string, ...string[][]];
  return { search, selected: Object.fromEntries(early.map((g, i) => [g.id, values[i] ?? []])) };
}

/** The attributes every card listing element has (besides the page settings). */
export const cardListingAttributes = {
  indexPrefix: stringAttribute(''),
  linkTarget: linkTargetAttribute('_self'),
  headingLevel: headingLevelAttribute(3),
  paramPrefix: stringAttribute(''),
};

type StateProps<Item> = Pick<
  CardListingProps<Item>,
  | 'status'
  | 'search'
  | 'selected'
  | 'busy'
  | 'visible'
  | 'hasMore'
  | 'onSearch'
  | 'onToggle'
  | 'onSet'
  | 'onShowMore'
  | 'onRetry'
  | 'searchInputRef'
  | 'pills'
  | 'onRemovePill'
>;

export function useCardListing<Item, K extends string>(
  config: ListingConfig<Item, K>,
  load: (signal: AbortSignal, partial: ShowPartial<Loaded<Item>>) => Promise<Loaded<Item>>,
  /** Put before the listing's address parameters (see AddressSyncOptions.prefix). */
  paramPrefix = '',
  /** Groups the element's layout offers before the items are in: the store has them from the address from the start. */
  early: ReadonlyArray<{ id: string; param: string }> = [],
) {
  // What the address says (the term, the early groups' values), which a server and hydration do
  // not know (use-client-value.ts). As text, a value that stays the same while the address does.
  const address = useClientValue(
    () => JSON.stringify([addressSearch(`${paramPrefix}search`), ...early.map((g) => addressValues(paramPrefix + g.param))]),
    SERVER_ADDRESS,
  );
  const store = useListingStore(config, initialFromAddress(address, early));
  // A store made while hydrating started from no address: once the browser's is known, the store
  // takes it, once, before the items load (the store then searches and filters them as they come).
  const fromServer = useRef(address === SERVER_ADDRESS);
  useLayoutEffect(() => {
    if (!fromServer.current || address === SERVER_ADDRESS) return;
    fromServer.current = false;
    const { loaded, search, selected, setSearch, setGroup } = store.getState();
    if (loaded) return;
    const known = initialFromAddress(address, early);
    if (known.search && search !== known.search) setSearch(known.search);
    for (const [group, values] of Object.entries(known.selected))
      if (values.length && String(own(selected, group) ?? []) !== String(values)) setGroup(group, values);
  }, [store, address, early]);
  // The one loading hook, into the store: a load that rejects (its main call could not load) is
  // the listing's failed state, not an empty list and never an endless 'Loading'.
  const { failure, retry } = useLoad(useCallback((signal: AbortSignal) => loadIntoStore(store, load, signal), [store, load]));
  const failed = failure !== null;
  // What every layout renders; a layout selects the rest it shows (`useListingState`).
  const picked = useListingState(store, (s) => ({
    status: s.status,
    loaded: s.loaded,
    search: s.search,
    selected: s.selected,
    searching: s.searching,
    filling: s.filling,
    results: s.results,
    page: s.page,
    choices: s.choices,
  }));
  const state = { ...picked, status: failed ? ('FAILED' as const) : picked.status, retry };
  const actions = store.getState();
  const searchInput = useRef<HTMLInputElement>(null);
  useAddressSearchFocus(searchInput, `${paramPrefix}search`);
  // One array while the results and the page stay: a render for anything else (the load's end,
  // right after the first cards) gives the cards and what is derived from them the same props.
  const { results, page } = picked;
  const visible = useMemo(() => visibleResults({ results, page }, config.pageSize), [results, page, config.pageSize]);

  /**
   * The view's props that come from state: pills for the groups shown and for a date range (the
   * range control's `pill`, when it has one), whose pill clears it.
   */
  const viewProps = (groups: ReadonlyArray<{ id: string; options: readonly Choice[] }>, range?: { id: string; pill: string | null }): StateProps<Item> => {
    const pills = pillsOf(groups, state.selected);
    if (range?.pill) pills.push({ group: `${RANGE_PILL}${range.id}`, value: '', label: range.pill });
    return {
      ...stateProps(),
      pills,
      onRemovePill: (group, value) =>
        group.startsWith(RANGE_PILL) ? actions.setRange(group.slice(RANGE_PILL.length), { from: null, to: null }) : actions.removeFilter(group, value),
    };
  };
  const stateProps = (): Omit<StateProps<Item>, 'pills' | 'onRemovePill'> => ({
    status: state.status,
    search: state.search,
    selected: state.selected,
    busy: state.searching || state.filling,
    visible,
    hasMore: visible.length < state.results.length,
    onSearch: actions.setSearch,
    onToggle: actions.toggleFilter,
    onSet: actions.setGroup,
    onShowMore: actions.showMore,
    onRetry: state.retry,
    searchInputRef: searchInput,
  });
  return { store, state, actions, visible, viewProps };
}
