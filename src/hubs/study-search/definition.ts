/**
 * What the minors and programmes searches share (spec §3 'Minor / programme'): the filter groups
 * (language, level, target group, theme and school named by the response's `meta`, and the current
 * or previous curriculum), the card, local search by name, the empty search's reasons (spec §8).
 * Each search adds its own source and texts.
 */
import type { Minor } from '../../core/entities/minors.js';
import type { Catalogs } from '../../core/i18n/translate.js';
import { facetCounts } from '../../listing/facets.js';
import { mergeStrings, type HubDefinition, type HubSource, type NamedChoice } from '../../listing/hub.js';
import { StudySearchCard } from './StudySearchCard.js';
import { studySearchStrings, type OwnStrings, type StudySearchStrings } from './strings.js';

export type Strings = StudySearchStrings & OwnStrings;

export const CURRICULA = ['current', 'previous'] as const;

/** The curricula a minor or programme is in. */
export const curriculaOf = (item: Minor) => [...(item.curricula.length ? ['current'] : []), ...(item.previousCurricula.length ? ['previous'] : [])];

/** `meta`'s names as the groups' named choices. */
export const namedChoices = (meta: { languages: NamedChoice[]; levels: NamedChoice[]; targetGroups: NamedChoice[]; themes: NamedChoice[]; schools: NamedChoice[] }) => ({
  language: meta.languages,
  level: meta.levels,
  targetGroup: meta.targetGroups,
  theme: meta.themes,
  school: meta.schools,
});

export function studySearchHub(className: string, source: HubSource<Minor>, own: Catalogs<OwnStrings>): HubDefinition<Minor, 'name', Strings> {
  return {
    className,
    source,
    strings: mergeStrings(studySearchStrings, own),
    empty: 'noResults',
    emptySearch: { text: 'emptySearch', reasons: ['emptyLanguage', 'emptyMisspelling'] },
    groups: [
      { id: 'language', label: 'groupLanguage', values: (m) => m.languages, choices: { from: 'server', others: true }, fact: true },
      { id: 'level', label: 'groupLevel', values: (m) => m.level, choices: { from: 'server', others: true }, fact: true },
      { id: 'targetGroup', label: 'groupTargetGroup', values: (m) => m.targetGroup, choices: { from: 'server', others: true }, fact: true },
      { id: 'theme', label: 'groupTheme', values: (m) => m.theme, choices: { from: 'server', others: true }, fact: true },
      { id: 'school', label: 'groupSchool', values: (m) => m.schools, choices: { from: 'server', others: true }, fact: true },
      {
        id: 'curriculum',
        label: 'groupCurriculum',
        kind: 'radio',
        allLabel: 'curriculumAll',
        values: curriculaOf,
        choices: { from: 'fixed', values: CURRICULA },
        choiceLabel: (value, t) => t(`curriculum_${value}` as 'curriculum_current'),
      },
    ],
    sort: { keys: { name: { kind: 'text', value: (m) => m.name } }, default: { key: 'name', direction: 'asc' } },
    search: { text: (m) => [m.name] },
    pageSize: 24,
    facets: facetCounts,
    itemKey: (m) => m.id || m.url || m.name,
    card: StudySearchCard,
  };
}
