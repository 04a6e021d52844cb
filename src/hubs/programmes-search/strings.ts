/** The programmes search's own texts (its list, search, count and empty state), in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';
import type { OwnStrings } from '../../listing/shared/study-search/strings.js';

export const programmesStrings: Catalogs<OwnStrings> = {
  en: {
    list: 'Programmes',
    search: 'Search programmes by name',
    count: { one: 'Showing {count} programme', other: 'Showing {count} programmes' },
    countPart: { one: 'Showing {shown} of {count} programme', other: 'Showing {shown} of {count} programmes' },
    emptyLanguage: 'You are searching for the programme in the wrong language.',
  },
  fi: {
    list: 'Koulutusohjelmat',
    search: 'Hae koulutusohjelmia nimellä',
    count: { one: 'Näytetään {count} koulutusohjelma', other: 'Näytetään {count} koulutusohjelmaa' },
    countPart: { one: 'Näytetään {shown}/{count} koulutusohjelmasta', other: 'Näytetään {shown}/{count} koulutusohjelmasta' },
    emptyLanguage: 'haet koulutusohjelmaa väärällä kielellä.',
  },
  sv: {
    list: 'Utbildningsprogram',
    search: 'Sök utbildningsprogram efter namn',
    count: { one: 'Visar {count} utbildningsprogram', other: 'Visar {count} utbildningsprogram' },
    countPart: { one: 'Visar {shown} av {count} utbildningsprogram', other: 'Visar {shown} av {count} utbildningsprogram' },
    emptyLanguage: 'du söker efter programmet på fel språk.',
  },
};
