/** One data source as a card: image, name link, short description, author, licence, the lists, frequency and encoding. */
import type { DataSource } from './entities.js';
import type { CardContext } from '../../listing/hub.js';
import { MediaCard } from '../../listing/views/MediaCard.js';
import type { DataSourcesStrings } from './strings.js';

export function DataSourceCard({ item, context }: { item: DataSource; context: CardContext<DataSource, DataSourcesStrings> }) {
  const { t } = context;
  return (
    <MediaCard
      context={context}
      className="aalto-data-source"
      image={item.image}
      href={item.url}
      title={item.name}
      summary={item.shortDescription}
      facts={[
        [t('author'), item.author],
        [t('license'), item.license],
        ...context.facts(item),
        [t('frequency'), item.frequency],
        [t('encoding'), item.encoding],
      ]}
    />
  );
}
