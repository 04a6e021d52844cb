/** The summer school courses as table columns (the phone layout shows the same columns as cards). */
import type { SummerSchoolCourse } from '../../listing/shared/course-data/entities.js';
import type { Translate } from '../../core/i18n/translate.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import type { Column } from '../../listing/hub-views.js';
import { applicationPeriodText, creditsText, durationText, formatText, levelText, teachingPeriodText } from './cells.js';
import type { HubStrings, TableColumns } from '../../listing/hub.js';
import { labels, type SortKeyName } from './hub.js';
import type { SummerSchoolStrings } from './strings.js';

type Strings = HubStrings<SummerSchoolStrings>;

type Labels = ReturnType<typeof labels>;

function CourseLink({ course, t, target }: { course: SummerSchoolCourse; t: Translate<Strings>; target: string }) {
  return (
    <SafeLink href={course.url} target={target} externalHint={t('externalLink')} newTabHint={t('newTab')} className="aalto-course__name">
      {course.name}
    </SafeLink>
  );
}

export function courseColumns(t: Translate<Strings>, label: Labels, target: string): Array<Column<SummerSchoolCourse, SortKeyName>> {
  return [
    { id: 'name', label: t('colName'), sortKey: 'name', rowHeader: true, cell: (c) => <CourseLink course={c} t={t} target={target} /> },
    { id: 'credits', label: t('colCredits'), sortKey: 'credits', cell: (c) => creditsText(c, t) },
    { id: 'duration', label: t('colDuration'), sortKey: 'durationWeeks', cell: (c) => durationText(c, t) },
    { id: 'teaching', label: t('colTeaching'), sortKey: 'teachingPeriod', cell: (c) => teachingPeriodText(c, t) },
    { id: 'level', label: t('colLevel'), sortKey: 'eligibility', cell: (c) => levelText(c, label) },
    { id: 'format', label: t('colFormat'), sortKey: 'courseFormat', cell: (c) => formatText(c, label) },
    { id: 'application', label: t('colApplication'), sortKey: 'registrationPeriod', cell: (c) => applicationPeriodText(c, t) },
  ];
}

/** The hub's columns as its element takes them (`TableHub.tsx`). */
export const summerSchoolColumns: TableColumns<SummerSchoolCourse, SortKeyName, SummerSchoolStrings> = ({ t, target }) => courseColumns(t, labels(t), target);
