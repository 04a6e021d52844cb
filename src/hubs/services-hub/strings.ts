/** The services hub's texts, in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  list: 'Services',
  search: 'Search services',
  count: { one: 'Showing {count} service', other: 'Showing {count} services' },
  countPart: { one: 'Showing {shown} of {count} service', other: 'Showing {shown} of {count} services' },
  noResults: 'No results',
  groupTopic: 'Topic',
  groupTargetGroup: 'Target group',
  groupProvider: 'Service provider',
  groupCategory: 'Category',
  updated: 'Updated',
  indexPages: 'Service index pages',
  provider: 'Provider',
  pageServices: { one: '{count} service', other: '{count} services' },
};
export type ServicesStrings = typeof en;

const fi: ServicesStrings = {
  list: 'Palvelut',
  search: 'Hae palveluita',
  count: { one: 'Näytetään {count} palvelu', other: 'Näytetään {count} palvelua' },
  countPart: { one: 'Näytetään {shown}/{count} palvelusta', other: 'Näytetään {shown}/{count} palvelusta' },
  noResults: 'Ei tuloksia',
  groupTopic: 'Aihe',
  groupTargetGroup: 'Kohderyhmä',
  groupProvider: 'Palveluntarjoaja',
  groupCategory: 'Kategoria',
  updated: 'Päivitetty',
  indexPages: 'Palveluhakemistot',
  provider: 'Tarjoaja',
  pageServices: { one: '{count} palvelu', other: '{count} palvelua' },
};

const sv: ServicesStrings = {
  list: 'Tjänster',
  search: 'Sök tjänster',
  count: { one: 'Visar {count} tjänst', other: 'Visar {count} tjänster' },
  countPart: { one: 'Visar {shown} av {count} tjänst', other: 'Visar {shown} av {count} tjänster' },
  noResults: 'Inga resultat',
  groupTopic: 'Ämne',
  groupTargetGroup: 'Målgrupp',
  groupProvider: 'Tjänsteleverantör',
  groupCategory: 'Kategori',
  updated: 'Uppdaterad',
  indexPages: 'Tjänsteregister',
  provider: 'Leverantör',
  pageServices: { one: '{count} tjänst', other: '{count} tjänster' },
};

export const servicesStrings: Catalogs<ServicesStrings> = { en, fi, sv };
