/** The interface and content languages every element supports. */
export const LANGUAGES = ['fi', 'sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language a BCP 47 tag names, when it is one of ours: 'fi-FI' and 'FI' are 'fi'.
 * Anything else (missing, 'de', 'x') is null so the caller can fall back.
 */
export function languageFromTag(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** The document's own language (`<html lang>`), else English. */
export function documentLanguage(): Language {
  const tag = typeof document === 'undefined' ? null : document.documentElement.getAttribute('lang');
  return languageFromTag(tag) ?? DEFAULT_LANGUAGE;
}

const collators = new Map<string, Intl.Collator>();

/**
 * A collator for a language and options, made once per page. The page's first collator loads the
 * locale's collation data (10 to 20 ms in Chromium): a listing warms it while its data is on the
 * way (`warmCollator`), not after the data arrives, before the first page can paint.
 */
export function collatorFor(language: string, options: Intl.CollatorOptions = {}): Intl.Collator {
  const key = `${language}|${options.numeric ? 1 : 0}|${options.sensitivity ?? ''}`;
  let collator = collators.get(key);
  if (!collator) collators.set(key, (collator = new Intl.Collator(language, options)));
  return collator;
}

/** Makes the language's collator in a task of its own, after the caller's requests are sent. */
export function warmCollator(language: string): void {
  setTimeout(() => collatorFor(language).compare('a', 'b'), 0);
}
