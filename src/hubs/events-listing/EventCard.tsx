/** One event as a card: image, statuses, title link, dates, facts and summary. Plain text only. */
import { formatPeriod, isoDay } from '../../core/dates.js';
import type { Event } from '../../listing/shared/events-news/entities.js';
import { ResponsiveImage } from '../../core/views/ResponsiveImage.js';
import type { CardContext } from '../../listing/hub.js';
import { CardTitle } from '../../listing/views/CardTitle.js';
import { Badges, Facts } from '../../core/views/CardHeading.js';
import type { EventsStrings } from './strings.js';

export function EventCard({ item: event, context }: { item: Event; context: CardContext<Event, EventsStrings> }) {
  const { t } = context;
  const dates = formatPeriod(event.eventDates, t.language) ?? t('toBeAnnounced');
  return (
    <article className="aalto-card aalto-card--media aalto-event">
      <ResponsiveImage image={context.image(event.mainImage)} className="aalto-card__image" />
      <div className="aalto-card__body">
        <Badges labels={context.badges(event)} />
        <CardTitle context={context} href={event.url}>
          {event.title}
        </CardTitle>
        <p className="aalto-card__date">
          <span className="aalto-visually-hidden">{t('date')}: </span>
          {event.eventDates?.isValid ? <time dateTime={isoDay(event.eventDates.start!)}>{dates}</time> : dates}
        </p>
        <Facts rows={[[t('location'), event.location], ...context.facts(event)]} />
        {event.summary && <p className="aalto-card__summary">{event.summary}</p>}
      </div>
    </article>
  );
}
