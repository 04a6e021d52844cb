/**
 * What the minors and programmes searches share (docs/api.md, `into/minors`): the filter groups
 * (language, level, target group, theme and school named by the response's `meta`, and the current
 * or previous curriculum), local search by name, the empty search's reasons (docs/api.md,
 * 'Messages'). Each search adds its own source and texts, and the card (`StudySearchCard`).
 */
import type { Minor } from './entities.js';
import type { Catalogs } from '../../../core/i18n/translate.js';
import { facetCounts } from '../../facets.js';
import { mergeStrings, type HubWithoutCard, type HubDefinition, type HubSource } from '../../hub.js';
import { studySearchStrings, type OwnStrings, type StudySearchStrings } from './strings.js';

export type Strings = StudySearchStrings & OwnStrings;

/** Whether an item is in the current curricula or the previous ones (`curricula`, `previousCurricula`). */
export const CURRICULA = ['current', 'previous'] as const;

/** The curricula a minor or programme is in. */
export const curriculaOf = (item: Minor) => [...(item.curricula.length ? ['current'] : []), ...(item.previousCurricula.length ? ['previous'] : [])];

/**
 * The hub of one of the searches; `remote` sends a term to the search service (the programmes'
 * index, typo-tolerant), the local match by name being the fallback when it fails.
 */
export function studySearchHub(
  className: string,
  source: HubSource<Minor>,
  own: Catalogs<OwnStrings>,
  remote?: HubDefinition<Minor>['search']['remote'],
): HubWithoutCard<Minor, 'name', Strings> {
  return {
    className,
    source,
    strings: mergeStrings(studySearchStrings, own),
    empty: 'noResults',
    emptySearch: { text: 'emptySearch', reasons: ['emptyLanguage', 'emptyMisspelling'] },
    groups: [
      // Named by `meta` (its singular or plural key), values it does not name as sent.
      { id: 'language', label: 'groupLanguage', values: (m) => m.languages, choices: { from: 'items' }, meta: ['languages', 'language'], fact: true },
      { id: 'level', label: 'groupLevel', values: (m) => m.level, choices: { from: 'items' }, meta: ['levels', 'level'], fact: true },
      {
        id: 'targetGroup',
        label: 'groupTargetGroup',
        values: (m) => m.targetGroup,
        choices: { from: 'items' },
        meta: ['targetGroups', 'targetGroup'],
        fact: true,
      },
      { id: 'theme', label: 'groupTheme', values: (m) => m.theme, choices: { from: 'items' }, meta: ['themes', 'theme'], fact: true },
      { id: 'school', label: 'groupSchool', values: (m) => m.schools, choices: { from: 'items' }, meta: ['schools', 'school'], fact: true },
      {
        id: 'curriculum',
        label: 'groupCurriculum',
        kind: 'radio',
        allLabel: 'curriculumAll',
        values: curriculaOf,
        choices: { from: 'known', values: CURRICULA },
        choiceLabel: (value, t) => t(`curriculum_${value}` as 'curriculum_current'),
      },
    ],
    sort: { keys: { name: { kind: 'text', value: (m) => m.name } }, default: { key: 'name', direction: 'asc' } },
    search: { text: (m) => [m.name], ...(remote && { remote }) },
    pageSize: 24,
    facets: facetCounts,
    itemKey: (m) => m.id || m.url || m.name,
  };
}
