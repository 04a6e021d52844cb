/** The minors search's own texts (its list, search, count and empty state), in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';
import type { OwnStrings } from '../../listing/shared/study-search/strings.js';

export const minorsStrings: Catalogs<OwnStrings> = {
  en: {
    list: 'Minors',
    search: 'Search minors by name',
    count: { one: 'Showing {count} minor', other: 'Showing {count} minors' },
    countPart: { one: 'Showing {shown} of {count} minor', other: 'Showing {shown} of {count} minors' },
    emptyLanguage: 'You are searching for the minor in the wrong language.',
  },
  fi: {
    list: 'Sivuaineet',
    search: 'Hae sivuaineita nimellä',
    count: { one: 'Näytetään {count} sivuaine', other: 'Näytetään {count} sivuainetta' },
    countPart: { one: 'Näytetään {shown}/{count} sivuaineesta', other: 'Näytetään {shown}/{count} sivuaineesta' },
    emptyLanguage: 'haet sivuainetta väärällä kielellä.',
  },
  sv: {
    list: 'Biämnen',
    search: 'Sök biämnen efter namn',
    count: { one: 'Visar {count} biämne', other: 'Visar {count} biämnen' },
    countPart: { one: 'Visar {shown} av {count} biämne', other: 'Visar {shown} av {count} biämnen' },
    emptyLanguage: 'du söker efter biämnet på fel språk.',
  },
};
