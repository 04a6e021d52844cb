/** One online course as a card: name link, then its facts (level, weekdays, semester, organizer), times and price. */
import type { OnlineCourse } from '../../listing/shared/course-data/entities.js';
import { Facts } from '../../core/views/CardHeading.js';
import type { CardContext } from '../../listing/hub.js';
import { CardTitle } from '../../listing/views/CardTitle.js';
import type { OnlineCoursesStrings } from './strings.js';

export function OnlineCourseCard({ item: course, context }: { item: OnlineCourse; context: CardContext<OnlineCourse, OnlineCoursesStrings> }) {
  const { t } = context;
  return (
    <article className="aalto-card aalto-online-course">
      <div className="aalto-card__body">
        <CardTitle context={context} href={course.url}>
          {course.name}
        </CardTitle>
        <Facts rows={[...context.facts(course), [t('times'), course.times], [t('price'), course.price]]} />
      </div>
    </article>
  );
}
