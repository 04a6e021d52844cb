/** One minor or programme as a card: name link, its facts, and the curricula it is in. */
import type { Minor } from './entities.js';
import { Facts } from '../../../core/views/CardHeading.js';
import type { CardContext } from '../../hub.js';
import { CardTitle } from '../../views/CardTitle.js';
import type { Strings } from './definition.js';

export function StudySearchCard({ item, context }: { item: Minor; context: CardContext<Minor, Strings> }) {
  const { t } = context;
  const curricula = [...item.curricula, ...item.previousCurricula].join(', ');
  return (
    <article className="aalto-card aalto-study-search">
      <div className="aalto-card__body">
        <CardTitle context={context} href={item.url}>
          {item.name}
        </CardTitle>
        <Facts rows={[...context.facts(item), [t('curricula'), curricula]]} />
      </div>
    </article>
  );
}
