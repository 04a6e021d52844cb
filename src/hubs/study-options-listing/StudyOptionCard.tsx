/** One study option as a card: image, double degree badge, name link, description, facts, application period, tuition. */
import type { StudyOption } from './entities.js';
import type { CardContext } from '../../listing/hub.js';
import { MediaCard } from '../../listing/views/MediaCard.js';
import type { StudyOptionsStrings } from './strings.js';
import { applicationText, tuitionText } from './tuition.js';
import { degreesText, languagesText } from './vocabulary.js';

export function StudyOptionCard({ item: option, context }: { item: StudyOption; context: CardContext<StudyOption, StudyOptionsStrings> }) {
  const { t, now, language } = context;
  return (
    <MediaCard
      context={context}
      className="aalto-study-option"
      image={option.mainImage}
      href={option.url}
      title={option.name}
      summary={option.description}
      badges={[option.doubleDegree && t('doubleDegree')]}
      facts={[
        // The texts when sent; else what the keys say (a key without its text still informs).
        [t('degreeType'), option.degreeType ?? degreesText(option, t)],
        ...context.facts(option),
        [t('teachingLanguage'), option.languageText ?? languagesText(option, t)],
        [t('duration'), option.duration],
        [t('school'), option.school],
        [t('application'), applicationText(option, t, now)],
        [t('tuition'), tuitionText(option, t, language)],
      ]}
    />
  );
}
