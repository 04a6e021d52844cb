/** The courses table's cell texts, from a parsed course and the clock. */
import { formatPeriod, type Instant } from '../../core/dates.js';
import type { CombinedCourse } from '../../listing/shared/course-data/entities.js';
import type { Translate } from '../../core/i18n/translate.js';
import { phaseOf } from '../../core/period-phase.js';
import type { CoursesStrings } from './strings.js';

type T = Translate<CoursesStrings & { toBeAnnounced: string }>;

export const creditsText = (course: CombinedCourse, t: T) => (course.credits === null ? '' : t('credits', { credits: course.credits }));

export const teachingPeriodText = (course: CombinedCourse, t: T) =>
  course.dateOverrides.teachingPeriod ?? formatPeriod(course.teachingPeriod, t.language) ?? t('toBeAnnounced');

/** 'free' when the course says it has no fee, 'paid' when it names one, null when it says neither. */
export function feeOf(course: CombinedCourse): 'free' | 'paid' | null {
  if (course.noFee) return 'free';
  return course.fee ? 'paid' : null;
}

const PHASE_TEXT = { open: 'ongoing', upcoming: 'upcoming', ended: 'past' } as const;

/**
 * Application period, the first that applies: 'No application needed'; 'Continuously ongoing'; the
 * override text; 'No info' without a period; 'To be announced' for one that is not two dates; else
 * where the clock stands in it ('Ongoing', 'Upcoming', 'In the past') with the dates.
 */
export function applicationPeriodText(course: CombinedCourse, t: T, now: Instant): string {
  if (course.noApplicationPeriod) return t('noApplication');
  if (course.ongoingApplication) return t('continuous');
  if (course.dateOverrides.applicationPeriod) return course.dateOverrides.applicationPeriod;
  const period = course.applicationPeriod;
  if (period === null) return t('noInfo');
  const phase = phaseOf(period, now);
  if (phase === null) return t('toBeAnnounced');
  return t('periodStatus', { status: t(PHASE_TEXT[phase]), period: formatPeriod(period, t.language)! });
}
