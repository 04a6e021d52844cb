/**
 * The search's text index and its scan: the search texts, lowercased, by column (the i-th text of
 * every item). A column with few distinct values (a field's name, say) becomes a dictionary: each
 * distinct value is tested once and its items marked through their positions. The other columns
 * go into one string, with each item's start offset, for one native scan. Built on the first
 * search (`index-items.ts`), so the first results do not wait.
 */
import type { ItemIndex, ListingConfig, TextIndex } from './types.js';
import { postingsOf } from './postings.js';

/** Separates one item's searchable texts (a query never matches across two of them). */
const FIELD_END = '\u0000';
/** Ends an item's text. Neither separator can occur in a query: control characters are dropped. */
const ITEM_END = '\u0001';

/** A column becomes a dictionary when it has at most this share of distinct values. */
const DICTIONARY_RATIO = 0.25;

/** The items' search texts as dictionary columns and one scanned string. */
export function textIndexOf<Item>(items: readonly Item[], config: ListingConfig<Item>): TextIndex {
  const columns: string[][] = [];
  items.forEach((item, position) => {
    config.searchText(item).forEach((text, column) => {
      (columns[column] ??= new Array<string>(items.length).fill(''))[position] = (text ?? '').toLowerCase();
    });
  });
  const isDictionary = columns.map((values) => new Set(values).size <= Math.max(1, items.length * DICTIONARY_RATIO));
  const dictionaries = columns
    .filter((_, column) => isDictionary[column])
    .map((values) => postingsOf((position) => (values[position] ? [values[position]] : []), items.length));
  const scanned = columns.filter((_, column) => !isDictionary[column]);

  const starts = new Uint32Array(items.length);
  const parts: string[] = [];
  let offset = 0;
  for (let position = 0; position < items.length; position += 1) {
    const text =
      scanned
        .map((values) => values[position])
        .filter(Boolean)
        .join(FIELD_END) + ITEM_END;
    starts[position] = offset;
    offset += text.length;
    parts.push(text);
  }
  return { text: parts.join(''), starts, dictionaries };
}

/** The term as the substring search looks for it: no control characters, trimmed, lowercased. */
export const searchTerm = (search: string) =>
  search
    // eslint-disable-next-line no-control-regex -- a search term drops the control characters it carries.
    .replace(/[\u0000-\u001f]/g, '')
    .trim()
    .toLowerCase();

/**
 * Finds the items whose search texts contain the term: dictionary columns hand over the positions
 * of each matching value at once (`matchedAll`), the scanned text each matching item once, in
 * order (`matched`; an item may also have come through a dictionary).
 */
export function forEachMatch<Item>(index: ItemIndex<Item>, term: string, matchedAll: (positions: Uint32Array) => void, matched: (position: number) => void) {
  const { text, starts, dictionaries } = index.textIndex();
  for (const dictionary of dictionaries) {
    for (const [value, positions] of dictionary) if (value.includes(term)) matchedAll(positions);
  }
  // Matches come in text order, so the item a match falls in is found by walking forward.
  let position = 0;
  let at = text.indexOf(term);
  while (at >= 0) {
    while (position + 1 < starts.length && starts[position + 1]! <= at) position += 1;
    matched(position);
    // One match is enough: go on from the next item's text.
    if (position + 1 >= starts.length) break;
    at = text.indexOf(term, starts[position + 1]);
  }
}
