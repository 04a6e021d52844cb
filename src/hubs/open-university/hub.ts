/**
 * The open university hub (spec §3 'Open university course'): field, topic, teaching time,
 * studies type, course language, suitable for, level, schedule and starting period by season on
 * each card, and the registration period with its status from the dates and the clock (open,
 * upcoming, ended; spec §4), which is also a filter. Starting periods and forms of study are named
 * by the response's `meta`; teaching times and seasons arrive as keys. Open registrations first,
 * or by name. Search is local.
 */
import { openUniversityCourses } from '../../core/api/course-endpoints.js';
import type { OpenUniversityCourse } from '../../core/entities/courses.js';
import { phaseOrder } from '../../core/period-phase.js';
import { facetCounts } from '../../listing/facets.js';
import { keyLabel, phaseStatus, source, type HubDefinition } from '../../listing/hub.js';
import { SortSelect } from '../../listing/views/SortSelect.js';
import { OpenUniversityCard } from './OpenUniversityCard.js';
import { openUniversityStrings, type OpenUniversityStrings } from './strings.js';

export const TEACHING_TIMES = ['daytime', 'evening', 'weekend'] as const;
export const SEASONS = ['autumn', 'spring', 'summer'] as const;

export const teachingTimeLabel = keyLabel<OpenUniversityStrings>(TEACHING_TIMES, 'time_');
export const seasonLabel = keyLabel<OpenUniversityStrings>(SEASONS, 'season_');

const one = (value: string | null) => (value ? [value] : []);

export const openUniversityHub: HubDefinition<OpenUniversityCourse, 'registration' | 'name', OpenUniversityStrings> = {
  className: 'aalto-open-university',
  source: source({ list: openUniversityCourses }, ({ list }) => ({
    items: list.courses,
    choices: { startingPeriod: list.meta.startingPeriod, studiesType: list.meta.formOfStudies },
  })),
  strings: openUniversityStrings,
  empty: 'noResults',
  statuses: [
    phaseStatus({
      id: 'registration',
      label: 'groupRegistration',
      period: (c) => c.registrationPeriod,
      labels: { open: 'registration_open', upcoming: 'registration_upcoming', ended: 'registration_ended' },
    }),
  ],
  groups: [
    { id: 'field', label: 'groupField', values: (c) => one(c.field), choices: { from: 'items' }, fact: true },
    { id: 'topic', label: 'groupTopic', values: (c) => c.topic, choices: { from: 'items' }, fact: true },
    { id: 'teachingTime', label: 'groupTeachingTime', values: (c) => c.teachingTime, choices: { from: 'fixed', values: TEACHING_TIMES }, choiceLabel: teachingTimeLabel, fact: true },
    { id: 'studiesType', label: 'groupStudiesType', values: (c) => one(c.studiesType), choices: { from: 'server', others: true }, fact: true },
    { id: 'language', label: 'groupLanguage', values: (c) => c.courseLanguage, choices: { from: 'items' }, fact: true },
    { id: 'suitableFor', label: 'groupSuitableFor', values: (c) => c.suitableFor, choices: { from: 'items' }, fact: true },
    { id: 'level', label: 'groupLevel', values: (c) => one(c.level), choices: { from: 'items' }, fact: true },
    { id: 'startingPeriod', label: 'groupStartingPeriod', values: (c) => one(c.startingPeriod), choices: { from: 'server', others: true }, fact: true },
    { id: 'season', label: 'groupSeason', values: (c) => one(c.season?.toLowerCase() ?? null), choices: { from: 'fixed', values: SEASONS }, choiceLabel: seasonLabel, fact: true },
  ],
  sort: {
    keys: {
      registration: { kind: 'number', value: (c, { now }) => phaseOrder(c.registrationPeriod, now) },
      name: { kind: 'text', value: (c) => c.name },
    },
    default: { key: 'registration', direction: 'asc' },
    choices: [
      { id: 'registration', key: 'registration', direction: 'asc', label: 'sortRegistration' },
      { id: 'name', key: 'name', direction: 'asc', label: 'sortName' },
    ],
  },
  search: { text: (c) => [c.name, c.field, c.topic.join(' ')] },
  pageSize: 20,
  facets: facetCounts,
  itemKey: (c) => c.id || c.url || c.name,
  card: OpenUniversityCard,
  controls: { sort: SortSelect },
};
