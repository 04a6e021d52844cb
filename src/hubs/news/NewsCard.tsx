/** One news item as a card: image, badges, title link, published date, facts, description. */
import { formatDate, isoDay } from '../../core/dates.js';
import type { News } from '../../core/entities/events-news.js';
import type { Image } from '../../core/entities/media.js';
import type { Translate } from '../../core/i18n/translate.js';
import { ResponsiveImage } from '../../core/views/ResponsiveImage.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import { Badges, CardHeading, Facts } from '../../listing/views/CardHeading.js';
import { audienceOf } from './config.js';
import type { Strings } from './NewsListing.js';

export interface NewsCardOptions {
  t: Translate<Strings>;
  headingLevel: number;
  target: string;
  showAudience: boolean;
  categoryLabel: (id: string) => string;
  image: (image: Image | null) => Image | null;
  extraFacts?: (news: News) => ReadonlyArray<readonly [string, string]>;
}

export function NewsCard({ news, options }: { news: News; options: NewsCardOptions }) {
  const { t } = options;
  return (
    <article className="aalto-card aalto-news">
      <ResponsiveImage image={options.image(news.mainImage)} className="aalto-card__image" />
      <div className="aalto-card__body">
        <Badges labels={[news.promoted && t('promoted'), options.showAudience && audienceOf(news) === 'community' && t('communityBadge')]} />
        <CardHeading level={options.headingLevel}>
          <SafeLink href={news.url} target={options.target} externalHint={t('externalLink')} newTabHint={t('newTab')}>
            {news.name}
          </SafeLink>
        </CardHeading>
        {news.published !== null && (
          <p className="aalto-card__date">
            <span className="aalto-visually-hidden">{t('published')}: </span>
            <time dateTime={isoDay(news.published)}>{formatDate(news.published)}</time>
          </p>
        )}
        <Facts
          rows={[
            [t('groupCategory'), news.categories.map(options.categoryLabel).filter(Boolean).join(', ')],
            [t('groupNewsType'), news.newsType.join(', ')],
            ...(options.extraFacts?.(news) ?? []),
          ]}
        />
        {news.description && <p className="aalto-card__summary">{news.description}</p>}
      </div>
    </article>
  );
}
