/** The interface and content languages every element supports. */
export const LANGUAGES = ['fi', 'sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language a BCP 47 tag names, when it is one of ours: 'fi-FI' and 'FI' are 'fi'.
 * Anything else (missing, 'de', 'x') is null so the caller can fall back.
 */
function languageFromTag(tag: string | null | undefined): Language | null {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0] as Language;
  return LANGUAGES.includes(primary) ? primary : null;
}

/**
 * The `language` attribute's value (contract §2): a language of ours, else the document's
 * (`<html lang>`), else English.
 */
export const languageAttribute = (raw: string | null): Language =>
  languageFromTag(raw) ?? languageFromTag(globalThis.document?.documentElement.lang) ?? 'en';

