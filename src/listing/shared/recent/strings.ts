/** The personnel hub's texts, in fi, sv and en. School tabs use Aalto's school abbreviations. */
import type { Catalogs } from '../../../core/i18n/translate.js';

const en = {
  tabs: 'Recent news and events by unit',
  unit_all: 'All',
  unit_personnel: 'Personnel',
  unit_arts: 'ARTS',
  unit_biz: 'BIZ',
  unit_chem: 'CHEM',
  unit_elec: 'ELEC',
  unit_eng: 'ENG',
  unit_sci: 'SCI',
  news: 'News',
  events: 'Events',
  noNews: 'No news found',
  noEvents: 'No events found',
};
export type PersonnelStrings = typeof en;

const fi: PersonnelStrings = {
  ...en,
  tabs: 'Ajankohtaiset uutiset ja tapahtumat yksiköittäin',
  unit_all: 'Kaikki',
  unit_personnel: 'Henkilöstö',
  news: 'Uutiset',
  events: 'Tapahtumat',
  noNews: 'Uutisia ei löytynyt',
  noEvents: 'Tapahtumia ei löytynyt',
};

const sv: PersonnelStrings = {
  ...en,
  tabs: 'Aktuella nyheter och evenemang per enhet',
  unit_all: 'Alla',
  unit_personnel: 'Personal',
  news: 'Nyheter',
  events: 'Evenemang',
  noNews: 'Inga nyheter hittades',
  noEvents: 'Inga evenemang hittades',
};

export const personnelStrings: Catalogs<PersonnelStrings> = { en, fi, sv };
