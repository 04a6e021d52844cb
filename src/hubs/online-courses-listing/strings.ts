/** The online courses listing's texts, weekday names included, in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  list: 'Online courses',
  search: 'Search online courses',
  count: { one: 'Showing {count} course', other: 'Showing {count} courses' },
  countPart: { one: 'Showing {shown} of {count} course', other: 'Showing {shown} of {count} courses' },
  noResults: 'No results',
  groupLevel: 'Level',
  groupWeekday: 'Weekday',
  groupSemester: 'Semester',
  groupOrganizer: 'Organizer',
  times: 'Times',
  price: 'Price',
  day_mon: 'Monday',
  day_tue: 'Tuesday',
  day_wed: 'Wednesday',
  day_thu: 'Thursday',
  day_fri: 'Friday',
  day_sat: 'Saturday',
  day_sun: 'Sunday',
};
export type OnlineCoursesStrings = typeof en;

const fi: OnlineCoursesStrings = {
  list: 'Verkkokurssit',
  search: 'Hae verkkokursseja',
  count: { one: 'Näytetään {count} kurssi', other: 'Näytetään {count} kurssia' },
  countPart: { one: 'Näytetään {shown}/{count} kurssista', other: 'Näytetään {shown}/{count} kurssista' },
  noResults: 'Ei tuloksia',
  groupLevel: 'Taso',
  groupWeekday: 'Viikonpäivä',
  groupSemester: 'Lukukausi',
  groupOrganizer: 'Järjestäjä',
  times: 'Ajat',
  price: 'Hinta',
  day_mon: 'maanantai',
  day_tue: 'tiistai',
  day_wed: 'keskiviikko',
  day_thu: 'torstai',
  day_fri: 'perjantai',
  day_sat: 'lauantai',
  day_sun: 'sunnuntai',
};

const sv: OnlineCoursesStrings = {
  list: 'Onlinekurser',
  search: 'Sök onlinekurser',
  count: { one: 'Visar {count} kurs', other: 'Visar {count} kurser' },
  countPart: { one: 'Visar {shown} av {count} kurs', other: 'Visar {shown} av {count} kurser' },
  noResults: 'Inga resultat',
  groupLevel: 'Nivå',
  groupWeekday: 'Veckodag',
  groupSemester: 'Termin',
  groupOrganizer: 'Arrangör',
  times: 'Tider',
  price: 'Pris',
  day_mon: 'måndag',
  day_tue: 'tisdag',
  day_wed: 'onsdag',
  day_thu: 'torsdag',
  day_fri: 'fredag',
  day_sat: 'lördag',
  day_sun: 'söndag',
};

export const onlineCoursesStrings: Catalogs<OnlineCoursesStrings> = { en, fi, sv };
