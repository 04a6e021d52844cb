/**
 * Collators for the languages of lists (choices, sorts, sections by letter, guided results): with
 * the content API layer, which every element that sorts loads, not in the runtime chunk the quick
 * search and the consent dialog load too.
 */
const collators = new Map<string, Intl.Collator>();

/**
 * A collator for a language and options, made once per page. The page's first collator loads the
 * locale's collation data (10 to 20 ms in Chromium): a listing warms it while its data is on the
 * way (`warmCollator`), not after the data arrives, before the first page can paint.
 */
const keyOf = (language: string, options: Intl.CollatorOptions) => `${language}|${options.numeric ? 1 : 0}|${options.sensitivity ?? ''}`;

export function collatorFor(language: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  const key = keyOf(language, options);
  let collator = collators.get(key);
  if (!collator) collators.set(key, (collator = new Intl.Collator(language, options)));
  return collator;
}

/**
 * Makes the language's collator in a task of its own, after the caller's requests are sent; once
 * made, nothing (a listing that asks the server again on each filter change warms nothing more).
 */
export function warmCollator(language: string): void {
  if (!collators.has(keyOf(language, {}))) setTimeout(() => collatorFor(language).compare('a', 'b'), 0);
}
