/**
 * The choices of a group against a naive reference on random values that differ in case, composed
 * form and surrounding space: `choicesFrom` (the distinct values, each by the first spelling met),
 * `canonicalValues` (an item's values as the choices name them), each asked many times over, as a
 * list of thousands of items asks them; and a server's named choices, offered where some item
 * holds them.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalValues, choicesFrom } from '../../src/listing/choices';
import { choicesOf } from '../../src/listing/hub-choices';
import type { HubBase } from '../../src/listing/hub-spec';
import type { Choice } from '../../src/listing/types';
import { pageSettings } from '../page-settings';
import { runs } from './runs';

const same = (text: string) => text.normalize('NFC').trim().toLowerCase();

/** Values that often repeat, in other cases and forms, with blanks and spaces around. */
const value = fc
  .tuple(fc.constantFrom('lab', 'Lab', ' LAB ', 'École', 'E\u0301cole', 'studio', 'Studio ', '', '  ', 'x', 'X'), fc.constantFrom('', ' ', '\t'))
  .map(([text, pad]) => pad + text + pad);
const values = fc.array(value, { maxLength: 4 });

function referenceChoices(items: readonly string[][], skip: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const text of skip) seen.set(same(text), '');
  for (const item of items)
    for (const raw of item) {
      const text = raw.trim();
      if (text !== '' && !seen.has(same(text))) seen.set(same(text), text);
    }
  return [...seen.values()].filter((text) => text !== '');
}

function referenceCanonical(item: readonly string[], choices: readonly Choice[]): string[] {
  const named: string[] = [];
  for (const raw of item) {
    const text = raw.trim();
    if (text === '') continue;
    const choice = choices.find((c) => [c.value, ...(c.spellings ?? [])].some((t) => same(t) === same(text)));
    const canonical = choice?.value ?? text;
    if (!named.includes(canonical)) named.push(canonical);
  }
  return named;
}

describe('filter choices', () => {
  it('are the distinct values by their first spelling, and name each item as the reference does', () => {
    fc.assert(
      fc.property(fc.array(values, { maxLength: 60 }), fc.array(value, { maxLength: 2 }), (items, skip) => {
        const choices = choicesFrom(
          items,
          (item) => item,
          (v) => v.toUpperCase(),
          'en',
          skip,
        );
        expect(new Set(choices.map((c) => c.value))).toEqual(new Set(referenceChoices(items, skip)));
        for (const choice of choices) expect(choice.label).toBe(choice.value.toUpperCase());
        // Twice over: what a list of choices keeps from the first asking answers the second alike.
        for (let round = 0; round < 2; round += 1) for (const item of items) expect(canonicalValues(item, choices)).toEqual(referenceCanonical(item, choices));
      }),
      { numRuns: runs(2000) },
    );
  });

  it('offer a server-named choice exactly when some item holds it', () => {
    const settings = pageSettings();
    const context = { settings, now: 0, loggedIn: false };
    const def = { groups: [{ id: 'g', label: 'g', values: (item: string[]) => item, choices: { from: 'server' } }] } as unknown as HubBase<string[]>;
    const named = fc.array(fc.tuple(value, value), { maxLength: 6 }).map((pairs) => pairs.map(([id, name]) => ({ id, name })));
    fc.assert(
      fc.property(fc.array(values, { maxLength: 60 }), named, (items, sent) => {
        const offered = choicesOf(def, context, ((key: string) => key) as never, { items, choices: { g: sent } }).g!;
        const all: Choice[] = sent.map((c) => ({ value: c.id, label: c.name, spellings: [c.name] }));
        const held = new Set(items.flatMap((item) => referenceCanonical(item, all)));
        expect(offered.map((c) => c.value)).toEqual(all.filter((c) => held.has(c.value)).map((c) => c.value));
      }),
      { numRuns: runs(2000) },
    );
  });
});
