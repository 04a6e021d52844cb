/** The language tips listing's texts, in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  list: 'Language tips',
  search: 'Search language tips',
  count: { one: 'Showing {count} tip', other: 'Showing {count} tips' },
  countPart: { one: 'Showing {shown} of {count} tip', other: 'Showing {shown} of {count} tips' },
  noResults: 'No results',
  groupSkill: 'Skill',
  groupTopic: 'Topic',
};
export type LanguageTipsStrings = typeof en;

const fi: LanguageTipsStrings = {
  list: 'Kielivinkit',
  search: 'Hae kielivinkkejä',
  count: { one: 'Näytetään {count} vinkki', other: 'Näytetään {count} vinkkiä' },
  countPart: { one: 'Näytetään {shown}/{count} vinkistä', other: 'Näytetään {shown}/{count} vinkistä' },
  noResults: 'Ei tuloksia',
  groupSkill: 'Taito',
  groupTopic: 'Aihe',
};

const sv: LanguageTipsStrings = {
  list: 'Språktips',
  search: 'Sök språktips',
  count: { one: 'Visar {count} tips', other: 'Visar {count} tips' },
  countPart: { one: 'Visar {shown} av {count} tips', other: 'Visar {shown} av {count} tips' },
  noResults: 'Inga resultat',
  groupSkill: 'Färdighet',
  groupTopic: 'Ämne',
};

export const languageTipsStrings: Catalogs<LanguageTipsStrings> = { en, fi, sv };
