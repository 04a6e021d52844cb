/** The courses as table columns (the phone layout shows the same columns as cards). */
import type { Instant } from '../../core/dates.js';
import type { CombinedCourse } from '../../listing/shared/course-data/entities.js';
import type { Translate } from '../../core/i18n/translate.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import type { HubStrings, TableColumns } from '../../listing/hub.js';
import type { Column } from '../../listing/hub-views.js';
import { applicationPeriodText, creditsText, teachingPeriodText } from './cells.js';
import type { CoursesSortKey } from './hub.js';
import type { CoursesStrings } from './strings.js';

type T = Translate<HubStrings<CoursesStrings>>;

/** `labels(group, course)`: a course's values in a filter group, named as the filter names them. */
export function courseColumns(
  t: T,
  labels: (group: string, c: CombinedCourse) => string[],
  target: string,
  now: Instant,
): Array<Column<CombinedCourse, CoursesSortKey>> {
  const cell = (group: string) => (c: CombinedCourse) => labels(group, c).join(', ');
  return [
    {
      id: 'name',
      label: t('colName'),
      sortKey: 'name',
      rowHeader: true,
      cell: (c) => (
        <SafeLink href={c.url} target={target} externalHint={t('externalLink')} newTabHint={t('newTab')} className="aalto-course__name">
          {c.name}
        </SafeLink>
      ),
    },
    { id: 'credits', label: t('colCredits'), sortKey: 'credits', cell: (c) => creditsText(c, t) },
    { id: 'teaching', label: t('colTeaching'), sortKey: 'teachingPeriod', cell: (c) => teachingPeriodText(c, t) },
    { id: 'application', label: t('colApplication'), sortKey: 'applicationPeriod', cell: (c) => applicationPeriodText(c, t, now) },
    { id: 'language', label: t('colLanguage'), sortKey: 'courseLanguage', cell: cell('language') },
    { id: 'format', label: t('colFormat'), sortKey: 'courseFormat', cell: cell('format') },
    { id: 'seniority', label: t('colSeniority'), sortKey: 'seniority', cell: cell('seniority') },
    { id: 'starting', label: t('colStarting'), sortKey: 'startingPeriod', cell: cell('starting') },
    { id: 'fee', label: t('colFee'), sortKey: 'fee', cell: cell('fee') },
    // Details: under the name in the table, among the details on a phone card.
    { id: 'level', label: t('colLevel'), detail: true, cell: (c) => c.level ?? '' },
    { id: 'feeCategory', label: t('colFeeCategory'), detail: true, cell: (c) => c.feeCategory ?? '' },
    { id: 'schedule', label: t('colSchedule'), detail: true, cell: (c) => c.schedule ?? '' },
    { id: 'location', label: t('colLocation'), detail: true, cell: (c) => c.location ?? '' },
    { id: 'formOfLearning', label: t('colFormOfLearning'), detail: true, cell: (c) => c.formOfLearning ?? '' },
  ];
}

/** The hub's columns as its element takes them (`TableHub.tsx`). */
export const coursesColumns: TableColumns<CombinedCourse, CoursesSortKey, CoursesStrings> = ({ t, target, now, labels }) =>
  courseColumns(t, labels, target, now);
