/**
 * What a hub's views show that its spec derives: a card's badges and facts (its context), an
 * item's values by their labels (a table's cells too), the sort choices of a control. Pure
 * functions, tested without a DOM.
 */
import type { Catalog } from '../core/i18n/translate.js';
import { own } from '../core/records.js';
import { canonicalValues, labelOf } from './choices.js';
import type { HubTranslate } from './hub-derive.js';
import type { HubContext } from './hub-filters.js';
import type { CardContext, HubBase } from './hub-spec.js';
import type { Choice, Sort } from './types.js';

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
export function valueLabelsOf<Item, S extends Catalog>(
  def: Pick<HubBase<Item, string, S>, 'groups'>,
  context: HubContext,
  choices: Readonly<Record<string, readonly Choice[]>>,
) {
  return (groupId: string, item: Item): string[] => {
    const g = def.groups.find((group) => group.id === groupId);
    if (!g) return [];
    const known = own(choices, g.id) ?? [];
    // A server-named group shows only what the server names (ids alone mean nothing to a visitor).
    const values = canonicalValues(g.values(item, context), known).filter(
      (v) => g.choices.from !== 'server' || g.choices.others || known.some((c) => c.value === v),
    );
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
export function factsOf<Item, S extends Catalog>(
  def: HubBase<Item, string, S>,
  context: HubContext,
  t: HubTranslate<S>,
  choices: Readonly<Record<string, readonly Choice[]>>,
) {
  const shown = def.groups.filter((g) => g.fact);
  const labels = valueLabelsOf(def, context, choices);
  return (item: Item): Array<readonly [string, string]> => shown.map((g) => [t(g.label), labels(g.id, item).join(', ')] as const);
}

/**
 * A definition's sort choices for a control (the card layout's 'Sort by' select, the table's
 * phone 'Sort' panel): labelled, the one that is the current order (null when a header sort chose
 * another), and choosing one by id.
 */
export function sortChoicesOf<Item, K extends string, S extends Catalog>(
  def: Pick<HubBase<Item, K, S>, 'sort'>,
  sort: Sort<K>,
  t: HubTranslate<S>,
  onSort: (sort: Sort<K>) => void,
) {
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
