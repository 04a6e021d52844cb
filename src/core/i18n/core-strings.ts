/**
 * Interface strings shared by every element (spec §8 messages, date and link texts), in the
 * three languages. Element-specific strings live beside each hub.
 */
import type { Catalogs } from './translate.js';

const en = {
  toBeAnnounced: 'To be announced',
  loading: 'Loading contents...',
  noResults: 'No results',
  noResultsFound: 'No results found.',
  noResultsDot: 'No results.',
  noEvents: 'No events found',
  noNews: 'No news found',
  noData: 'No data available',
  noFilters: 'No filters',
  externalLink: '(opens an external site)',
  newTab: '(opens in a new tab)',
};
export type CoreStrings = typeof en;

const fi: CoreStrings = {
  toBeAnnounced: 'Ilmoitetaan myöhemmin',
  loading: 'Ladataan sisältöä...',
  noResults: 'Ei tuloksia',
  noResultsFound: 'Tuloksia ei löytynyt.',
  noResultsDot: 'Ei tuloksia.',
  noEvents: 'Tapahtumia ei löytynyt',
  noNews: 'Uutisia ei löytynyt',
  noData: 'Tietoja ei saatavilla',
  noFilters: 'Ei suodattimia',
  externalLink: '(avautuu ulkoiselle sivustolle)',
  newTab: '(avautuu uuteen välilehteen)',
};

const sv: CoreStrings = {
  toBeAnnounced: 'Meddelas senare',
  loading: 'Innehållet laddas...',
  noResults: 'Inga resultat',
  noResultsFound: 'Inga resultat hittades.',
  noResultsDot: 'Inga resultat.',
  noEvents: 'Inga evenemang hittades',
  noNews: 'Inga nyheter hittades',
  noData: 'Inga uppgifter tillgängliga',
  noFilters: 'Inga filter',
  externalLink: '(öppnar en extern webbplats)',
  newTab: '(öppnas i en ny flik)',
};

export const coreStrings: Catalogs<CoreStrings> = { en, fi, sv };
