/** The data sources listing's texts, in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  list: 'Data sources',
  search: 'Search data sources',
  count: { one: 'Showing {count} data source', other: 'Showing {count} data sources' },
  countPart: { one: 'Showing {shown} of {count} data source', other: 'Showing {shown} of {count} data sources' },
  noResults: 'No results',
  groupTopic: 'Topic',
  groupSubject: 'Subject',
  groupKeywords: 'Keywords',
  groupCoverage: 'Geographical coverage',
  groupFormat: 'Format',
  groupType: 'Type',
  groupUnit: 'Analysis unit',
  groupAccess: 'Accessibility',
  author: 'Author',
  license: 'Licence',
  frequency: 'Frequency',
  encoding: 'Encoding',
};
export type DataSourcesStrings = typeof en;

const fi: DataSourcesStrings = {
  list: 'Aineistot',
  search: 'Hae aineistoja',
  count: { one: 'Näytetään {count} aineisto', other: 'Näytetään {count} aineistoa' },
  countPart: { one: 'Näytetään {shown}/{count} aineistosta', other: 'Näytetään {shown}/{count} aineistosta' },
  noResults: 'Ei tuloksia',
  groupTopic: 'Aihe',
  groupSubject: 'Aihealue',
  groupKeywords: 'Avainsanat',
  groupCoverage: 'Maantieteellinen kattavuus',
  groupFormat: 'Muoto',
  groupType: 'Tyyppi',
  groupUnit: 'Havaintoyksikkö',
  groupAccess: 'Saatavuus',
  author: 'Tekijä',
  license: 'Lisenssi',
  frequency: 'Päivitystiheys',
  encoding: 'Tiedostomuoto',
};

const sv: DataSourcesStrings = {
  list: 'Datakällor',
  search: 'Sök datakällor',
  count: { one: 'Visar {count} datakälla', other: 'Visar {count} datakällor' },
  countPart: { one: 'Visar {shown} av {count} datakälla', other: 'Visar {shown} av {count} datakällor' },
  noResults: 'Inga resultat',
  groupTopic: 'Ämne',
  groupSubject: 'Ämnesområde',
  groupKeywords: 'Nyckelord',
  groupCoverage: 'Geografisk täckning',
  groupFormat: 'Format',
  groupType: 'Typ',
  groupUnit: 'Analysenhet',
  groupAccess: 'Tillgänglighet',
  author: 'Upphovsperson',
  license: 'Licens',
  frequency: 'Frekvens',
  encoding: 'Filformat',
};

export const dataSourcesStrings: Catalogs<DataSourcesStrings> = { en, fi, sv };
