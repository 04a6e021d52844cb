/** The general suggestion tool's texts, in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  suggestions: 'Suggestions for you',
  count: { one: '{count} suggestion', other: '{count} suggestions' },
  why: 'Matches: {reasons}',
  none: 'No suggestions match your answers.',
  unavailable: 'No data available',
  retry: 'Try again',
};
export type SuggestionToolStrings = typeof en;

const fi: SuggestionToolStrings = {
  suggestions: 'Ehdotuksia sinulle',
  count: { one: '{count} ehdotus', other: '{count} ehdotusta' },
  why: 'Sopii: {reasons}',
  none: 'Vastauksiisi sopivia ehdotuksia ei löytynyt.',
  unavailable: 'Tietoja ei saatavilla',
  retry: 'Yritä uudelleen',
};

const sv: SuggestionToolStrings = {
  suggestions: 'Förslag för dig',
  count: { one: '{count} förslag', other: '{count} förslag' },
  why: 'Matchar: {reasons}',
  none: 'Inga förslag passar dina svar.',
  unavailable: 'Inga uppgifter tillgängliga',
  retry: 'Försök igen',
};

export const suggestionToolStrings: Catalogs<SuggestionToolStrings> = { en, fi, sv };
