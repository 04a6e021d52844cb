/** The simple quiz's texts, in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  suggestions: 'Goals for you',
  count: { one: '{count} goal', other: '{count} goals' },
  why: 'Because you chose: {reasons}',
  none: 'No goals match your answers.',
  unavailable: 'No data available',
  retry: 'Try again',
};
export type SimpleQuizStrings = typeof en;

const fi: SimpleQuizStrings = {
  suggestions: 'Tavoitteita sinulle',
  count: { one: '{count} tavoite', other: '{count} tavoitetta' },
  why: 'Koska valitsit: {reasons}',
  none: 'Vastauksiisi sopivia tavoitteita ei löytynyt.',
  unavailable: 'Tietoja ei saatavilla',
  retry: 'Yritä uudelleen',
};

const sv: SimpleQuizStrings = {
  suggestions: 'Mål för dig',
  count: { one: '{count} mål', other: '{count} mål' },
  why: 'Eftersom du valde: {reasons}',
  none: 'Inga mål passar dina svar.',
  unavailable: 'Inga uppgifter tillgängliga',
  retry: 'Försök igen',
};

export const simpleQuizStrings: Catalogs<SimpleQuizStrings> = { en, fi, sv };
