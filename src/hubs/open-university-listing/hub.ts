/**
 * The open university hub (docs/api.md, `open_university/courses`): field, topic, teaching time,
 * studies type, course language, suitable for, level, schedule and starting period by season on
 * each card, and the registration period with its status from the dates and the clock (open,
 * upcoming, ended: docs/api.md, 'Displayed statuses'), which is also a filter. Starting periods and
 * forms of study are named by the response's `meta`; teaching times are the specification's
 * (matched in any case), and the season is worked out from the schedule or the starting period. By
 * name (the specification's default), or open registrations first. Search is local.
 */
import { openUniversityCourses } from '../../listing/shared/course-data/endpoints.js';
import type { OpenUniversityCourse } from '../../listing/shared/course-data/entities.js';
import { isoDay, parseDate } from '../../core/dates.js';
import { facetCounts } from '../../listing/facets.js';
import { registrationSort } from '../../listing/shared/course-data/registration-sort.js';
import { keyLabel, registrationStatus, source, type HubDefinition } from '../../listing/hub.js';
import { sortControl } from '../../listing/views/SortSelect.js';
import { OpenUniversityCard } from './OpenUniversityCard.js';
import { openUniversityStrings, type OpenUniversityStrings } from './strings.js';

/** The specification's teaching times: teachingTime (Daytime, Evening, Weekend). */
export const TEACHING_TIMES = ['daytime', 'evening', 'weekend'] as const;
/** The specification's seasons: Summer, Autumn, Spring (here in the academic year's order). */
export const SEASONS = ['autumn', 'spring', 'summer'] as const;
type Season = (typeof SEASONS)[number];

/** A season's name in the starting period's text, in any of the site's languages. */
const SEASON_WORDS: Record<Season, RegExp> = {
  autumn: /autumn|fall|syksy|syys|höst/i,
  spring: /spring|kevä|vår/i,
  summer: /summer|kesä|sommar/i,
};

/**
 * A course's season, from what the data carries (no field names it): the month its schedule
 * starts (January to May spring, June to August summer, September to December autumn), else a
 * season named in its starting period ('Syksy 2026', 'Autumn 2026').
 */
export function seasonOf(course: OpenUniversityCourse): Season | null {
  const start = parseDate(course.courseSchedule?.start);
  if (start !== null) {
    const month = Number(isoDay(start).slice(5, 7));
    return month <= 5 ? 'spring' : month <= 8 ? 'summer' : 'autumn';
  }
  return SEASONS.find((season) => SEASON_WORDS[season].test(course.startingPeriod ?? '')) ?? null;
}

export const teachingTimeLabel = keyLabel<OpenUniversityStrings>(TEACHING_TIMES, 'time_');
export const seasonLabel = keyLabel<OpenUniversityStrings>(SEASONS, 'season_');

const one = (value: string | null) => (value ? [value] : []);

export const openUniversityHub: HubDefinition<OpenUniversityCourse, 'registration' | 'name', OpenUniversityStrings> = {
  className: 'aalto-open-university',
  source: source({ list: openUniversityCourses }, ({ list }) => ({ items: list.courses, meta: list.meta })),
  strings: openUniversityStrings,
  empty: 'noResults',
  statuses: [registrationStatus({ label: 'groupRegistration' })],
  groups: [
    { id: 'field', label: 'groupField', values: (c) => one(c.field), choices: { from: 'items' }, fact: true },
    { id: 'topic', label: 'groupTopic', values: (c) => c.topic, choices: { from: 'items' }, fact: true },
    {
      id: 'teachingTime',
      label: 'groupTeachingTime',
      values: (c) => c.teachingTime,
      choices: { from: 'known', values: TEACHING_TIMES },
      choiceLabel: teachingTimeLabel,
      fact: true,
    },
    {
      id: 'studiesType',
      label: 'groupStudiesType',
      values: (c) => one(c.studiesType),
      choices: { from: 'items' },
      meta: ['formOfStudies', 'studiesType'],
      fact: true,
    },
    { id: 'language', label: 'groupLanguage', values: (c) => c.courseLanguage, choices: { from: 'items' }, meta: ['courseLanguage', 'language'], fact: true },
    { id: 'suitableFor', label: 'groupSuitableFor', values: (c) => c.suitableFor, choices: { from: 'items' }, fact: true },
    { id: 'level', label: 'groupLevel', values: (c) => one(c.level), choices: { from: 'items' }, fact: true },
    { id: 'startingPeriod', label: 'groupStartingPeriod', values: (c) => one(c.startingPeriod), choices: { from: 'items' }, order: 'period', fact: true },
    { id: 'season', label: 'groupSeason', values: (c) => one(seasonOf(c)), choices: { from: 'known', values: SEASONS }, choiceLabel: seasonLabel, fact: true },
  ],
  sort: registrationSort(),
  search: { text: (c) => [c.name, c.field, c.topic.join(' ')] },
  pageSize: 20,
  facets: facetCounts,
  itemKey: (c) => c.id || c.url || c.name,
  card: OpenUniversityCard,
  controls: { sort: sortControl },
};
