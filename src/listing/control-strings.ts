/**
 * Texts of the controls only some hubs declare, in fi, sv and en: the date range (`ranges`), the
 * sort select (sort `choices`) and the table layout's phone controls. A hub that declares one
 * carries its texts in its own catalogue (`mergeStrings(dateRangeStrings, …)`), so that no other
 * element loads them (each element's texts file holds the catalogues it reaches).
 */
import type { Catalogs } from '../core/i18n/translate.js';

const dateRange = {
  en: { dateRange: 'Date', dateFrom: 'From', dateTo: 'To', rangePill: '{from}–{to}' },
  fi: { dateRange: 'Päivämäärä', dateFrom: 'Alkaen', dateTo: 'Päättyen', rangePill: '{from}–{to}' },
  sv: { dateRange: 'Datum', dateFrom: 'Från', dateTo: 'Till', rangePill: '{from}–{to}' },
};
export type DateRangeStrings = typeof dateRange.en;
export const dateRangeStrings: Catalogs<DateRangeStrings> = dateRange;

/** The count line once the visitor has changed the order (`useOrderChanged`): the count, then the order. */
const ordered = {
  en: { ordered: '{count}. Order: {order}' },
  fi: { ordered: '{count}. Järjestys: {order}' },
  sv: { ordered: '{count}. Ordning: {order}' },
};

const sortSelect = {
  en: { sortBy: 'Sort by', ...ordered.en },
  fi: { sortBy: 'Järjestys', ...ordered.fi },
  sv: { sortBy: 'Sortera', ...ordered.sv },
};
export type SortSelectStrings = typeof sortSelect.en;
export const sortSelectStrings: Catalogs<SortSelectStrings> = sortSelect;

const table = {
  en: {
    sort: 'Sort',
    apply: 'Apply',
    showDetails: 'Show details',
    showAllRows: 'Show all {count}',
    scrollRegion: '{caption}, scrolls sideways',
    ascending: 'ascending',
    descending: 'descending',
    ...ordered.en,
  },
  fi: {
    sort: 'Järjestä',
    apply: 'Käytä',
    showDetails: 'Näytä tiedot',
    showAllRows: 'Näytä kaikki {count}',
    scrollRegion: '{caption}, vierittyy sivuttain',
    ascending: 'nouseva',
    descending: 'laskeva',
    ...ordered.fi,
  },
  sv: {
    sort: 'Sortera',
    apply: 'Tillämpa',
    showDetails: 'Visa detaljer',
    showAllRows: 'Visa alla {count}',
    scrollRegion: '{caption}, rullas i sidled',
    ascending: 'stigande',
    descending: 'fallande',
    ...ordered.sv,
  },
};
export type TableStrings = typeof table.en;
export const tableStrings: Catalogs<TableStrings> = table;
