/** One self-study material as a card: its mark, name link, facts, pros and cons, external links with their titles. */
import type { SelfStudyMaterial } from './entities.js';
import { Badges, Facts } from '../../core/views/CardHeading.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import type { CardContext } from '../../listing/hub.js';
import { CardTitle } from '../../listing/views/CardTitle.js';
import type { SelfStudyStrings } from './strings.js';

export function MaterialCard({ item: material, context }: { item: SelfStudyMaterial; context: CardContext<SelfStudyMaterial, SelfStudyStrings> }) {
  const { t } = context;
  return (
    <article className="aalto-card aalto-self-study-material">
      <div className="aalto-card__body">
        <Badges labels={[material.kbProduced && t('kbProduced')]} />
        <CardTitle context={context} href={material.url}>
          {material.name}
        </CardTitle>
        <Facts rows={[...context.facts(material), [t('pros'), material.pros], [t('cons'), material.cons]]} />
        {material.externalLinks.length > 0 && (
          <ul className="aalto-card__links" aria-label={t('links')}>
            {material.externalLinks.map((link, i) => (
              <li key={`${link.url}#${i}`}>
                <SafeLink href={link.url} target={context.target} externalHint={t('externalLink')} newTabHint={t('newTab')}>
                  {link.title}
                </SafeLink>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
