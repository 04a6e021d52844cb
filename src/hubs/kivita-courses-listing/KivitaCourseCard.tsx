/** One Kivita course as a card: registration badge, name link, facts, schedule and registration period. */
import { formatPeriod } from '../../core/dates.js';
import type { KivitaCourse } from '../../listing/shared/course-data/entities.js';
import { Badges, Facts } from '../../core/views/CardHeading.js';
import type { CardContext } from '../../listing/hub.js';
import { CardTitle } from '../../listing/views/CardTitle.js';
import type { KivitaStrings } from './strings.js';

export function KivitaCourseCard({ item: course, context }: { item: KivitaCourse; context: CardContext<KivitaCourse, KivitaStrings> }) {
  const { t } = context;
  // No period at all shows nothing; one that is there but not valid is 'To be announced'.
  const period = course.registrationPeriod && (formatPeriod(course.registrationPeriod, t.language) ?? t('toBeAnnounced'));
  return (
    <article className="aalto-card aalto-kivita-course">
      <div className="aalto-card__body">
        <Badges labels={context.badges(course)} />
        <CardTitle context={context} href={course.url}>
          {course.name}
        </CardTitle>
        <Facts rows={[[t('registrationPeriod'), period], ...context.facts(course), [t('schedule'), course.schedule]]} />
      </div>
    </article>
  );
}
