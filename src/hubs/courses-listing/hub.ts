/**
 * The courses and study programmes listing as a table hub (docs/api.md, `combined/courses`): the
 * summer school's table and phone layout over `combined/courses`, with the application period's
 * status from the dates and the clock, the fee from `noFee`/`fee`, and nine filter groups. Course
 * languages, formats and seniority arrive as keys and are named in the page's language; a value
 * that is no key is shown as sent.
 */
import { combinedCourses } from '../../listing/shared/course-data/endpoints.js';
import type { CombinedCourse } from '../../listing/shared/course-data/entities.js';
import { facetCounts } from '../../listing/facets.js';
import { closingOrder } from '../../core/period-phase.js';
import { languageName } from '../../core/language-names.js';
import { fold } from '../../listing/choices.js';
import { keyLabel, source, type TableHubDefinition } from '../../listing/hub.js';
import { feeOf } from './cells.js';
import { coursesStrings, type CoursesStrings } from './strings.js';

/** The specification's seniority (Basic, Intermediate, Advanced). */
export const SENIORITY_KEYS = ['basic', 'intermediate', 'advanced'] as const;
/** The specification's course formats (online, campus, mooc). */
export const FORMAT_KEYS = ['online', 'campus', 'mooc'] as const;
/** The specification's `noFee`: 'free of charge or subject to a fee'. */
export const FEE_KEYS = ['free', 'paid'] as const;

export type CoursesSortKey =
  'name' | 'credits' | 'teachingPeriod' | 'applicationPeriod' | 'closing' | 'courseLanguage' | 'courseFormat' | 'seniority' | 'startingPeriod' | 'fee';

const known = (keys: readonly string[], prefix: string) => keyLabel<CoursesStrings>(keys, prefix);
const seniorityLabel = known(SENIORITY_KEYS, 'seniority_');
const formatLabel = known(FORMAT_KEYS, 'format_');
const feeLabel = known(FEE_KEYS, 'fee_');

const one = (value: string | null) => (value ? [value] : []);
const flagged = (on: boolean) => (on ? ['yes'] : []);
const validStart = (p: CombinedCourse['teachingPeriod']) => (p?.isValid ? p.start : null);

export const coursesHub: TableHubDefinition<CombinedCourse, CoursesSortKey, CoursesStrings> = {
  className: 'aalto-courses',
  source: source({ list: combinedCourses }, ({ list }) => ({ items: list.courses, meta: list.meta })),
  strings: coursesStrings,
  empty: 'noResultsFound',
  groups: [
    { id: 'topic', label: 'groupTopic', values: (c) => c.topic, choices: { from: 'items' } },
    { id: 'seniority', label: 'groupSeniority', values: (c) => c.seniority, choices: { from: 'known', values: SENIORITY_KEYS }, choiceLabel: seniorityLabel },
    {
      id: 'format',
      label: 'groupFormat',
      values: (c) => c.courseFormat,
      choices: { from: 'known', values: FORMAT_KEYS },
      meta: ['courseFormat'],
      choiceLabel: formatLabel,
    },
    // Languages as the data names them (codes named in the page's language): no list is fixed.
    {
      id: 'language',
      label: 'groupLanguage',
      values: (c) => c.courseLanguage,
      choices: { from: 'items' },
      meta: ['courseLanguage'],
      choiceLabel: (v, t) => languageName(v, t.language),
    },
    { id: 'starting', label: 'groupStarting', values: (c) => one(c.startingPeriod), choices: { from: 'items' }, meta: ['startingPeriod'], order: 'period' },
    {
      id: 'credits',
      label: 'groupCredits',
      values: (c) => flagged(c.creditBearing),
      choices: { from: 'known', values: ['yes'] },
      choiceLabel: (_, t) => t('creditBearing'),
    },
    {
      id: 'highSchool',
      label: 'groupHighSchool',
      values: (c) => flagged(c.suitableForHighSchool),
      choices: { from: 'known', values: ['yes'] },
      choiceLabel: (_, t) => t('highSchool'),
    },
    { id: 'fee', label: 'groupFee', values: (c) => one(feeOf(c)), choices: { from: 'known', values: FEE_KEYS }, choiceLabel: feeLabel },
    { id: 'orientation', label: 'groupOrientation', values: (c) => one(c.orientationLevel), choices: { from: 'items' }, meta: ['orientationLevel'] },
  ],
  sort: {
    keys: {
      name: { kind: 'text', value: (c) => c.name },
      credits: { kind: 'number', value: (c) => c.credits },
      teachingPeriod: { kind: 'date', value: (c) => validStart(c.teachingPeriod) },
      applicationPeriod: { kind: 'date', value: (c) => validStart(c.applicationPeriod) },
      // 'Closing soon', as the summer school's: by the application period's end, soonest first;
      // closed ones after; no valid end, no application or a continuous one last.
      closing: { kind: 'number', value: (c, { now }) => closingOrder(c, c.applicationPeriod, now) },
      courseLanguage: { kind: 'list', value: (c) => [...c.courseLanguage].sort() },
      courseFormat: { kind: 'list', value: (c) => c.courseFormat.map(fold).sort() },
      // By the lowest level a course is for (Basic first, whatever the case); values that are no level last.
      seniority: { kind: 'number', value: (c) => Math.min(...c.seniority.map((v) => SENIORITY_KEYS.indexOf(fold(v) as 'basic')).filter((i) => i >= 0)) },
      startingPeriod: { kind: 'text', value: (c) => c.startingPeriod },
      fee: { kind: 'text', value: (c) => feeOf(c) },
    },
    default: { key: 'name', direction: 'asc' },
    choices: [
      { id: 'asc', key: 'name', direction: 'asc', label: 'sortAsc' },
      { id: 'desc', key: 'name', direction: 'desc', label: 'sortDesc' },
      { id: 'closing', key: 'closing', direction: 'asc', label: 'sortClosing' },
    ],
  },
  search: { text: (c) => [c.name, c.topic.join(' '), c.orientationLevel] },
  itemKey: (c) => c.id || c.url || c.name,
  facets: facetCounts,
  table: { caption: 'caption' },
};
