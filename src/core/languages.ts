import { primaryTag, registeredTexts } from './i18n/registered.js';

/** The interface and content languages every element supports. */
export const LANGUAGES = ['fi', 'sv', 'en'] as const;
/**
 * fi, sv or en, or a language a site registered texts for (`registerTexts`): such a one travels
 * typed as a `Language` too, so that every element takes it as it takes ours; what is indexed by
 * language (catalogues, locales) falls back to English for it (`isOwnLanguage`).
 */
export type Language = (typeof LANGUAGES)[number];

/** One of the languages the catalogues have texts in (not a site's registered one). */
export const isOwnLanguage = (language: string): language is Language => (LANGUAGES as readonly string[]).includes(language);

/**
 * The language a BCP 47 tag names, when it is one of ours or registered: 'fi-FI' and 'FI' are
 * 'fi'. Anything else (missing, 'x', a language without texts) is null so the caller can fall back.
 */
export function languageFromTag(tag: string | null | undefined): Language | null {
  const primary = primaryTag(tag);
  return primary !== null && (isOwnLanguage(primary) || registeredTexts(primary) !== undefined) ? (primary as Language) : null;
}

/** The language whose built texts an element loads: its own, or English under a registered one. */
export const textsLanguage = (language: Language): Language => (isOwnLanguage(language) ? language : 'en');

/**
 * The `language` attribute's value (docs/api.md, 'Page settings'): a language of ours (or one a
 * site registered), else the document's (`<html lang>`), else English.
 */
export const languageAttribute = (raw: string | null): Language => languageFromTag(raw) ?? languageFromTag(globalThis.document?.documentElement.lang) ?? 'en';
