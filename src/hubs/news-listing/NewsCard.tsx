/** One news item as a card: image, badges, title link, published date, facts, description. */
import { formatDate, isoDay } from '../../core/dates.js';
import type { News } from '../../listing/shared/events-news/entities.js';
import { ResponsiveImage } from '../../core/views/ResponsiveImage.js';
import type { CardContext } from '../../listing/hub.js';
import { CardTitle } from '../../listing/views/CardTitle.js';
import { Badges, Facts } from '../../core/views/CardHeading.js';
import type { NewsStrings } from './strings.js';

export function NewsCard({ item: news, context }: { item: News; context: CardContext<News, NewsStrings> }) {
  const { t } = context;
  return (
    <article className="aalto-card aalto-card--media aalto-news">
      <ResponsiveImage image={context.image(news.mainImage)} className="aalto-card__image" beside={news.name} />
      <div className="aalto-card__body">
        <Badges labels={context.badges(news)} />
        <CardTitle context={context} href={news.url}>
          {news.name}
        </CardTitle>
        {news.published !== null && (
          <p className="aalto-card__date">
            <span className="aalto-visually-hidden">{t('published')}: </span>
            <time dateTime={isoDay(news.published)}>{formatDate(news.published, t.language)}</time>
          </p>
        )}
        <Facts rows={context.facts(news)} />
        {news.description && <p className="aalto-card__summary">{news.description}</p>}
      </div>
    </article>
  );
}
