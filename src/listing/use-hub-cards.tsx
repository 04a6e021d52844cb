/**
 * A card hub's cards as a layout renders them (the card listing's, the people hub's own): each
 * item's card with its context (badges, facts, image, heading level, link target), and the
 * listing's texts. A module of the card views, so the people hub takes it without the card layout.
 */
import { useCallback, useMemo } from 'react';
import type { Image } from '../core/entities/media.js';
import type { Catalog } from '../core/i18n/translate.js';
import { cardListingTexts } from './card-listing-texts.js';
import type { HubDefinition } from './hub.js';
import { cardContextOf } from './hub-view-data.js';
import type { useHub } from './use-hub.js';

type Hub<Item, S extends Catalog> = Pick<ReturnType<typeof useHub<Item, string, S>>, 't' | 'context' | 'state' | 'visible'>;

export function useHubCards<Item, S extends Catalog>(
  def: HubDefinition<Item, string, S>,
  hub: Hub<Item, S>,
  /** The cards' heading level, where their links open, their images (memoised), and the empty state's text. */
  view: { headingLevel: number; target: string; image: (image: Image | null) => Image | null; empty: string },
) {
  const { t, context, state, visible } = hub;
  const { language } = context.settings;
  const { headingLevel, target, image } = view;
  const cardContext = useMemo(
    () => cardContextOf(def, context, { t, language, headingLevel, target, choices: state.choices, image }),
    [def, t, language, headingLevel, target, context, state.choices, image],
  );
  const Card = def.card;
  const renderCard = useCallback((item: Item) => <Card item={item} context={cardContext} />, [Card, cardContext]);
  const texts = cardListingTexts(t, view.empty, {
    // While the first items fill in, the count would be of what is in so far: it says the whole, once.
    loaded: state.loaded && !state.filling,
    shown: visible.length,
    total: state.results.length,
    failed: state.status === 'FAILED',
  });
  return { renderCard, texts };
}
