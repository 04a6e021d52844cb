/** One teaching material as a card: name link, summary and its six lists. */
import type { TeachingMaterial } from './entities.js';
import type { CardContext } from '../../listing/hub.js';
import { MediaCard } from '../../listing/views/MediaCard.js';
import type { TeachingStrings } from './strings.js';

export function TeachingCard({ item: material, context }: { item: TeachingMaterial; context: CardContext<TeachingMaterial, TeachingStrings> }) {
  return (
    <MediaCard
      context={context}
      className="aalto-teaching-material"
      href={material.url}
      title={material.name}
      summary={material.summary}
      facts={context.facts(material)}
    />
  );
}
