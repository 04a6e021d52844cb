/**
 * The online courses hub (spec §3 'Online course'): level, weekdays, times, semester, price and
 * organizer on each card; filters on level, weekday, semester and organizer; by name. Weekdays
 * arrive as keys (`mon` … `sun`), shown in the page's language and in week order; a value that is
 * no weekday key is shown as sent. Search is local.
 */
import { onlineCourses } from '../../core/api/course-endpoints.js';
import type { OnlineCourse } from '../../core/entities/courses.js';
import { facetCounts } from '../../listing/facets.js';
import { keyLabel, source, type HubDefinition } from '../../listing/hub.js';
import { OnlineCourseCard } from './OnlineCourseCard.js';
import { onlineCoursesStrings, type OnlineCoursesStrings } from './strings.js';

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

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
      values: (c) => c.weekdays.map((day) => day.toLowerCase()),
      choices: { from: 'fixed', values: WEEKDAYS },
      choiceLabel: weekdayLabel,
      fact: true,
    },
    { id: 'semester', label: 'groupSemester', values: (c) => one(c.semester), choices: { from: 'items' }, fact: true },
    { id: 'organizer', label: 'groupOrganizer', values: (c) => one(c.organizer), choices: { from: 'items' }, fact: true },
  ],
  sort: { keys: { name: { kind: 'text', value: (c) => c.name } }, default: { key: 'name', direction: 'asc' } },
  search: { text: (c) => [c.name, c.organizer, c.level, c.semester] },
  pageSize: 20,
  facets: facetCounts,
  itemKey: (c) => c.id || c.url || c.name,
  card: OnlineCourseCard,
};
