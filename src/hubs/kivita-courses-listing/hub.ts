/**
 * The Kivita courses hub (docs/api.md, `kivita/courses`): topic, form of study, language of
 * instruction, schedule and registration period on each card, with the registration's status worked
 * out from the period and the clock (open, upcoming, ended: docs/api.md, 'Displayed statuses') as a
 * badge; filters on topic, form of study and language. By name (the specification's default), or
 * 'Registration open first': open ones closing soonest first, then upcoming, then ended. Search is
 * local.
 */
import { kivitaCourses } from '../../listing/shared/course-data/endpoints.js';
import type { KivitaCourse } from '../../listing/shared/course-data/entities.js';
import { phaseOrder } from '../../core/period-phase.js';
import { facetCounts } from '../../listing/facets.js';
import { phaseStatus, source, type HubDefinition } from '../../listing/hub.js';
import { SortSelect } from '../../listing/views/SortSelect.js';
import { KivitaCourseCard } from './KivitaCourseCard.js';
import { kivitaStrings, type KivitaStrings } from './strings.js';

export const kivitaHub: HubDefinition<KivitaCourse, 'registration' | 'name', KivitaStrings> = {
  className: 'aalto-kivita-courses',
  source: source({ list: kivitaCourses }, ({ list }) => ({ items: list.courses, meta: list.meta })),
  strings: kivitaStrings,
  empty: 'noResults',
  statuses: [
    phaseStatus({
      id: 'registration',
      label: 'groupRegistration',
      filter: false,
      period: (c) => c.registrationPeriod,
      labels: { open: 'registration_open', upcoming: 'registration_upcoming', ended: 'registration_ended' },
    }),
  ],
  groups: [
    { id: 'topic', label: 'groupTopic', values: (c) => c.topic, choices: { from: 'items' }, fact: true },
    { id: 'form', label: 'groupForm', values: (c) => c.formOfStudy, choices: { from: 'items' }, meta: ['formOfStudy'], fact: true },
    { id: 'language', label: 'groupLanguage', values: (c) => c.languageOfInstruction, choices: { from: 'items' }, meta: ['languageOfInstruction'], fact: true },
  ],
  sort: {
    keys: {
      registration: { kind: 'number', value: (c, { now }) => phaseOrder(c.registrationPeriod, now) },
      name: { kind: 'text', value: (c) => c.name },
    },
    // The specification's default order is by name (docs/api.md, 'Constants'); open registrations
    // first is a choice.
    default: { key: 'name', direction: 'asc' },
    choices: [
      { id: 'name', key: 'name', direction: 'asc', label: 'sortName' },
      { id: 'registration', key: 'registration', direction: 'asc', label: 'sortRegistration' },
    ],
  },
  search: { text: (c) => [c.name, c.topic.join(' '), c.schedule] },
  pageSize: 20,
  facets: facetCounts,
  itemKey: (c) => c.id || c.url || c.name,
  card: KivitaCourseCard,
  controls: { sort: SortSelect },
};
