/** Helpers for filter choices and how they appear in the address. */
import type { AddressGroup } from './address-sync.js';
import type { Choice } from './types.js';
import type { Pill } from './views/Pills.js';
import { collatorFor } from '../core/collator.js';
import { own } from '../core/records.js';

/** The distinct values items have (but those in `skip`), as choices labelled by `label`, in the language's order. */
export function choicesFrom<Item>(items: readonly Item[], values: (item: Item) => readonly string[], label: (value: string) => string, language: string, skip?: ReadonlySet<string>): Choice[] {
  const seen = new Set<string>();
  for (const item of items) for (const value of values(item)) seen.add(value);
  if (skip) for (const value of skip) seen.delete(value);
  const collator = collatorFor(language);
  return [...seen].map((value) => ({ value, label: label(value) })).sort((a, b) => collator.compare(a.label, b.label));
}

/** A group in the address by its values as they are; a value not among the choices is ignored. */
export function addressGroupOf(group: string, param: string, choices: readonly Choice[]): AddressGroup {
  const known = new Set(choices.map((c) => c.value));
  return { group, param, encode: (value) => value, decode: (text) => (known.has(text) ? text : null) };
}

/** A value's label among choices; the value as sent when it has none. */
export function labelOf(choices: readonly Choice[], value: string): string {
  return choices.find((c) => c.value === value)?.label ?? value;
}

/** The selected filters as pills, labelled as their choices are. */
export function pillsOf(groups: ReadonlyArray<{ id: string; options: readonly Choice[] }>, selected: Readonly<Record<string, readonly string[]>>): Pill[] {
  return groups.flatMap((g) => (own(selected, g.id) ?? []).map((value) => ({ group: g.id, value, label: labelOf(g.options, value) })));
}
