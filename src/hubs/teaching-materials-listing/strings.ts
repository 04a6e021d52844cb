/** The teaching materials listing's texts, in fi, sv and en. */
import type { Catalogs } from '../../core/i18n/translate.js';

const en = {
  list: 'Teaching materials',
  search: 'Search teaching materials',
  count: { one: 'Showing {count} material', other: 'Showing {count} materials' },
  countPart: { one: 'Showing {shown} of {count} material', other: 'Showing {shown} of {count} materials' },
  noResults: 'No results',
  groupLevel: 'Proficiency level',
  groupTopics: 'Topics and themes',
  groupSkills: 'Language skills',
  groupGrammar: 'Vocabulary and grammar',
  groupFormat: 'File format',
  groupExercise: 'Exercise type',
};
export type TeachingStrings = typeof en;

const fi: TeachingStrings = {
  list: 'Opetusmateriaalit',
  search: 'Hae opetusmateriaaleja',
  count: { one: 'Näytetään {count} materiaali', other: 'Näytetään {count} materiaalia' },
  countPart: { one: 'Näytetään {shown}/{count} materiaalista', other: 'Näytetään {shown}/{count} materiaalista' },
  noResults: 'Ei tuloksia',
  groupLevel: 'Taitotaso',
  groupTopics: 'Aiheet ja teemat',
  groupSkills: 'Kielitaidon osa-alueet',
  groupGrammar: 'Sanasto ja kielioppi',
  groupFormat: 'Tiedostomuoto',
  groupExercise: 'Tehtävätyyppi',
};

const sv: TeachingStrings = {
  list: 'Undervisningsmaterial',
  search: 'Sök undervisningsmaterial',
  count: { one: 'Visar {count} material', other: 'Visar {count} material' },
  countPart: { one: 'Visar {shown} av {count} material', other: 'Visar {shown} av {count} material' },
  noResults: 'Inga resultat',
  groupLevel: 'Färdighetsnivå',
  groupTopics: 'Ämnen och teman',
  groupSkills: 'Språkfärdigheter',
  groupGrammar: 'Ordförråd och grammatik',
  groupFormat: 'Filformat',
  groupExercise: 'Övningstyp',
};

export const teachingStrings: Catalogs<TeachingStrings> = { en, fi, sv };
