/** Texts of the listing engine's shared views, in fi, sv and en (hubs add their own). */
import type { Catalogs } from '../core/i18n/translate.js';

const en = {
  searchButton: 'Search',
  clearSearch: 'Clear search',
  filters: 'Filters',
  closeFilters: 'Close filters',
  selectedFilters: 'Selected filters',
  removeFilter: 'Remove filter: {label}',
  showMore: 'Show more',
  progress: '{shown} of {count} shown',
  dateRange: 'Date',
  dateFrom: 'From',
  dateTo: 'To',
  rangePill: '{from}–{to}',
  sortBy: 'Sort by',
  sort: 'Sort',
  apply: 'Apply',
  showDetails: 'Show details',
  showAllRows: 'Show all {count}',
};
export type ListingStrings = typeof en;

const fi: ListingStrings = {
  searchButton: 'Hae',
  clearSearch: 'Tyhjennä haku',
  filters: 'Suodattimet',
  closeFilters: 'Sulje suodattimet',
  selectedFilters: 'Valitut suodattimet',
  removeFilter: 'Poista suodatin: {label}',
  showMore: 'Näytä lisää',
  progress: '{shown}/{count} näytetty',
  dateRange: 'Päivämäärä',
  dateFrom: 'Alkaen',
  dateTo: 'Päättyen',
  rangePill: '{from}–{to}',
  sortBy: 'Järjestys',
  sort: 'Järjestä',
  apply: 'Käytä',
  showDetails: 'Näytä tiedot',
  showAllRows: 'Näytä kaikki {count}',
};

const sv: ListingStrings = {
  searchButton: 'Sök',
  clearSearch: 'Töm sökningen',
  filters: 'Filter',
  closeFilters: 'Stäng filtren',
  selectedFilters: 'Valda filter',
  removeFilter: 'Ta bort filter: {label}',
  showMore: 'Visa fler',
  progress: '{shown} av {count} visas',
  dateRange: 'Datum',
  dateFrom: 'Från',
  dateTo: 'Till',
  rangePill: '{from}–{to}',
  sortBy: 'Sortera',
  sort: 'Sortera',
  apply: 'Tillämpa',
  showDetails: 'Visa detaljer',
  showAllRows: 'Visa alla {count}',
};

export const listingStrings: Catalogs<ListingStrings> = { en, fi, sv };
