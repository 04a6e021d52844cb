/** One grant or award as a card: badges, title link, deadline (or continuously open), facts, summary. */
import { formatDate, isoDay } from '../../core/dates.js';
import type { Grant } from './entities.js';
import { Badges, Facts } from '../../core/views/CardHeading.js';
import type { CardContext } from '../../listing/hub.js';
import { CardTitle } from '../../listing/views/CardTitle.js';
import type { GrantsStrings } from './strings.js';

export function GrantCard({ item: grant, context }: { item: Grant; context: CardContext<Grant, GrantsStrings> }) {
  const { t } = context;
  const deadline = grant.ongoingApplication ? (
    t('continuouslyOpen')
  ) : grant.deadline !== null ? (
    <time dateTime={isoDay(grant.deadline)}>{formatDate(grant.deadline, context.language)}</time>
  ) : null;
  return (
    <article className="aalto-card aalto-grant">
      <div className="aalto-card__body">
        <Badges labels={context.badges(grant)} />
        <CardTitle context={context} href={grant.url}>
          {grant.title}
        </CardTitle>
        <Facts rows={[[t('deadline'), deadline], ...context.facts(grant)]} />
        {grant.summary && <p className="aalto-card__summary">{grant.summary}</p>}
      </div>
    </article>
  );
}
