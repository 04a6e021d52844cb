/**
 * The element of a card hub, made from its definition: the store (through the engine's React
 * adapter), the one loading path, the groups offered, the address, images, the sort select, and
 * the pure `CardListing` view around the hub's own card. A hub module is
 * `export default hubElement(definition)` plus `export { attributes }`.
 */
import { useCallback, useMemo } from 'react';
import { useImages } from '../core/api/use-images.js';
import type { ElementProps } from '../core/element/r2wc-element.js';
import type { Catalog } from '../core/i18n/translate.js';
import type { CardContext, HubDefinition } from './hub.js';
import { badgesOf, factsOf, sortChoicesOf } from './hub-derive.js';
import { cardListingAttributes } from './use-card-listing.js';
import { useHub } from './use-hub.js';
import { CardListing, cardListingTexts } from './views/CardListing.js';

export const attributes = cardListingAttributes;
export type HubListingProps = ElementProps<typeof attributes>;

/** The element component of a card hub. */
export function hubElement<Item, K extends string, S extends Catalog>(def: HubDefinition<Item, K, S>) {
  return function HubListing({ settings, indexPrefix, linkTarget, headingLevel, paramPrefix }: HubListingProps) {
    const { language } = settings;
    const { t, now, context, groups, state, actions, visible, viewProps } = useHub(def, settings, { indexPrefix, paramPrefix });
    const image = useImages(settings, useMemo(() => (def.image ? visible.map(def.image) : []), [visible]));

    const cardContext: CardContext<Item, S> = useMemo(
      () => ({
        t,
        now,
        headingLevel,
        target: linkTarget.trim() || '_self',
        badges: badgesOf(def, context, t),
        facts: factsOf(def, context, t, state.choices),
        image,
      }),
      [t, now, headingLevel, linkTarget, context, state.choices, image],
    );
    const Card = def.card;
    const renderCard = useCallback((item: Item) => <Card item={item} context={cardContext} />, [cardContext]);
    const range = def.ranges?.[0];
    // A select always shows an order: the first choice stands for a sort none of them names.
    const sortSelect = (c: ReturnType<typeof sortChoicesOf>, label: string) => ({ ...c, label, value: c.value ?? c.choices[0]?.id ?? '' });

    return (
      <CardListing<Item>
        className={def.className}
        language={language}
        texts={cardListingTexts(t, t(def.empty), { loaded: state.loaded, shown: visible.length, total: state.results.length })}
        groups={groups}
        itemKey={def.itemKey}
        renderCard={renderCard}
        {...(def.sort.choices && { sort: sortSelect(sortChoicesOf(def, state.sort, t, actions.setSort), t('sortBy')) })}
        {...viewProps(groups, range && { id: range.id, texts: { legend: t('dateRange'), fromLabel: t('dateFrom'), toLabel: t('dateTo'), pill: (from, to) => t('rangePill', { from, to }) } })}
      />
    );
  };
}
