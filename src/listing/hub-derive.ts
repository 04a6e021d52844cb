/**
 * Everything derived from a hub spec, headless: the engine configuration, the choices of each
 * group (found at load time, kept in the store), the groups a visitor is offered, their address
 * parameters, and a card's badges and facts. Pure functions, tested without a DOM; the loading is
 * `hub-load.ts`'s.
 */
import { AUDIENCES } from '../core/audience.js';
import { coreStrings } from '../core/i18n/core-strings.js';
import { createTranslator } from '../core/i18n/translate.js';
import type { Language } from '../core/languages.js';
import type { StringOverrides } from '../core/settings.js';
import { listingStrings } from './strings.js';
import type { Catalog, Translate } from '../core/i18n/translate.js';
import type { AddressGroup, AddressSyncOptions } from './address-sync.js';
import { addressGroupOf, byPeriod, canonicalValues, choicesFrom, fold, labelOf } from './choices.js';
import { metaChoices } from '../core/entities/fields.js';
import type { CardContext, HubBase, HubContext, HubGroup, HubStrings, NamedChoice, Selected } from './hub-spec.js';
import type { FacetCounts } from './facets.js';
import type { Choice, FilterGroup, FilterGroupView, ListingConfig, RemoteSearch, Sort, SortKey } from './types.js';
import { own } from '../core/records.js';

/**
 * A hub's translator: its own strings over the listing's and the core's. A hub that declares
 * `audience` has the audience filter's texts in its own (`mergeStrings(audienceStrings, …)`), so
 * that no other element loads them.
 */
export function hubTranslator<S extends Catalog>(def: Pick<HubBase<unknown, string, S>, 'strings'>, language: Language, overrides?: StringOverrides | null): HubTranslate<S> {
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

type HubTranslate<S extends Catalog> = Translate<HubStrings<S>>;

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
      address: group.address,
      ...(group.allLabel && { allLabel: t(group.allLabel) }),
    });
  }
  if (def.audience) {
    const audienceOf = def.audience;
    groups.push({ id: AUDIENCE, param: AUDIENCE, label: t('groupAudience'), kind: 'radio', values: (item) => [audienceOf(item)], offered: loggedIn, allLabel: t('audienceAll') });
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
      Object.entries<HubBase<Item, K, S>['sort']['keys'][K]>(def.sort.keys).map(([key, { kind, value }]) => [key, { kind, value: (item: Item) => value(item, context) }]),
    ) as Record<K, SortKey<Item>>,
    defaultSort: def.sort.default,
    pinned: def.pinned && ((item: Item) => def.pinned!(item, context)),
    pageSize: def.pageSize,
    remoteSearch,
    facets: def.facets,
  };
}

function groupChoices<Item, S extends Catalog>(group: HubGroup<Item, S>, context: HubContext, t: HubTranslate<S>, loaded: Selected<Item>): Choice[] {
  const label = group.choiceLabel ? (value: string) => group.choiceLabel!(value, t) : (value: string) => value;
  const { language } = context.settings;
  const source = group.choices;
  const texts = (choices: readonly Choice[]) => choices.flatMap((c) => [c.value, ...(c.spellings ?? [])]);
  const fromItems = (skip: readonly Choice[] = []) => choicesFrom(loaded.items, (item) => group.values(item, context), label, language, texts(skip), group.order);
  // What the server names: a server group's own choices, any other group's from `meta`. A group
  // with its own labels (translated values) names server values by them too.
  const serverLabel = group.choiceLabel ? (c: NamedChoice) => label(c.id) : (c: NamedChoice) => c.name;
  const sent = source.from === 'server' ? (own(loaded.choices, group.id) ?? []) : metaChoices(loaded.meta, ...(group.meta ?? [group.id]));
  const named: Choice[] = sent.map((c) => ({ value: c.id, label: serverLabel(c), spellings: [c.name], ...(c.parent !== undefined && { parent: c.parent }) }));
  // What the items have, as the given choices name it: a vocabulary's keys and meta's names are
  // offered where some item has them (never a choice without results).
  const heldByItems = (choices: readonly Choice[]) => {
    const values = new Set(loaded.items.flatMap((item) => canonicalValues(group.values(item, context), choices)));
    return choices.filter((c) => values.has(c.value));
  };
  if (source.from === 'known') {
    const keys = source.values.map((value) => ({ value, label: label(value), spellings: [...(own(source.spellings, value) ?? [])] }));
    const others: Choice[] = [];
    // A server's name for a key (its id, or its name as the key is spelt) is one more spelling of it.
    for (const choice of named) {
      const key = keys.find((k) => texts([k]).some((text) => fold(text) === fold(choice.value) || fold(text) === fold(choice.spellings![0]!)));
      if (key) key.spellings.push(choice.value);
      else others.push(choice);
    }
    // The keys in the vocabulary's order; then what else the server names; then the rest, as sent.
    return [...(source.all ? [...keys, ...heldByItems(others)] : heldByItems([...keys, ...others])), ...fromItems([...keys, ...others])];
  }
  // A tree's choices all stand (a unit may have no one of its own, only its sub-units' people).
  const offered = (source.from === 'server' && source.all) || named.some((c) => c.parent !== undefined) ? named : heldByItems(named);
  if (source.from === 'server' && !source.others) return offered;
  // Periods in time order, whoever named them.
  const all = [...offered, ...fromItems(named)];
  return group.order === 'period' ? all.sort(byPeriod(() => 0)) : all;
}

/** The choices of every group, statuses and audience included, from what the load found. */
export function choicesOf<Item, S extends Catalog>(def: HubBase<Item, string, S>, context: HubContext, t: HubTranslate<S>, loaded: Selected<Item>): Record<string, Choice[]> {
  return Object.fromEntries([
    ...(def.statuses ?? []).map((status) => [status.id, status.rules.map((rule) => ({ value: rule.value, label: t(rule.label) }))] as const),
    ...def.groups.map((group) => [group.id, groupChoices(group, context, t, loaded)] as const),
    ...(def.audience ? [[AUDIENCE, AUDIENCES.map((value) => ({ value, label: t(value === 'public' ? 'audiencePublic' : 'audienceCommunity') }))] as const] : []),
  ]);
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
  return declaredGroups(def, context, t)
    .flatMap((g) => {
      const offered = own(choices, g.id) ?? [];
      return g.offered && offered.length > 0 ? [{ ...g, offered }] : [];
    })
    .map(({ offered, ...g }) => ({
      id: g.id,
      param: g.param,
      ...(g.address && { address: g.address }),
      label: g.label,
      kind: g.kind,
      ...(g.allLabel !== undefined && { allLabel: g.allLabel }),
      options: counts ? offered.map((c) => ({ ...c, count: own(counts, g.id)?.get(c.value) ?? 0 })) : offered,
    }));
}

/**
 * How the query appears in the address: each offered group, the layout's groups (`HubGroup.layout`),
 * the ranges, the page, under the prefix.
 */
export function addressOf<Item>(
  def: Pick<HubBase<Item>, 'ranges' | 'pageSize' | 'sort'> & LayoutGroups,
  groups: readonly OfferedGroup[],
  prefix: string,
  choices: Readonly<Record<string, readonly Choice[]>> = {},
): AddressSyncOptions {
  const keys = Object.keys(def.sort.keys);
  const layout = layoutGroups(def).map((g): AddressGroup => ({ ...addressGroupOf(g.id, g.param, own(choices, g.id) ?? []), early: true }));
  return {
    groups: [...groups.map((g) => (g.address === 'label' || g.address === 'lowerLabel' ? addressByLabel(g, g.address === 'lowerLabel') : addressGroupOf(g.id, g.param, g.options))), ...layout],
    ranges: def.ranges?.map(({ id, fromParam, toParam }) => ({ range: id, fromParam, toParam })),
    ...(def.pageSize && { pageParam: 'page' }),
    // The order is kept when the visitor can change it (a 'Sort by' select, a table's headers).
    ...(keys.length > 1 && { sort: { param: 'sort', keys, default: def.sort.default } }),
    prefix,
  };
}

type LayoutGroups = { groups: ReadonlyArray<Pick<HubGroup<never, Catalog>, 'id' | 'param' | 'layout'>> };

/** The groups the element's layout offers (`HubGroup.layout`), with their address parameters. */
export function layoutGroups(def: LayoutGroups): Array<{ id: string; param: string }> {
  return def.groups.filter((g) => g.layout).map((g) => ({ id: g.id, param: g.param ?? g.id }));
}

/** A group in the address by its choices' labels (lowercased, or exactly), matched back the same way. */
function addressByLabel(group: OfferedGroup, lower: boolean): AddressGroup {
  const fold = (text: string) => (lower ? text.trim().toLowerCase() : text.trim());
  const byLabel = new Map(group.options.map((c) => [fold(c.label), c.value]));
  return { group: group.id, param: group.param, encode: (value) => fold(labelOf(group.options, value)), decode: (text) => byLabel.get(fold(text)) ?? null };
}

/** A card's badges: statuses shown as badges that hold, then 'Aalto community' for a logged-in visitor. */
export function badgesOf<Item, S extends Catalog>(def: HubBase<Item, string, S>, context: HubContext, t: HubTranslate<S>) {
  const shown = (def.statuses ?? []).filter((s) => s.badge !== false);
  return (item: Item): string[] => {
    const labels = shown.flatMap((s) => s.rules.filter((rule) => rule.holds(item, context.now)).map((rule) => t(rule.label)));
    if (def.audience && context.loggedIn && def.audience(item) === 'community') labels.push(t('communityBadge'));
    return labels;
  };
}

/**
 * The labels of an item's values in one group, as its filter names them (a key in the page's
 * language, a `meta` or categories name, else as sent): what a card's facts and a table's cells show.
 */
export function valueLabelsOf<Item, S extends Catalog>(def: Pick<HubBase<Item, string, S>, 'groups'>, context: HubContext, choices: Readonly<Record<string, readonly Choice[]>>) {
  return (groupId: string, item: Item): string[] => {
    const g = def.groups.find((group) => group.id === groupId);
    if (!g) return [];
    const known = own(choices, g.id) ?? [];
    // A server-named group shows only what the server names (ids alone mean nothing to a visitor).
    const values = canonicalValues(g.values(item, context), known).filter((v) => g.choices.from !== 'server' || g.choices.others || known.some((c) => c.value === v));
    // A fixed vocabulary in its own order (Basic before Advanced; unknown values last); other
    // values as the item sends them.
    if (g.choices.from === 'known') {
      const order = g.choices.values;
      const rank = (v: string) => (order.includes(v) ? order.indexOf(v) : order.length);
      values.sort((a, b) => rank(a) - rank(b));
    }
    return values.map((v) => labelOf(known, v));
  };
}

/** A card's facts: each group marked `fact`, its label and the item's values by their labels. */
export function factsOf<Item, S extends Catalog>(def: HubBase<Item, string, S>, context: HubContext, t: HubTranslate<S>, choices: Readonly<Record<string, readonly Choice[]>>) {
  const shown = def.groups.filter((g) => g.fact);
  const labels = valueLabelsOf(def, context, choices);
  return (item: Item): Array<readonly [string, string]> => shown.map((g) => [t(g.label), labels(g.id, item).join(', ')] as const);
}

/**
 * A definition's sort choices for a control (the card layout's 'Sort by' select, the table's
 * phone 'Sort' panel): labelled, the one that is the current order (null when a header sort chose
 * another), and choosing one by id.
 */
export function sortChoicesOf<Item, K extends string, S extends Catalog>(def: Pick<HubBase<Item, K, S>, 'sort'>, sort: Sort<K>, t: HubTranslate<S>, onSort: (sort: Sort<K>) => void) {
  const choices = def.sort.choices ?? [];
  return {
    choices: choices.map((c) => ({ id: c.id, label: t(c.label) })),
    value: choices.find((c) => c.key === sort.key && c.direction === sort.direction)?.id ?? null,
    onChoose: (id: string) => {
      const chosen = choices.find((c) => c.id === id);
      if (chosen) onSort({ key: chosen.key, direction: chosen.direction });
    },
  };
}

/** What a card view receives besides its item, for a definition in a context (see `CardContext`). */
export function cardContextOf<Item, S extends Catalog>(
  def: HubBase<Item, string, S>,
  context: HubContext,
  view: Pick<CardContext<Item, S>, 't' | 'language' | 'headingLevel' | 'target' | 'image'> & { choices: Readonly<Record<string, readonly Choice[]>> },
): CardContext<Item, S> {
  const { choices, ...rest } = view;
  return { ...rest, now: context.now, badges: badgesOf(def, context, view.t), facts: factsOf(def, context, view.t, choices) };
}
