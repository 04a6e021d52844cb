/**
 * One unit's recent news and events, each a section with its empty state ('No news found', 'No
 * events found'): the personnel hub's tab panel, and the people hub's news and events of a school.
 */
import type { ReactNode } from 'react';
import { formatDate, formatPeriod, isoDay } from '../../../core/dates.js';
import type { CoreStrings } from '../../../core/i18n/core-strings.js';
import type { Translate } from '../../../core/i18n/translate.js';
import { CardHeading } from '../../../core/views/CardHeading.js';
import { SafeLink } from '../../../core/views/SafeLink.js';
import { StatusMessage } from '../../../core/views/StatusMessage.js';
import type { UnitItems } from './recent.js';
import type { PersonnelStrings } from './strings.js';

export type RecentStrings = PersonnelStrings & CoreStrings;

function Section<Item>({
  heading,
  empty,
  items,
  level,
  render,
}: {
  heading: string;
  empty: string;
  items: readonly Item[];
  level: number;
  render: (item: Item) => ReactNode;
}) {
  return (
    <section className="aalto-recent__section">
      <CardHeading level={level}>{heading}</CardHeading>
      {items.length === 0 ? (
        <StatusMessage text={empty} />
      ) : (
        <ul className="aalto-recent__list">
          {items.map((item, i) => (
            <li key={i} className="aalto-recent__item">
              {render(item)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function UnitPanel({
  items,
  t,
  level,
  target,
}: {
  items: UnitItems;
  t: Translate<Pick<RecentStrings, 'news' | 'events' | 'noNews' | 'noEvents' | 'externalLink' | 'newTab' | 'toBeAnnounced'>>;
  level: number;
  target: string;
}) {
  const link = (href: string | null, text: string) => (
    <SafeLink href={href} target={target} externalHint={t('externalLink')} newTabHint={t('newTab')}>
      {text}
    </SafeLink>
  );
  return (
    <div className="aalto-recent">
      <Section
        heading={t('news')}
        empty={t('noNews')}
        items={items.news}
        level={level}
        render={(n) => (
          <>
            {n.published !== null && <time dateTime={isoDay(n.published)}>{formatDate(n.published, t.language)}</time>}
            {link(n.url, n.name)}
          </>
        )}
      />
      <Section
        heading={t('events')}
        empty={t('noEvents')}
        items={items.events}
        level={level}
        render={(e) => (
          <>
            <span>{formatPeriod(e.eventDates, t.language) ?? t('toBeAnnounced')}</span>
            {link(e.url, e.title)}
            {e.location && <span className="aalto-recent__location">{e.location}</span>}
          </>
        )}
      />
    </div>
  );
}
