/**
 * The element of a card hub, made from its definition: the store (through the engine's React
 * adapter), the one loading path, the groups offered, the address, images, the sort select, and
 * the pure `CardListing` view around the hub's own card. A hub module is
 * `export default hubElement(definition)` plus `export { attributes }`.
 */
import { useCallback, useMemo } from 'react';
import { useImages } from '../core/api/use-images.js';
import { now as clock } from '../core/dates.js';
import type { ElementProps } from '../core/element/r2wc-element.js';
import type { Catalog } from '../core/i18n/translate.js';
import { listSearch } from '../core/search/list-search.js';
import { isLoggedIn } from '../core/settings.js';
import type { CardContext, HubContext, HubDefinition } from './hub.js';
import { addressOf, badgesOf, choicesOf, factsOf, hubTranslator, listingConfigOf, loadHub, offeredGroups } from './hub-derive.js';
import { cardListingAttributes, useCardListing } from './use-card-listing.js';
import type { Loaded } from './use-listing.js';
import { CardListing, cardListingTexts } from './views/CardListing.js';

export const attributes = cardListingAttributes;
export type HubListingProps = ElementProps<typeof attributes>;

/** The element component of a card hub. */
export function hubElement<Item, K extends string, S extends Catalog>(def: HubDefinition<Item, K, S>) {
  return function HubListing({ settings, indexPrefix, linkTarget, headingLevel, paramPrefix }: HubListingProps) {
    const { language } = settings;
    const t = useMemo(() => hubTranslator(def, language), [language]);
    // One clock reading per listing: statuses and order agree for as long as the page is open.
    const now = useMemo(() => clock(), []);
    const context: HubContext = useMemo(() => ({ settings, now, loggedIn: isLoggedIn(settings) }), [settings, now]);
    const config = useMemo(() => {
      const remote = def.search.remote;
      const search = remote && { search: listSearch(settings, indexPrefix, remote.kind, remote.query), keys: remote.keys };
      return listingConfigOf(def, context, t, search);
    }, [context, settings, indexPrefix, t]);

    const load = useCallback(
      async (signal: AbortSignal): Promise<Loaded<Item>> => {
        const loaded = await loadHub(def, settings, signal);
        const choices = choicesOf(def, context, t, loaded);
        // The address knows every group this visitor is offered (counts do not matter there).
        return { items: loaded.items, choices, address: addressOf(def, offeredGroups(def, context, t, choices, null), paramPrefix) };
      },
      [settings, context, t, paramPrefix],
    );
    const { state, actions, visible, viewProps } = useCardListing(config, load, paramPrefix);
    const groups = offeredGroups(def, context, t, state.choices, state.counts);
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
    const sortChoices = def.sort.choices;
    const sortChoice = sortChoices?.find((c) => c.key === state.sort.key && c.direction === state.sort.direction);

    return (
      <CardListing<Item>
        className={def.className}
        language={language}
        texts={cardListingTexts(t, t(def.empty), { loaded: state.loaded, shown: visible.length, total: state.results.length })}
        groups={groups}
        itemKey={def.itemKey}
        renderCard={renderCard}
        {...(sortChoices && {
          sort: {
            label: t('sortBy'),
            choices: sortChoices.map((c) => ({ id: c.id, label: t(c.label) })),
            value: sortChoice?.id ?? sortChoices[0]!.id,
            onChoose: (id: string) => {
              const chosen = sortChoices.find((c) => c.id === id);
              if (chosen) actions.setSort({ key: chosen.key, direction: chosen.direction });
            },
          },
        })}
        {...viewProps(groups, range && { id: range.id, texts: { legend: t('dateRange'), fromLabel: t('dateFrom'), toLabel: t('dateTo'), pill: (from, to) => t('rangePill', { from, to }) } })}
      />
    );
  };
}
