/**
 * Interface strings shared by elements (loading and empty states, dates, link hints), in the
 * three languages. Element-specific strings, and the messages of spec §8 that only some hubs use,
 * live beside each hub: every string here ships with every element.
 */
import type { Catalogs } from './translate.js';

const en = {
  toBeAnnounced: 'To be announced',
  loading: 'Loading contents...',
  noResultsFound: 'No results found.',
  externalLink: '(opens an external site)',
  newTab: '(opens in a new tab)',
};
export type CoreStrings = typeof en;

const fi: CoreStrings = {
  toBeAnnounced: 'Ilmoitetaan myöhemmin',
  loading: 'Ladataan sisältöä...',
  noResultsFound: 'Tuloksia ei löytynyt.',
  externalLink: '(avautuu ulkoiselle sivustolle)',
  newTab: '(avautuu uuteen välilehteen)',
};

const sv: CoreStrings = {
  toBeAnnounced: 'Meddelas senare',
  loading: 'Innehållet laddas...',
  noResultsFound: 'Inga resultat hittades.',
  externalLink: '(öppnar en extern webbplats)',
  newTab: '(öppnas i en ny flik)',
};

export const coreStrings: Catalogs<CoreStrings> = { en, fi, sv };
