/**
 * The common card: an image (when the item has one) beside (desktop) or above (phone) the text,
 * badges, the title link, a summary, then label–value facts. Hubs whose cards are only this pass
 * their parts; the others compose CardTitle, Badges and Facts themselves.
 */
import type { ReactNode } from 'react';
import type { Image } from '../../core/entities/media.js';
import type { Catalog } from '../../core/i18n/translate.js';
import { Badges, Facts } from '../../core/views/CardHeading.js';
import { ResponsiveImage } from '../../core/views/ResponsiveImage.js';
import type { CardContext } from '../hub.js';
import { CardTitle } from './CardTitle.js';

export interface MediaCardProps<Item, S extends Catalog> {
  context: CardContext<Item, S>;
  /** The hub's own class, beside `aalto-card aalto-card--media`. */
  className: string;
  image?: Image | null;
  href: string | null;
  title: string;
  summary?: string | null;
  badges?: ReadonlyArray<string | null | false>;
  facts: ReadonlyArray<readonly [label: string, value: ReactNode]>;
}

export function MediaCard<Item, S extends Catalog>({ context, className, image = null, href, title, summary, badges = [], facts }: MediaCardProps<Item, S>) {
  const shown = context.image(image);
  return (
    // Without an image the text takes the card's whole width.
    <article className={`aalto-card ${shown ? 'aalto-card--media ' : ''}${className}`}>
      {shown && <ResponsiveImage image={shown} className="aalto-card__image" beside={title} />}
      <div className="aalto-card__body">
        <Badges labels={badges} />
        <CardTitle context={context} href={href}>
          {title}
        </CardTitle>
        {summary && <p className="aalto-card__summary">{summary}</p>}
        <Facts rows={facts} />
      </div>
    </article>
  );
}
