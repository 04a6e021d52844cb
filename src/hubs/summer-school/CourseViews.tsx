/** The summer school courses as table columns (desktop) and as cards (phone). */
import { memo } from 'react';
import type { SummerSchoolCourse } from '../../core/entities/courses.js';
import type { Translate } from '../../core/i18n/translate.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import { uniqueKeys, useProgressiveRows, type Column } from '../../listing/views/SortableTable.js';
import { applicationPeriodText, creditsText, durationText, formatText, levelText, teachingPeriodText } from './cells.js';
import type { labels, SortKeyName } from './config.js';
import type { Strings } from './SummerSchoolListing.js';

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

type Columns = Array<Column<SummerSchoolCourse, SortKeyName>>;

export interface CourseCardsProps {
  courses: readonly SummerSchoolCourse[];
  /** The table's columns (memoised): the first is the name, the rest are the details. */
  columns: Columns;
  t: Translate<Strings>;
  target: string;
  details: boolean;
}

const Card = memo(function Card({ course, columns, t, target, details }: Omit<CourseCardsProps, 'courses'> & { course: SummerSchoolCourse }) {
  return (
    <li className="aalto-card">
      <CourseLink course={course} t={t} target={target} />
      {details && (
        <dl className="aalto-card__details">
          {columns.slice(1).map((column) => (
            <div key={column.id} className="aalto-card__row">
              <dt>{column.label}</dt>
              <dd>{column.cell(course)}</dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
});

/** The phone layout: one card per course; 'Show details' adds every column's value. */
export function CourseCards({ courses, ...rest }: CourseCardsProps) {
  const visible = useProgressiveRows(courses);
  const keys = uniqueKeys(visible, (c) => c.id);
  return (
    <ul className="aalto-cards" aria-label={rest.t('caption')}>
      {visible.map((course, index) => (
        <Card key={keys[index]} course={course} {...rest} />
      ))}
    </ul>
  );
}
