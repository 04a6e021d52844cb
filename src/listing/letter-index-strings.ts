/** Texts of the A–Z index layout, in fi, sv and en (in its own chunk: other listings need none). */
import type { Catalogs } from '../core/i18n/translate.js';

const en = {
  letters: 'Index letters',
  entries: { one: '{count} entry', other: '{count} entries' },
  backToLetters: 'Back to letters',
};
export type LetterIndexStrings = typeof en;

const fi: LetterIndexStrings = {
  letters: 'Hakemiston kirjaimet',
  entries: { one: '{count} kohta', other: '{count} kohtaa' },
  backToLetters: 'Takaisin kirjaimiin',
};

const sv: LetterIndexStrings = {
  letters: 'Registrets bokstäver',
  entries: { one: '{count} post', other: '{count} poster' },
  backToLetters: 'Tillbaka till bokstäverna',
};

export const letterIndexStrings: Catalogs<LetterIndexStrings> = { en, fi, sv };
