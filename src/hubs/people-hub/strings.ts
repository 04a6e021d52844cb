/** The people hub's texts, in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  list: 'People',
  search: 'Search by name or department',
  count: { one: 'Showing {count} person', other: 'Showing {count} people' },
  countPart: { one: 'Showing {shown} of {count} person', other: 'Showing {shown} of {count} people' },
  noResults: 'No results',
  menu: 'Schools and services',
  allPeople: 'All people',
  searchResults: 'Search results',
  showUnits: 'Show the units of {name}',
  groupUnit: 'Unit',
  teamLead: 'Team lead',
  teamMembers: 'Team members',
  title: 'Title',
  units: 'Units',
  department: 'Department',
  newsAndEvents: 'News and events',
};
export type PeopleStrings = typeof en;

const fi: PeopleStrings = {
  list: 'Henkilöt',
  search: 'Hae nimellä tai yksiköllä',
  count: { one: 'Näytetään {count} henkilö', other: 'Näytetään {count} henkilöä' },
  countPart: { one: 'Näytetään {shown}/{count} henkilöstä', other: 'Näytetään {shown}/{count} henkilöstä' },
  noResults: 'Ei tuloksia',
  menu: 'Korkeakoulut ja palvelut',
  allPeople: 'Kaikki henkilöt',
  searchResults: 'Hakutulokset',
  showUnits: 'Näytä yksikön {name} alayksiköt',
  groupUnit: 'Yksikkö',
  teamLead: 'Esihenkilö',
  teamMembers: 'Tiimin jäsenet',
  title: 'Tehtävä',
  units: 'Yksiköt',
  department: 'Laitos',
  newsAndEvents: 'Uutiset ja tapahtumat',
};

const sv: PeopleStrings = {
  list: 'Personer',
  search: 'Sök med namn eller enhet',
  count: { one: 'Visar {count} person', other: 'Visar {count} personer' },
  countPart: { one: 'Visar {shown} av {count} person', other: 'Visar {shown} av {count} personer' },
  noResults: 'Inga resultat',
  menu: 'Högskolor och tjänster',
  allPeople: 'Alla personer',
  searchResults: 'Sökresultat',
  showUnits: 'Visa enheterna under {name}',
  groupUnit: 'Enhet',
  teamLead: 'Teamledare',
  teamMembers: 'Teammedlemmar',
  title: 'Befattning',
  units: 'Enheter',
  department: 'Institution',
  newsAndEvents: 'Nyheter och evenemang',
};

export const peopleStrings: Catalogs<PeopleStrings> = { en, fi, sv };
