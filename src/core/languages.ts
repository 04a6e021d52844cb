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
