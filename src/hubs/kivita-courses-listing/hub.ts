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
import { facetCounts } from '../../listing/facets.js';
import { registrationSort } from '../../listing/shared/course-data/registration-sort.js';
import { registrationStatus, source, type HubDefinition } from '../../listing/hub.js';
import { sortControl } from '../../listing/views/SortSelect.js';
import { KivitaCourseCard } from './KivitaCourseCard.js';
import { kivitaStrings, type KivitaStrings } from './strings.js';

export const kivitaHub: HubDefinition<KivitaCourse, 'registration' | 'name', KivitaStrings> = {
  className: 'aalto-kivita-courses',
  source: source({ list: kivitaCourses }, ({ list }) => ({ items: list.courses, meta: list.meta })),
  strings: kivitaStrings,
  empty: 'noResults',
  statuses: [registrationStatus({ label: 'groupRegistration', filter: false })],
  groups: [
    { id: 'topic', label: 'groupTopic', values: (c) => c.topic, choices: { from: 'items' }, fact: true },
    { id: 'form', label: 'groupForm', values: (c) => c.formOfStudy, choices: { from: 'items' }, meta: ['formOfStudy'], fact: true },
    { id: 'language', label: 'groupLanguage', values: (c) => c.languageOfInstruction, choices: { from: 'items' }, meta: ['languageOfInstruction'], fact: true },
  ],
  sort: registrationSort(),
  search: { text: (c) => [c.name, c.topic.join(' '), c.schedule] },
  pageSize: 20,
  facets: facetCounts,
  itemKey: (c) => c.id || c.url || c.name,
  card: KivitaCourseCard,
  controls: { sort: sortControl },
};
