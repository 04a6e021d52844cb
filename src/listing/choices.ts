/** Helpers for filter choices and how they appear in the address. */
import type { AddressGroup, Choice, Pill } from './types.js';
import { collatorFor } from '../core/collator.js';
import { periodKey } from '../core/period-phase.js';
import { own } from '../core/records.js';
import { kept } from '../core/kept.js';

// Folding runs for every value of every item, and a list repeats a few hundred values: composing
// (NFC) is most of its cost, so folded texts are kept, up to a bound that frees them.
const folded = new Map<string, string>();
const FOLDED_KEPT = 10_000;

/** A text as values are matched: trimmed, in one case, composed alike. */
export const fold = (text: string): string =>
  kept(folded, text, () => {
    if (folded.size >= FOLDED_KEPT) folded.clear();
    return text.normalize('NFC').trim().toLowerCase();
  });

const canonicals = new WeakMap<readonly Choice[], (raw: string) => string | null>();

/**
 * The value an item's raw value stands for among a group's choices: the choice whose value or
 * spellings match it regardless of case and surrounding space, else the raw value trimmed; null
 * for a blank one. (Made once per list of choices.)
 */
export function canonicalOf(choices: readonly Choice[]): (raw: string) => string | null {
  return kept(canonicals, choices, () => {
    const byFold = new Map<string, string>();
    for (const choice of choices) {
      for (const text of [choice.value, ...(choice.spellings ?? [])]) if (!byFold.has(fold(text))) byFold.set(fold(text), choice.value);
    }
    return (raw) => {
      const text = raw.trim();
      return text === '' ? null : (byFold.get(fold(text)) ?? text);
    };
  });
}

/** An item's values as its group's choices name them: matched, blanks dropped, each once. */
export function canonicalValues(values: readonly string[], choices: readonly Choice[]): string[] {
  const canonical = canonicalOf(choices);
  // A loop, not flatMap and a Set: it runs per item per group, and an item has a value or two.
  const named: string[] = [];
  for (const raw of values) {
    const value = canonical(raw);
    if (value !== null && !named.includes(value)) named.push(value);
  }
  return named;
}

/**
 * The distinct values items have (but those matching `skip`), as choices labelled by `label`, in
 * the language's order. Values that differ only in case or surrounding space are one choice, by
 * the first spelling met.
 */
export function choicesFrom<Item>(
  items: readonly Item[],
  values: (item: Item) => readonly string[],
  label: (value: string) => string,
  language: string,
  skip?: readonly string[],
  order?: 'period',
): Choice[] {
  const seen = new Map<string, string>();
  for (const text of skip ?? []) seen.set(fold(text), '');
  // Thousands of items repeat a few hundred texts: each text is trimmed and folded once.
  const met = new Set<string>();
  for (const item of items) {
    for (const raw of values(item)) {
      if (met.has(raw)) continue;
      met.add(raw);
      const value = raw.trim();
      if (value !== '' && !seen.has(fold(value))) seen.set(fold(value), value);
    }
  }
  const collator = collatorFor(language, { numeric: true });
  const byLabel = (a: Choice, b: Choice) => collator.compare(a.label, b.label);
  return [...seen.values()]
    .filter((value) => value !== '')
    .map((value) => ({ value, label: label(value) }))
    .sort(order === 'period' ? byPeriod(byLabel) : byLabel);
}

/** Choices in time order by the periods their labels name, then by `then`. */
export function byPeriod(then: (a: Choice, b: Choice) => number) {
  return (a: Choice, b: Choice) => {
    const [ya, pa] = periodKey(a.label);
    const [yb, pb] = periodKey(b.label);
    return ya !== yb ? (ya < yb ? -1 : 1) : pa !== pb ? (pa < pb ? -1 : 1) : then(a, b);
  };
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
