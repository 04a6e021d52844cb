/** The summer school table's cell texts (docs/api.md, `summer_school/courses`), from a parsed course. */
import type { SummerSchoolCourse } from '../../listing/shared/course-data/entities.js';
import { formatPeriod } from '../../core/dates.js';
import type { Translate } from '../../core/i18n/translate.js';
import type { SummerSchoolStrings } from './strings.js';
import type { labels } from './hub.js';

type T = Translate<SummerSchoolStrings & { toBeAnnounced: string }>;

export function creditsText(course: SummerSchoolCourse, t: T): string {
  return course.credits === null ? '' : t('credits', { credits: course.credits });
}

export function durationText(course: SummerSchoolCourse, t: T): string {
  const time = course.status === 'part_time' ? t('partTime') : t('fullTime');
  return course.durationLabel ? `${course.durationLabel}, ${time}` : time;
}

export function teachingPeriodText(course: SummerSchoolCourse, t: T): string {
  return course.dateOverrides.teachingPeriod ?? formatPeriod(course.teachingPeriod, t.language) ?? t('toBeAnnounced');
}

/** Application Period: the first rule that applies (docs/api.md, `summer_school/courses`). */
export function applicationPeriodText(course: SummerSchoolCourse, t: T): string {
  if (course.noApplicationPeriod) return t('noApplication');
  if (course.ongoingApplication) return t('ongoing');
  if (course.dateOverrides.applicationPeriod) return course.dateOverrides.applicationPeriod;
  if (course.registrationPeriod === null) return t('noInfo');
  return formatPeriod(course.registrationPeriod, t.language) ?? t('toBeAnnounced');
}

export function levelText(course: SummerSchoolCourse, label: ReturnType<typeof labels>): string {
  // Sorted as the formats are (the specification sorts these lists alphabetically).
  return [...course.eligibility].sort().map(label.level).join(', ');
}

export function formatText(course: SummerSchoolCourse, label: ReturnType<typeof labels>): string {
  return [...course.courseFormat].sort().map(label.format).join(', ');
}
