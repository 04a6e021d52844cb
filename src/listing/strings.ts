/**
 * Texts of the listing engine's shared views, in fi, sv and en (hubs add their own). The texts of
 * the controls only some hubs declare (date range, sort select, table) are in `control-strings.ts`.
 */
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
};

export const listingStrings: Catalogs<ListingStrings> = { en, fi, sv };
