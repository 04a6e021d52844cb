/**
 * The choices of a hub's groups, statuses and audience included, from what a load found (the
 * items, the server's named choices, the response's `meta`): worked out at load time and kept in
 * the store. Pure functions, tested without a DOM.
 */
import { AUDIENCES } from '../core/audience.js';
import { metaChoices } from '../core/entities/fields.js';
import type { Catalog } from '../core/i18n/translate.js';
import { own } from '../core/records.js';
import { byPeriod, canonicalValues, choicesFrom, fold } from './choices.js';
import { AUDIENCE, type HubTranslate } from './hub-derive.js';
import type { HubContext, HubGroup } from './hub-filters.js';
import type { NamedChoice, Selected } from './hub-source.js';
import type { HubBase } from './hub-spec.js';
import type { Choice } from './types.js';

function groupChoices<Item, S extends Catalog>(group: HubGroup<Item, S>, context: HubContext, t: HubTranslate<S>, loaded: Selected<Item>): Choice[] {
  const label = group.choiceLabel ? (value: string) => group.choiceLabel!(value, t) : (value: string) => value;
  const { language } = context.settings;
  const source = group.choices;
  const texts = (choices: readonly Choice[]) => choices.flatMap((c) => [c.value, ...(c.spellings ?? [])]);
  const fromItems = (skip: readonly Choice[] = []) =>
    choicesFrom(loaded.items, (item) => group.values(item, context), label, language, texts(skip), group.order);
  // What the server names: a server group's own choices, any other group's from `meta`. A group
  // with its own labels (translated values) names server values by them too.
  const serverLabel = group.choiceLabel ? (c: NamedChoice) => label(c.id) : (c: NamedChoice) => c.name;
  const sent = source.from === 'server' ? (own(loaded.choices, group.id) ?? []) : metaChoices(loaded.meta, ...(group.meta ?? [group.id]));
  const named: Choice[] = sent.map((c) => ({ value: c.id, label: serverLabel(c), spellings: [c.name], ...(c.parent !== undefined && { parent: c.parent }) }));
  // What the items have, as the given choices name it: a vocabulary's keys and meta's names are
  // offered where some item has them (never a choice without results).
  const heldByItems = (choices: readonly Choice[]) => {
    const wanted = new Set(choices.map((c) => c.value));
    const held = new Set<string>();
    // Read until every choice is held: a few items usually hold a vocabulary's every value.
    for (const item of loaded.items)
      if (held.size < wanted.size) for (const value of canonicalValues(group.values(item, context), choices)) if (wanted.has(value)) held.add(value);
    return choices.filter((c) => held.has(c.value));
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
export function choicesOf<Item, S extends Catalog>(
  def: HubBase<Item, string, S>,
  context: HubContext,
  t: HubTranslate<S>,
  loaded: Selected<Item>,
): Record<string, Choice[]> {
  return Object.fromEntries([
    ...(def.statuses ?? []).map((status) => [status.id, status.rules.map((rule) => ({ value: rule.value, label: t(rule.label) }))] as const),
    ...def.groups.map((group) => [group.id, groupChoices(group, context, t, loaded)] as const),
    ...(def.audience
      ? [[AUDIENCE, AUDIENCES.map((value) => ({ value, label: t(value === 'public' ? 'audiencePublic' : 'audienceCommunity') }))] as const]
      : []),
  ]);
}
