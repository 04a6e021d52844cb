/** One event as a card: image, statuses, title link, dates, facts and summary. Plain text only. */
import type { Instant } from '../../core/dates.js';
import { formatPeriod, isoDay } from '../../core/dates.js';
import type { Event } from '../../core/entities/events-news.js';
import type { Image } from '../../core/entities/media.js';
import type { Translate } from '../../core/i18n/translate.js';
import { ResponsiveImage } from '../../core/views/ResponsiveImage.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import { Badges, CardHeading, Facts } from '../../listing/views/CardHeading.js';
import { registrationOf, timingOf } from './timing.js';
import type { Strings } from './EventsListing.js';

export interface EventCardOptions {
  t: Translate<Strings>;
  now: Instant;
  headingLevel: number;
  target: string;
  /** Logged-in users see which events are for the community only. */
  showAudience: boolean;
  categoryLabel: (id: string) => string;
  formatLabel: (value: string) => string;
  languageLabel: (value: string) => string;
  /** The image to show: the embedded one, or one looked up by its media id. */
  image: (image: Image | null) => Image | null;
  /** Labels of the groups a variant adds, shown as facts (student guide levels, ...). */
  extraFacts?: (event: Event) => ReadonlyArray<readonly [string, string]>;
}

export function EventCard({ event, options }: { event: Event; options: EventCardOptions }) {
  const { t, now } = options;
  const timing = timingOf(event, now);
  const registration = registrationOf(event, now);
  const dates = formatPeriod(event.eventDates) ?? t('toBeAnnounced');
  return (
    <article className="aalto-card aalto-event">
      <ResponsiveImage image={options.image(event.mainImage)} className="aalto-card__image" />
      <div className="aalto-card__body">
        <Badges
          labels={[
            event.promoted && timing !== 'past' && t('promoted'),
            timing && t(`timing_${timing}`),
            registration && t(`registration_${registration}`),
            options.showAudience && event.audience === 'community' && t('communityBadge'),
          ]}
        />
        <CardHeading level={options.headingLevel}>
          <SafeLink href={event.url} target={options.target} externalHint={t('externalLink')} newTabHint={t('newTab')}>
            {event.title}
          </SafeLink>
        </CardHeading>
        <p className="aalto-card__date">
          <span className="aalto-visually-hidden">{t('date')}: </span>
          {event.eventDates?.isValid ? <time dateTime={isoDay(event.eventDates.start!)}>{dates}</time> : dates}
        </p>
        <Facts
          rows={[
            [t('location'), event.location],
            [t('groupFormat'), event.format ? options.formatLabel(event.format) : null],
            [t('groupType'), event.eventType.join(', ')],
            [t('groupLanguage'), event.language.map(options.languageLabel).join(', ')],
            [t('groupCategory'), event.category.map(options.categoryLabel).filter(Boolean).join(', ')],
            ...(options.extraFacts?.(event) ?? []),
          ]}
        />
        {event.summary && <p className="aalto-card__summary">{event.summary}</p>}
      </div>
    </article>
  );
}
