/** A card's title: a heading at the page's level holding the item's safe link, with the link hints in the page's language. */
import type { ReactNode } from 'react';
import { CardHeading } from '../../core/views/CardHeading.js';
import { SafeLink } from '../../core/views/SafeLink.js';
import type { Catalog } from '../../core/i18n/translate.js';
import type { CardContext } from '../hub.js';

export function CardTitle<Item, S extends Catalog>({ context, href, children }: { context: CardContext<Item, S>; href: string | null; children: ReactNode }) {
  const { t } = context;
  return (
    <CardHeading level={context.headingLevel}>
      <SafeLink href={href} target={context.target} externalHint={t('externalLink')} newTabHint={t('newTab')}>
        {children}
      </SafeLink>
    </CardHeading>
  );
}
