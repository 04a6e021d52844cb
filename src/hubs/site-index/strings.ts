/** The A–Z indexes' texts, in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  list: 'Site index',
  search: 'Filter the index',
  count: { one: 'Showing {count} entry', other: 'Showing {count} entries' },
  noResults: 'No results',
};
export type SiteIndexStrings = typeof en;

const fi: SiteIndexStrings = {
  list: 'Sivuhakemisto',
  search: 'Suodata hakemistoa',
  count: { one: 'Näytetään {count} kohta', other: 'Näytetään {count} kohtaa' },
  noResults: 'Ei tuloksia',
};

const sv: SiteIndexStrings = {
  list: 'Webbplatsregister',
  search: 'Filtrera registret',
  count: { one: 'Visar {count} post', other: 'Visar {count} poster' },
  noResults: 'Inga resultat',
};

export const siteIndexStrings: Catalogs<SiteIndexStrings> = { en, fi, sv };
