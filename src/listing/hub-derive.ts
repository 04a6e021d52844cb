/**
 * What the engine and the filters derive from a hub spec, headless: the translator, the engine
 * configuration and the groups a visitor is offered. The groups' choices are `hub-choices.ts`'s,
 * their address parameters `hub-address.ts`'s, what the views show (a card's badges and facts)
 * `hub-view-data.ts`'s. Pure functions, tested without a DOM; the loading is `hub-load.ts`'s.
 */
import { coreStrings } from '../core/i18n/core-strings.js';
import { createTranslator } from '../core/i18n/translate.js';
import type { Language } from '../core/languages.js';
import type { StringOverrides } from '../core/settings.js';
import { listingStrings } from './strings.js';
import type { Catalog, Translate } from '../core/i18n/translate.js';
import type { HubBase, HubStrings } from './hub-spec.js';
import type { HubContext, HubGroup } from './hub-filters.js';
import type { FacetCounts } from './facets.js';
import type { Choice, FilterGroup, FilterGroupView, ListingConfig, RemoteSearch, SortKey } from './types.js';
import { own } from '../core/records.js';

/**
 * A hub's translator: its own strings over the listing's and the core's. A hub that declares
 * `audience` has the audience filter's texts in its own (`mergeStrings(audienceStrings, …)`), so
 * that no other element loads them.
 */
export function hubTranslator<S extends Catalog>(
  def: Pick<HubBase<unknown, string, S>, 'strings'>,
  language: Language,
  overrides?: StringOverrides | null,
): HubTranslate<S> {
  return createTranslator<HubStrings<S>>(language, coreStrings, listingStrings, def.strings, overrides);
}

/** The audience group's id and address parameter. */
export const AUDIENCE = 'audience';

/** A group as the engine, the view and the address all see it. */
interface Declared<Item> {
  id: string;
  param: string;
  label: string;
  kind: 'checkbox' | 'radio' | 'tree';
  values: (item: Item) => readonly string[];
  /** Offered to this visitor. */
  offered: boolean;
  address?: HubGroup<Item, Catalog>['address'];
  allLabel?: string;
}

/** A hub's translator, over its own, the listing's and the core's strings. */
export type HubTranslate<S extends Catalog> = Translate<HubStrings<S>>;

/** Every group of a definition, statuses and audience included, in the order they are shown. */
function declaredGroups<Item, S extends Catalog>(def: HubBase<Item, string, S>, context: HubContext, t: HubTranslate<S>): Array<Declared<Item>> {
  const { now, loggedIn } = context;
  const groups: Array<Declared<Item>> = [];
  for (const status of def.statuses ?? []) {
    if (status.filter === false) continue;
    groups.push({
      id: status.id,
      param: status.param ?? status.id,
      label: t(status.label),
      kind: 'checkbox',
      values: (item) => status.rules.filter((rule) => rule.holds(item, now)).map((rule) => rule.value),
      offered: true,
    });
  }
  for (const group of def.groups) {
    groups.push({
      id: group.id,
      param: group.param ?? group.id,
      label: t(group.label),
      kind: group.kind ?? 'checkbox',
      values: (item) => group.values(item, context),
      offered: group.filter !== false && (!group.loggedInOnly || loggedIn),
      ...(group.address && { address: group.address }),
      ...(group.allLabel && { allLabel: t(group.allLabel) }),
    });
  }
  if (def.audience) {
    const audienceOf = def.audience;
    groups.push({
      id: AUDIENCE,
      param: AUDIENCE,
      label: t('groupAudience'),
      kind: 'radio',
      values: (item) => [audienceOf(item)],
      offered: loggedIn,
      allLabel: t('audienceAll'),
    });
  }
  return groups;
}

/** The listing engine's configuration for a definition in a context. */
export function listingConfigOf<Item, K extends string, S extends Catalog>(
  def: HubBase<Item, K, S>,
  context: HubContext,
  t: HubTranslate<S>,
  remoteSearch?: RemoteSearch<Item>,
): ListingConfig<Item, K> {
  const groups: Array<FilterGroup<Item>> = declaredGroups(def, context, t).map(({ id, values }) => ({ id, values }));
  return {
    language: context.settings.language,
    groups,
    ranges: def.ranges?.map((range) => ({ id: range.id, span: (item: Item) => range.span(item, context) })),
    searchText: def.search.text,
    sortKeys: Object.fromEntries(
      Object.entries<HubBase<Item, K, S>['sort']['keys'][K]>(def.sort.keys).map(([key, { kind, value }]) => [
        key,
        { kind, value: (item: Item) => value(item, context) },
      ]),
    ) as Record<K, SortKey<Item>>,
    defaultSort: def.sort.default,
    pinned: def.pinned && ((item: Item) => def.pinned!(item, context)),
    pageSize: def.pageSize,
    remoteSearch,
    facets: def.facets,
  };
}

export type OfferedGroup = FilterGroupView & { param: string; address?: HubGroup<unknown, Catalog>['address'] };

/**
 * The groups offered to this visitor: those with choices, and with facet counts on the choices
 * when the store has them (a choice with no results is disabled unless it is chosen).
 */
export function offeredGroups<Item, S extends Catalog>(
  def: HubBase<Item, string, S>,
  context: HubContext,
  t: HubTranslate<S>,
  choices: Readonly<Record<string, readonly Choice[]>>,
  counts: FacetCounts | null,
): OfferedGroup[] {
  return declaredGroups(def, context, t).flatMap(({ offered, values, ...g }) => {
    const options = own(choices, g.id) ?? [];
    return offered && options.length > 0
      ? [{ ...g, options: counts ? options.map((c) => ({ ...c, count: own(counts, g.id)?.get(c.value) ?? 0 })) : options }]
      : [];
  });
}
