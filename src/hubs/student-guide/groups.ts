/**
 * The student guide's additions to events and news (spec §3): types, levels and schools filters,
 * whose choices and labels come from the endpoint's `meta`.
 */
import type { Catalogs } from '../../core/i18n/translate.js';
import type { Language } from '../../core/languages.js';
import { serverChoiceGroups } from '../../listing/choices.js';

type Id = 'types' | 'levels' | 'schools';
type Fields = Record<Id, readonly string[]>;

const labels: Catalogs<Record<Id, string>> = {
  en: { types: 'Topic', levels: 'Study level', schools: 'School' },
  fi: { types: 'Aihe', levels: 'Opintojen vaihe', schools: 'Korkeakoulu' },
  sv: { types: 'Ämne', levels: 'Studienivå', schools: 'Högskola' },
};

export function studentGuideGroups<Item extends Fields>(items: readonly Item[], meta: Record<Id, ReadonlyArray<{ id: string; name: string }>>, language: Language) {
  const ids: Id[] = ['types', 'levels', 'schools'];
  return serverChoiceGroups(items, meta, ids.map((id) => ({ id, label: labels[language][id], values: (item: Item) => item[id] })), language);
}
