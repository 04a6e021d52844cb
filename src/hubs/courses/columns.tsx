/** The courses as table columns (the phone layout shows the same columns as cards). */
import type { Instant } from '../../core/dates.js';
import type { CombinedCourse } from '../../core/entities/courses.js';
import type { Translate } from '../../core/i18n/translate.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import type { HubStrings } from '../../listing/hub.js';
import type { Column } from '../../listing/views/SortableTable.js';
import { applicationPeriodText, creditsText, feeOf, teachingPeriodText } from './cells.js';
import type { CoursesSortKey, Labels } from './hub.js';
import type { CoursesStrings } from './strings.js';

type T = Translate<HubStrings<CoursesStrings>>;

export function courseColumns(t: T, label: Labels, target: string, now: Instant): Array<Column<CombinedCourse, CoursesSortKey>> {
  const fee = (c: CombinedCourse) => {
    const value = feeOf(c);
    return value ? label.fee(value) : '';
  };
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
    { id: 'language', label: t('colLanguage'), sortKey: 'courseLanguage', cell: (c) => c.courseLanguage.map(label.language).join(', ') },
    { id: 'format', label: t('colFormat'), sortKey: 'courseFormat', cell: (c) => c.courseFormat.map(label.format).join(', ') },
    { id: 'seniority', label: t('colSeniority'), sortKey: 'seniority', cell: (c) => c.seniority.map(label.seniority).join(', ') },
    { id: 'starting', label: t('colStarting'), sortKey: 'startingPeriod', cell: (c) => c.startingPeriod ?? '' },
    { id: 'fee', label: t('colFee'), sortKey: 'fee', cell: fee },
    // Details: under the name in the table, among the details on a phone card.
    { id: 'level', label: t('colLevel'), detail: true, cell: (c) => c.level ?? '' },
    { id: 'feeCategory', label: t('colFeeCategory'), detail: true, cell: (c) => c.feeCategory ?? '' },
    { id: 'schedule', label: t('colSchedule'), detail: true, cell: (c) => c.schedule ?? '' },
    { id: 'location', label: t('colLocation'), detail: true, cell: (c) => c.location ?? '' },
    { id: 'formOfLearning', label: t('colFormOfLearning'), detail: true, cell: (c) => c.formOfLearning ?? '' },
  ];
}
