/**
 * Interface strings shared by elements (loading and empty states, dates, link hints), in the three
 * languages. Element-specific strings, and the messages (docs/api.md, 'Messages') that only some
 * hubs use, live beside each hub: every string here ships with every element.
 */
import type { Catalogs } from './translate.js';

const en = {
  toBeAnnounced: 'To be announced',
  loading: 'Loading contents...',
  noResultsFound: 'No results found.',
  externalLink: '(opens an external site)',
  newTab: '(opens in a new tab)',
  /** A call that could not load (a network or server failure), told apart from 'No results'. */
  loadFailed: 'The content could not be loaded.',
  tryAgain: 'Try again',
};
export type CoreStrings = typeof en;

const fi: CoreStrings = {
  toBeAnnounced: 'Ilmoitetaan myöhemmin',
  loading: 'Ladataan sisältöä...',
  noResultsFound: 'Tuloksia ei löytynyt.',
  externalLink: '(avautuu ulkoiselle sivustolle)',
  newTab: '(avautuu uuteen välilehteen)',
  loadFailed: 'Sisältöä ei voitu ladata.',
  tryAgain: 'Yritä uudelleen',
};

const sv: CoreStrings = {
  toBeAnnounced: 'Meddelas senare',
  loading: 'Innehållet laddas...',
  noResultsFound: 'Inga resultat hittades.',
  externalLink: '(öppnar en extern webbplats)',
  newTab: '(öppnas i en ny flik)',
  loadFailed: 'Innehållet kunde inte laddas.',
  tryAgain: 'Försök igen',
};

export const coreStrings: Catalogs<CoreStrings> = { en, fi, sv };
