/**
 * The online courses hub (docs/api.md, `online-courses`): level, weekdays, times, semester, price
 * and organizer on each card; filters on level, weekday, semester and organizer; by name. Weekdays
 * are keys (`mon` … `sun`) or the days' names in any of the site's languages, shown in the page's
 * language and in week order; a value that is no day is shown as sent. Search is local.
 */
import { onlineCourses } from '../../listing/shared/course-data/endpoints.js';
import type { OnlineCourse } from '../../listing/shared/course-data/entities.js';
import { facetCounts } from '../../listing/facets.js';
import { keyLabel, source, type HubDefinition } from '../../listing/hub.js';
import { OnlineCourseCard } from './OnlineCourseCard.js';
import { onlineCoursesStrings, type OnlineCoursesStrings } from './strings.js';

/** The days of the week (an online course's `weekdays`), in week order. */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
/** The days' names and short forms in the site's languages, which data may send instead of a key. */
const WEEKDAY_SPELLINGS = {
  mon: ['Monday', 'maanantai', 'måndag', 'ma', 'må'],
  tue: ['Tuesday', 'tiistai', 'tisdag', 'ti'],
  wed: ['Wednesday', 'keskiviikko', 'onsdag', 'ke', 'on'],
  thu: ['Thursday', 'torstai', 'torsdag', 'to'],
  fri: ['Friday', 'perjantai', 'fredag', 'pe', 'fr'],
  sat: ['Saturday', 'lauantai', 'lördag', 'la', 'lö'],
  sun: ['Sunday', 'sunnuntai', 'söndag', 'su', 'sö'],
};

/** A weekday key by its name in the page's language; anything else as sent. */
export const weekdayLabel = keyLabel<OnlineCoursesStrings>(WEEKDAYS, 'day_');

const one = (value: string | null) => (value ? [value] : []);

export const onlineCoursesHub: HubDefinition<OnlineCourse, 'name', OnlineCoursesStrings> = {
  className: 'aalto-online-courses',
  source: source({ list: onlineCourses }, ({ list }) => ({ items: list.courses })),
  strings: onlineCoursesStrings,
  empty: 'noResults',
  groups: [
    { id: 'level', label: 'groupLevel', values: (c) => one(c.level), choices: { from: 'items' }, fact: true },
    {
      id: 'weekday',
      label: 'groupWeekday',
      values: (c) => c.weekdays,
      choices: { from: 'known', values: WEEKDAYS, spellings: WEEKDAY_SPELLINGS },
      choiceLabel: weekdayLabel,
      fact: true,
    },
    { id: 'semester', label: 'groupSemester', values: (c) => one(c.semester), choices: { from: 'items' }, order: 'period', fact: true },
    { id: 'organizer', label: 'groupOrganizer', values: (c) => one(c.organizer), choices: { from: 'items' }, fact: true },
  ],
  sort: { keys: { name: { kind: 'text', value: (c) => c.name } }, default: { key: 'name', direction: 'asc' } },
  search: { text: (c) => [c.name, c.organizer, c.level, c.semester] },
  pageSize: 20,
  facets: facetCounts,
  itemKey: (c) => c.id || c.url || c.name,
  card: OnlineCourseCard,
};
