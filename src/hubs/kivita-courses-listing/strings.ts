/** The Kivita courses listing's texts, in fi, sv and en. */
import { sortSelectStrings, type SortSelectStrings } from '../../listing/control-strings.js';
import { mergeStrings } from '../../listing/hub.js';
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  list: 'Kivita courses',
  search: 'Search Kivita courses',
  count: { one: 'Showing {count} course', other: 'Showing {count} courses' },
  countPart: { one: 'Showing {shown} of {count} course', other: 'Showing {shown} of {count} courses' },
  noResults: 'No results',
  groupTopic: 'Topic',
  groupForm: 'Form of study',
  groupLanguage: 'Language of instruction',
  groupRegistration: 'Registration',
  registration_open: 'Registration open',
  registration_upcoming: 'Registration upcoming',
  registration_ended: 'Registration ended',
  schedule: 'Schedule',
  registrationPeriod: 'Registration period',
  sortRegistration: 'Registration open first',
  sortName: 'Name, A to Z',
};
export type KivitaStrings = typeof en;

const fi: KivitaStrings = {
  list: 'Kivita-kurssit',
  search: 'Hae Kivita-kursseja',
  count: { one: 'Näytetään {count} kurssi', other: 'Näytetään {count} kurssia' },
  countPart: { one: 'Näytetään {shown}/{count} kurssista', other: 'Näytetään {shown}/{count} kurssista' },
  noResults: 'Ei tuloksia',
  groupTopic: 'Aihe',
  groupForm: 'Opetusmuoto',
  groupLanguage: 'Opetuskieli',
  groupRegistration: 'Ilmoittautuminen',
  registration_open: 'Ilmoittautuminen auki',
  registration_upcoming: 'Ilmoittautuminen alkaa myöhemmin',
  registration_ended: 'Ilmoittautuminen päättynyt',
  schedule: 'Aikataulu',
  registrationPeriod: 'Ilmoittautumisaika',
  sortRegistration: 'Avoimet ilmoittautumiset ensin',
  sortName: 'Nimi, A–Ö',
};

const sv: KivitaStrings = {
  list: 'Kivita-kurser',
  search: 'Sök Kivita-kurser',
  count: { one: 'Visar {count} kurs', other: 'Visar {count} kurser' },
  countPart: { one: 'Visar {shown} av {count} kurs', other: 'Visar {shown} av {count} kurser' },
  noResults: 'Inga resultat',
  groupTopic: 'Ämne',
  groupForm: 'Studieform',
  groupLanguage: 'Undervisningsspråk',
  groupRegistration: 'Anmälan',
  registration_open: 'Anmälan är öppen',
  registration_upcoming: 'Anmälan öppnar senare',
  registration_ended: 'Anmälan har stängt',
  schedule: 'Schema',
  registrationPeriod: 'Anmälningstid',
  sortRegistration: 'Öppna anmälningar först',
  sortName: 'Namn, A–Ö',
};

export const kivitaStrings: Catalogs<KivitaStrings & SortSelectStrings> = mergeStrings(sortSelectStrings, { en, fi, sv });
