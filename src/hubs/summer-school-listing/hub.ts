/**
 * The summer school listing as a table hub (docs/api.md, `summer_school/courses`):
 * field, course level and course format filters, the address by labels (field and course format
 * lowercased, levels exactly), search over name and field, the sort keys of the table's columns
 * and the phone's sort choices ('A to Z', 'Z to A', 'Closing soon').
 */
import * as endpoints from '../../listing/shared/course-data/endpoints.js';
import type { SummerSchoolCourse } from '../../listing/shared/course-data/entities.js';
import type { Translate } from '../../core/i18n/translate.js';
import { closingOrder } from '../../core/period-phase.js';
import { keyLabel, source, type TableHubDefinition } from '../../listing/hub.js';
import { summerSchoolStrings, type SummerSchoolStrings } from './strings.js';

export const FIELD_KEYS = ['art', 'biz', 'entrepreneurship', 'language_culture', 'tech'] as const;
export const FORMAT_KEYS = ['online', 'campus', 'mooc'] as const;
export const TRANSLATED_LEVELS = ['basic', 'intermediate', 'advanced'] as const;

export type SortKeyName = 'name' | 'credits' | 'durationWeeks' | 'teachingPeriod' | 'eligibility' | 'courseFormat' | 'registrationPeriod' | 'closing';

const known = (keys: readonly string[], prefix: string) => keyLabel<SummerSchoolStrings>(keys, prefix);

/** The label of a field key, format key or eligibility value in the current language. */
export function labels(t: Translate<SummerSchoolStrings>) {
  return {
    field: (key: string) => known(FIELD_KEYS, 'field_')(key, t),
    format: (key: string) => known(FORMAT_KEYS, 'format_')(key, t),
    level: (value: string) => known(TRANSLATED_LEVELS, 'level_')(value, t),
  };
}

export const summerSchoolHub: TableHubDefinition<SummerSchoolCourse, SortKeyName, SummerSchoolStrings> = {
  className: 'aalto-summer-school',
  source: source({ list: endpoints.summerSchoolCourses }, ({ list }) => ({
    items: list.courses,
    // Level choices come from the server; without them, from the courses themselves.
    choices: {
      eligibility: (list.meta.eligibility.length ? list.meta.eligibility : [...new Set(list.courses.flatMap((c) => c.eligibility))]).map((id) => ({
        id,
        name: id,
      })),
    },
  })),
  strings: summerSchoolStrings,
  empty: 'noResultsFound',
  groups: [
    {
      id: 'field',
      label: 'groupField',
      values: (c) => (c.field ? [c.field] : []),
      choices: { from: 'known', values: FIELD_KEYS, all: true },
      choiceLabel: known(FIELD_KEYS, 'field_'),
      address: 'lowerLabel',
    },
    {
      id: 'eligibility',
      label: 'groupLevel',
      values: (c) => c.eligibility,
      choices: { from: 'server', all: true },
      choiceLabel: known(TRANSLATED_LEVELS, 'level_'),
      address: 'label',
    },
    {
      id: 'courseFormat',
      label: 'groupFormat',
      values: (c) => c.courseFormat,
      choices: { from: 'known', values: FORMAT_KEYS, all: true },
      choiceLabel: known(FORMAT_KEYS, 'format_'),
      address: 'lowerLabel',
    },
  ],
  sort: {
    keys: {
      name: { kind: 'text', value: (c) => c.name },
      credits: { kind: 'number', value: (c) => c.credits },
      durationWeeks: { kind: 'number', value: (c) => c.durationWeeks },
      teachingPeriod: { kind: 'date', value: (c) => (c.teachingPeriod?.isValid ? c.teachingPeriod.start : null) },
      // Lists sort on their values sorted alphabetically and joined (docs/api.md,
      // `summer_school/courses`).
      eligibility: { kind: 'list', value: (c) => [...c.eligibility].sort() },
      courseFormat: { kind: 'list', value: (c) => [...c.courseFormat].sort() },
      registrationPeriod: { kind: 'date', value: (c) => (c.registrationPeriod?.isValid ? c.registrationPeriod.start : null) },
      // 'Closing soon': by the application period's end, soonest first; closed ones after; no
      // valid end, no application or a continuous one last (docs/api.md, `summer_school/courses`).
      closing: { kind: 'number', value: (c, { now }) => closingOrder(c, c.registrationPeriod, now) },
    },
    default: { key: 'name', direction: 'asc' },
    choices: [
      { id: 'asc', key: 'name', direction: 'asc', label: 'sortAsc' },
      { id: 'desc', key: 'name', direction: 'desc', label: 'sortDesc' },
      { id: 'closing', key: 'closing', direction: 'asc', label: 'sortClosing' },
    ],
  },
  search: { text: (c) => [c.name, c.field, c.fieldName] },
  itemKey: (c) => c.id,
  table: { caption: 'caption' },
};
