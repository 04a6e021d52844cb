/**
 * The study options hub (docs/api.md, `studies/list`): cards with image, degree, type, languages,
 * duration, field, school, full or part time, the application period with its status, and tuition
 * for non-EU/EEA citizens. Filters: degree (a double degree counts as one), language, field,
 * school, full or part time, and 'Application open now'. A search term goes to the search service
 * (the studies query on `study_options`, 2,000 results), local search being the fallback. The
 * studies suggestion tool's questions set the filters (a guided path above the list).
 */
import { studiesSuggestionTool, studyOptions } from './endpoints.js';
import type { StudyOption } from './entities.js';
import { phaseOf } from '../../core/period-phase.js';
import { facetCounts } from '../../listing/facets.js';
import { keyLabel, source, type HubDefinition } from '../../listing/hub.js';
import { GuideSection } from '../../listing/GuideSection.js';
import { StudyOptionCard } from './StudyOptionCard.js';
import { DEGREE_SPELLINGS, DEGREES, degreeLabel, degreesOf, FIELD_SPELLINGS, FIELDS, fieldOf, LANGUAGES, languageLabel } from './vocabulary.js';
import { money } from './tuition.js';
import { studyOptionsStrings, type StudyOptionsStrings } from './strings.js';

export const studyOptionsHub: HubDefinition<StudyOption, 'name', StudyOptionsStrings> = {
  className: 'aalto-study-options',
  source: source({ list: studyOptions }, ({ list }) => ({ items: list.list, meta: list.meta })),
  strings: studyOptionsStrings,
  empty: 'noResults',
  statuses: [
    {
      id: 'application',
      label: 'groupApplication',
      badge: false,
      rules: [{ value: 'open', label: 'applicationOpen', holds: (o, now) => phaseOf(o.registrationPeriod, now) === 'open' }],
    },
  ],
  groups: [
    {
      id: 'degree',
      label: 'groupDegree',
      values: degreesOf,
      choices: { from: 'known', values: DEGREES, spellings: DEGREE_SPELLINGS },
      choiceLabel: degreeLabel,
    },
    { id: 'language', label: 'groupLanguage', values: (o) => o.language, choices: { from: 'known', values: LANGUAGES }, choiceLabel: languageLabel },
    {
      id: 'field',
      label: 'groupField',
      values: fieldOf,
      choices: { from: 'known', values: FIELDS, spellings: FIELD_SPELLINGS },
      choiceLabel: keyLabel<StudyOptionsStrings>(FIELDS, 'field_'),
      fact: true,
    },
    { id: 'school', label: 'groupSchool', values: (o) => (o.school ? [o.school] : []), choices: { from: 'items' } },
    {
      id: 'studyTime',
      label: 'groupStudyTime',
      values: (o) => [o.fullTime ? 'full' : 'part'],
      choices: { from: 'known', values: ['full', 'part'] },
      choiceLabel: keyLabel<StudyOptionsStrings>(['full', 'part'], 'studyTime_'),
      fact: true,
    },
  ],
  sort: { keys: { name: { kind: 'text', value: (o) => o.name } }, default: { key: 'name', direction: 'asc' } },
  search: {
    text: (o) => [o.name, o.description, o.fieldName, o.degreeType, o.school],
    remote: {
      kind: 'studies',
      query: () => import('../../listing/shared/studies/search-query.js').then(({ studiesQuery }) => studiesQuery),
      keys: (o) => [o.url, o.id],
    },
  },
  pageSize: 24,
  facets: facetCounts,
  image: (o) => o.mainImage,
  itemKey: (o) => o.id || o.url || o.name,
  guide: { source: studiesSuggestionTool, view: GuideSection },
  // The tuition's money format: its first use loads the locale's currency data.
  prepareFormats: (language) => money(0, language),
  card: StudyOptionCard,
};
