/** The texts the minors and programmes searches share, in fi, sv and en (the empty search's texts: docs/api.md, 'Messages'). */
import type { Catalogs } from '../../../core/i18n/translate.js';

const en = {
  noResults: 'No results',
  emptySearch: 'Your search returned no results. This may be because',
  emptyMisspelling: 'Your search term(s) contain misspellings.',
  groupLanguage: 'Language',
  groupLevel: 'Level',
  groupTargetGroup: 'Target group',
  groupTheme: 'Theme',
  groupSchool: 'School',
  groupCurriculum: 'Curriculum',
  curriculumAll: 'All curricula',
  curriculum_current: 'Current curriculum',
  curriculum_previous: 'Previous curriculum',
  curricula: 'Curricula',
};
export type StudySearchStrings = typeof en;

const fi: StudySearchStrings = {
  noResults: 'Ei tuloksia',
  emptySearch: 'Hakusi ei tuottanut tuloksia. Tämä voi johtua siitä, että',
  emptyMisspelling: 'hakusanoissasi on kirjoitusvirheitä.',
  groupLanguage: 'Kieli',
  groupLevel: 'Taso',
  groupTargetGroup: 'Kohderyhmä',
  groupTheme: 'Teema',
  groupSchool: 'Korkeakoulu',
  groupCurriculum: 'Opetussuunnitelma',
  curriculumAll: 'Kaikki opetussuunnitelmat',
  curriculum_current: 'Nykyinen opetussuunnitelma',
  curriculum_previous: 'Edellinen opetussuunnitelma',
  curricula: 'Opetussuunnitelmat',
};

const sv: StudySearchStrings = {
  noResults: 'Inga resultat',
  emptySearch: 'Din sökning gav inga resultat. Det kan bero på att',
  emptyMisspelling: 'dina sökord innehåller stavfel.',
  groupLanguage: 'Språk',
  groupLevel: 'Nivå',
  groupTargetGroup: 'Målgrupp',
  groupTheme: 'Tema',
  groupSchool: 'Högskola',
  groupCurriculum: 'Läroplan',
  curriculumAll: 'Alla läroplaner',
  curriculum_current: 'Nuvarande läroplan',
  curriculum_previous: 'Föregående läroplan',
  curricula: 'Läroplaner',
};

export const studySearchStrings: Catalogs<StudySearchStrings> = { en, fi, sv };

/** A search's own texts (its list, search field, count and wrong-language reason), added to the shared ones. */
export type OwnStrings = {
  list: string;
  search: string;
  count: { one: string; other: string };
  countPart: { one: string; other: string };
  emptyLanguage: string;
};
