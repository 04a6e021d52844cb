/**
 * Results in sections by first letter, for the A–Z site indexes: each language's alphabet and
 * collation. Pure functions over the engine's results.
 */
import type { Section } from './sections.js';
import { collatorFor } from '../core/collator.js';

/** Where entries that start with no letter (digits, signs) go; it comes before A. */
export const OTHER_LETTER = '#';

/** Letters that are letters of their own in Finnish and Swedish (after Z); elsewhere A and O with marks. */
const NORDIC = new Set(['Å', 'Ä', 'Ö']);

/**
 * The index letter of a text in a language: its first letter, uppercased. Marks are dropped
 * (É is E, Ü is U), except Å, Ä and Ö in fi and sv, which are letters of their own; leading quote
 * marks and brackets are skipped; a text that starts with no Latin letter (a digit) is `#`.
 */
export function indexLetter(text: string, language: string): string {
  // Quote marks, brackets and spaces before the first letter or digit do not file an entry.
  const first = text
    .replace(/^[^\p{L}\p{N}]+/u, '')
    .charAt(0)
    .toLocaleUpperCase(language);
  if ((language === 'fi' || language === 'sv') && NORDIC.has(first)) return first;
  const base = first.normalize('NFD').charAt(0);
  return /^[A-Z]$/.test(base) ? base : OTHER_LETTER;
}

/** The letters of an A–Z navigation in a language: A–Z, then Å, Ä, Ö in fi and sv; `#` first. */
export function alphabet(language: string): string[] {
  const latin = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
  return [OTHER_LETTER, ...latin, ...(language === 'fi' || language === 'sv' ? ['Å', 'Ä', 'Ö'] : [])];
}

/**
 * Items in sections by their index letter, in the language's alphabet (`#` first), each section's
 * items in the language's collation of their titles. Letters without entries have no section.
 */
export function sectionsByLetter<Item>(items: readonly Item[], title: (item: Item) => string, language: string): Array<Section<Item>> {
  const collator = collatorFor(language, { numeric: true, sensitivity: 'base' });
  const byLetter = new Map<string, Item[]>();
  for (const item of items) {
    const letter = indexLetter(title(item), language);
    let list = byLetter.get(letter);
    if (!list) byLetter.set(letter, (list = []));
    list.push(item);
  }
  return alphabet(language)
    .filter((letter) => byLetter.has(letter))
    .map((letter) => ({ key: letter, items: byLetter.get(letter)!.sort((a, b) => collator.compare(title(a), title(b))) }));
}
