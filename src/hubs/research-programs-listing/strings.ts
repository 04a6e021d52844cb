/** The research programs listing's texts, in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  list: 'Research programs',
  search: 'Search research programs',
  count: { one: 'Showing {count} research program', other: 'Showing {count} research programs' },
  countPart: { one: 'Showing {shown} of {count} research program', other: 'Showing {shown} of {count} research programs' },
  noResults: 'No results',
  groupSubject: 'Subject',
  groupUnit: 'Analysis unit',
  groupProvider: 'Data provider',
  readyMade: 'Ready-made data sets',
  custom: 'Custom data sets',
};
export type ResearchProgramsStrings = typeof en;

const fi: ResearchProgramsStrings = {
  list: 'Tutkimusohjelmat',
  search: 'Hae tutkimusohjelmia',
  count: { one: 'Näytetään {count} tutkimusohjelma', other: 'Näytetään {count} tutkimusohjelmaa' },
  countPart: { one: 'Näytetään {shown}/{count} tutkimusohjelmasta', other: 'Näytetään {shown}/{count} tutkimusohjelmasta' },
  noResults: 'Ei tuloksia',
  groupSubject: 'Aihealue',
  groupUnit: 'Havaintoyksikkö',
  groupProvider: 'Aineiston tarjoaja',
  readyMade: 'Valmiit aineistot',
  custom: 'Räätälöidyt aineistot',
};

const sv: ResearchProgramsStrings = {
  list: 'Forskningsprogram',
  search: 'Sök forskningsprogram',
  count: { one: 'Visar {count} forskningsprogram', other: 'Visar {count} forskningsprogram' },
  countPart: { one: 'Visar {shown} av {count} forskningsprogram', other: 'Visar {shown} av {count} forskningsprogram' },
  noResults: 'Inga resultat',
  groupSubject: 'Ämnesområde',
  groupUnit: 'Analysenhet',
  groupProvider: 'Dataleverantör',
  readyMade: 'Färdiga datamängder',
  custom: 'Skräddarsydda datamängder',
};

export const researchProgramsStrings: Catalogs<ResearchProgramsStrings> = { en, fi, sv };
