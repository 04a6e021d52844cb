/** One research program as a card: image, title link, short description, facts, and its data sets ready-made and custom. */
import type { ResearchProgram } from './entities.js';
import type { CardContext } from '../../listing/hub.js';
import { MediaCard } from '../../listing/views/MediaCard.js';
import type { ResearchProgramsStrings } from './strings.js';

export function ResearchProgramCard({ item, context }: { item: ResearchProgram; context: CardContext<ResearchProgram, ResearchProgramsStrings> }) {
  const { t } = context;
  return (
    <MediaCard
      context={context}
      className="aalto-research-program"
      image={item.image}
      href={item.url}
      title={item.title}
      summary={item.shortDescription}
      facts={[...context.facts(item), [t('readyMade'), item.dataSets.readyMade.join(', ')], [t('custom'), item.dataSets.custom.join(', ')]]}
    />
  );
}
