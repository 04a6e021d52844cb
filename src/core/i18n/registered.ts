/**
 * Languages a site adds: `registerTexts('de', { … })`, exported from the package entry,
 * gives every element on the page its texts in that language, by catalogue key, as the `strings`
 * property gives one element its texts. An element with `language="de"` then renders: a key the
 * site has not given is the English text, and dates and numbers come from Intl in that language.
 * In the entry's chunk, so that the entry and the element chunks share one table; tiny for that:
 * the texts are checked where they are read (translate.ts, with the element's code).
 */

/** An interface text: plain, or plural forms chosen by `count` (see translate.ts). */
export type Text = string | { one: string; other: string };

/** The texts registered, by language (lowercase primary subtag), then by key; not yet checked. */
const registered = new Map<string, Record<string, unknown>>();

/** 'de-DE', 'DE' → 'de'; null for what is no language tag. */
export function primaryTag(tag: unknown): string | null {
  const primary = typeof tag === 'string' ? tag.trim().toLowerCase().split(/[-_]/)[0]! : '';
  return /^[a-z]{2,3}$/.test(primary) ? primary : null;
}

/**
 * Registers (or adds to) a language's interface texts for every element on the page. Register
 * before the elements connect, or set their `language` after: an element reads its texts when it
 * renders. Keys are those of docs/strings.md; a key missing here is the English text.
 */
export function registerTexts(language: string, texts: Record<string, Text>): void {
  const tag = primaryTag(language);
  // A spread, not Object.assign: a key `__proto__` stays a key, never a prototype.
  if (tag && typeof texts === 'object' && texts !== null) registered.set(tag, { ...registered.get(tag), ...texts });
}

/** The texts registered for a language, if any. */
export const registeredTexts = (language: string): Record<string, unknown> | undefined => registered.get(language);
