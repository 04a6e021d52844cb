/** One innovation team as a card: name link, its facts (goals by number and name, year established) and summary. */
import type { InnovationTeam } from './entities.js';
import { Facts } from '../../core/views/CardHeading.js';
import type { CardContext } from '../../listing/hub.js';
import { CardTitle } from '../../listing/views/CardTitle.js';
import type { TeamsStrings } from './strings.js';

export function TeamCard({ item: team, context }: { item: InnovationTeam; context: CardContext<InnovationTeam, TeamsStrings> }) {
  const { t } = context;
  const year = team.establishedYear !== null && Number.isInteger(team.establishedYear) ? String(team.establishedYear) : null;
  return (
    <article className="aalto-card aalto-team">
      <div className="aalto-card__body">
        <CardTitle context={context} href={team.url}>
          {team.name}
        </CardTitle>
        <Facts rows={[...context.facts(team), [t('established'), year]]} />
        {team.summary && <p className="aalto-card__summary">{team.summary}</p>}
      </div>
    </article>
  );
}
