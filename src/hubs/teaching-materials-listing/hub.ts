/**
 * The teaching materials hub (docs/api.md, `teaching_materials/list`): proficiency level, topics
 * and themes, language skills, vocabulary and grammar, file format and exercise type, each a fact
 * and a filter.
 */
import { teachingMaterials } from './endpoints.js';
import type { TeachingMaterial } from './entities.js';
import { facetCounts } from '../../listing/facets.js';
import { source, type HubDefinition, type HubGroup } from '../../listing/hub.js';
import { TeachingCard } from './TeachingCard.js';
import { teachingStrings, type TeachingStrings } from './strings.js';

type Group = HubGroup<TeachingMaterial, TeachingStrings>;
/** A list field as a filter and a fact, named by `meta` under its field's name where meta names it. */
const list = (id: string, label: Group['label'], values: Group['values'], field: string): Group => ({
  id,
  label,
  values,
  choices: { from: 'items' },
  meta: [field, id],
  fact: true,
});

export const teachingHub: HubDefinition<TeachingMaterial, 'name', TeachingStrings> = {
  className: 'aalto-teaching-materials',
  source: source({ list: teachingMaterials }, ({ list }) => ({ items: list.materials, meta: list.meta })),
  strings: teachingStrings,
  empty: 'noResults',
  groups: [
    list('level', 'groupLevel', (m) => m.proficiencyLevel, 'proficiencyLevel'),
    list('topic', 'groupTopics', (m) => m.topicsAndThemes, 'topicsAndThemes'),
    list('skill', 'groupSkills', (m) => m.languageSkills, 'languageSkills'),
    list('grammar', 'groupGrammar', (m) => m.vocabularyAndGrammar, 'vocabularyAndGrammar'),
    list('format', 'groupFormat', (m) => m.fileFormat, 'fileFormat'),
    list('exercise', 'groupExercise', (m) => m.exerciseType, 'exerciseType'),
  ],
  sort: { keys: { name: { kind: 'text', value: (m) => m.name } }, default: { key: 'name', direction: 'asc' } },
  search: { text: (m) => [m.name, m.summary, m.topicsAndThemes.join(' ')] },
  pageSize: 20,
  facets: facetCounts,
  itemKey: (m) => m.id || m.url || m.name,
  card: TeachingCard,
};
