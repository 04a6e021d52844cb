/** One service as a card: name link, summary, target groups, topics and when it was updated. */
import { formatDate, isoDay } from '../../core/dates.js';
import { Facts } from '../../core/views/CardHeading.js';
import type { CardContext } from '../../listing/hub.js';
import { CardTitle } from '../../listing/views/CardTitle.js';
import type { HubService } from './hub.js';
import type { ServicesStrings } from './strings.js';

export function ServiceCard({ item: service, context }: { item: HubService; context: CardContext<HubService, ServicesStrings> }) {
  const { t } = context;
  const updated = service.updateDate !== null ? formatDate(service.updateDate, t.language) : null;
  return (
    <article className="aalto-card aalto-service">
      <div className="aalto-card__body">
        <CardTitle context={context} href={service.url}>
          {service.name}
        </CardTitle>
        {service.summary && <p className="aalto-card__summary">{service.summary}</p>}
        <Facts rows={[...context.facts(service), [t('updated'), updated && <time dateTime={isoDay(service.updateDate!)}>{updated}</time>]]} />
      </div>
    </article>
  );
}
