/** One open university course as a card: registration badge, name link, registration period, schedule and facts. */
import { formatPeriod, parseDate, periodOf } from '../../core/dates.js';
import type { OpenUniversityCourse } from '../../listing/shared/course-data/entities.js';
import { Badges, Facts } from '../../core/views/CardHeading.js';
import type { CardContext } from '../../listing/hub.js';
import { CardTitle } from '../../listing/views/CardTitle.js';
import type { OpenUniversityStrings } from './strings.js';

/** The schedule: its override text, else its start and end dates, else nothing. */
export function scheduleText(course: OpenUniversityCourse, toBeAnnounced: string, language?: string): string | null {
  const schedule = course.courseSchedule;
  if (!schedule) return null;
  if (schedule.override) return schedule.override;
  if (!schedule.start && !schedule.end) return null;
  return formatPeriod(periodOf(parseDate(schedule.start), parseDate(schedule.end)), language) ?? toBeAnnounced;
}

export function OpenUniversityCard({
  item: course,
  context,
}: {
  item: OpenUniversityCourse;
  context: CardContext<OpenUniversityCourse, OpenUniversityStrings>;
}) {
  const { t } = context;
  const registration = course.registrationPeriod && (formatPeriod(course.registrationPeriod, t.language) ?? t('toBeAnnounced'));
  return (
    <article className="aalto-card aalto-open-university-course">
      <div className="aalto-card__body">
        <Badges labels={context.badges(course)} />
        <CardTitle context={context} href={course.url}>
          {course.name}
        </CardTitle>
        <Facts
          rows={[[t('registrationPeriod'), registration], [t('schedule'), scheduleText(course, t('toBeAnnounced'), t.language)], ...context.facts(course)]}
        />
      </div>
    </article>
  );
}
