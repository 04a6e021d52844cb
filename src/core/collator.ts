/**
 * Collators for the languages of lists (choices, sorts, sections by letter, guided results): with
 * the content API layer, which every element that sorts loads, not in the runtime chunk the quick
 * search and the consent dialog load too.
 */
const collators = new Map<string, Intl.Collator>();

/**
 * A collator for a language and options, made once per page. The page's first collator loads the
 * collation data (a noticeable pause): the loader makes one while an element's code and first
 * calls are on the way (api/first-calls.ts), and a listing warms its language's while its data
 * is (`warmCollator`), not after the data arrives, before the first page can paint.
 */
const keyOf = (language: string, options: Intl.CollatorOptions) => `${language}|${options.numeric ? 1 : 0}|${options.sensitivity ?? ''}`;

export function collatorFor(language: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  const key = keyOf(language, options);
  let collator = collators.get(key);
  if (!collator) collators.set(key, (collator = new Intl.Collator(language, options)));
  return collator;
}

/** How sorts compare texts: numbers in text by their value ('Room 9' before 'Room 10'). */
export const SORT_COLLATION: Intl.CollatorOptions = { numeric: true };

/**
 * Makes the language's collators, for choices and for sorts, in a task of its own after the
 * caller's requests are sent; once made, nothing (a listing that asks the server again on each
 * filter change warms nothing more). The first collator of a language loads its collation data
 * (one of a listing's long tasks on a slow CPU); a second set of options then costs next to
 * nothing, so the two share the task.
 */
export function warmCollator(language: string): void {
  if (collators.has(keyOf(language, SORT_COLLATION))) return;
  setTimeout(() => {
    collatorFor(language).compare('a', 'b');
    collatorFor(language, SORT_COLLATION).compare('a', 'b');
  }, 0);
}
