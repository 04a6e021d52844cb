/** One study option as a card: image, double degree badge, name link, description, facts, application period, tuition. */
import type { StudyOption } from '../../core/entities/studies.js';
import { Badges, Facts } from '../../core/views/CardHeading.js';
import { ResponsiveImage } from '../../core/views/ResponsiveImage.js';
import type { CardContext } from '../../listing/hub.js';
import { CardTitle } from '../../listing/views/CardTitle.js';
import type { StudyOptionsStrings } from './strings.js';
import { applicationText, tuitionText } from './tuition.js';

export function StudyOptionCard({ item: option, context }: { item: StudyOption; context: CardContext<StudyOption, StudyOptionsStrings> }) {
  const { t, now, language } = context;
  const image = context.image(option.mainImage);
  return (
    <article className="aalto-card aalto-card--media aalto-study-option">
      <ResponsiveImage image={image} className="aalto-card__image" />
      <div className="aalto-card__body">
        <Badges labels={[option.doubleDegree && t('doubleDegree')]} />
        <CardTitle context={context} href={option.url}>
          {option.name}
        </CardTitle>
        {option.description && <p className="aalto-card__summary">{option.description}</p>}
        <Facts
          rows={[
            [t('degreeType'), option.degreeType],
            ...context.facts(option),
            [t('teachingLanguage'), option.languageText],
            [t('duration'), option.duration],
            [t('school'), option.school],
            [t('application'), applicationText(option, t, now)],
            [t('tuition'), tuitionText(option, t, language)],
          ]}
        />
      </div>
    </article>
  );
}
