/** The student guide's filter group names (topic, study level, school), in fi, sv and en. */
import type { Catalogs } from '../../../core/i18n/translate.js';

export type StudentGuideStrings = Record<`group_${'types' | 'levels' | 'schools'}`, string>;
export const studentGuideStrings: Catalogs<StudentGuideStrings> = {
  en: { group_types: 'Topic', group_levels: 'Study level', group_schools: 'School' },
  fi: { group_types: 'Aihe', group_levels: 'Opintojen vaihe', group_schools: 'Korkeakoulu' },
  sv: { group_types: 'Ämne', group_levels: 'Studienivå', group_schools: 'Högskola' },
};
