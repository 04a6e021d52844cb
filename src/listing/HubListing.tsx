/**
 * The element of a card hub, made from its definition: the store (through the engine's React
 * adapter), the one loading path, the groups offered, the address, images, the sort select, and
 * the pure `CardListing` view around the hub's own card. A hub module is
 * `export default hubElement(definition)` plus `export { attributes }`.
 */
import { useMemo, type ComponentType } from 'react';
import type { Source } from '../core/api/source.js';
import type { Language } from '../core/languages.js';
import { useImages } from './images/use-images.js';
import type { ElementProps } from '../core/element/react-element.js';
import type { Catalog, Translate } from '../core/i18n/translate.js';
import type { HubDefinition, HubStrings } from './hub.js';
import { useHubCards } from './use-hub-cards.js';
import { cardListingAttributes } from './use-card-listing.js';
import { useHub } from './use-hub.js';
import type { SideState } from './hub-load.js';
import { useOrderChanged } from './order-changed.js';
import { useListingState } from './use-listing.js';
import { CardListing } from './views/CardListing.js';
import { own } from '../core/records.js';

export const attributes = cardListingAttributes;

export type HubListingProps = ElementProps<typeof attributes>;

/**
 * What a view after the listing receives (the services hub's index pages): the declaration's
 * sources as the engine loaded them (`side(source)`), shown once the listing has loaded (`loaded`;
 * not before: it would move down as cards appear).
 */
export interface HubAfterProps<S extends Catalog> {
  side: <T>(source: Source<T>) => SideState<T>;
  language: Language;
  loaded: boolean;
  t: Translate<HubStrings<S>>;
  headingLevel: number;
  target: string;
}

/** The element component of a card hub; `after`: a view after the listing. */
export function hubElement<Item, K extends string, S extends Catalog>(
  def: HubDefinition<Item, K, S>,
  options: { after?: ComponentType<HubAfterProps<S>> } = {},
) {
  const After = options.after;
  return function HubListing({ settings, indexPrefix, linkTarget, headingLevel, paramPrefix }: HubListingProps) {
    const { language } = settings;
    const { t, context, groups, state, store, actions, visible, viewProps, cache, side } = useHub(def, settings, { indexPrefix, paramPrefix });
    const { ranges, sort, hasItems } = useListingState(store, (s) => ({ ranges: s.ranges, sort: s.sort, hasItems: s.items.length > 0 }));
    // Sections by a group's values, but one list in the search's order while a term is searched.
    const sectioned = def.sections && !state.search.trim() ? def.sections : null;
    const sectionGroup = sectioned && def.groups.find((g) => g.id === sectioned.group);
    const image = useImages(
      cache,
      settings,
      useMemo(() => (def.image ? visible.map(def.image) : []), [visible]),
    );

    // The date range's view and pill, by its control (only hubs that declare one load it).
    const range = def.ranges?.[0];
    const rangeControl = range && def.controls?.range?.connect(own(ranges, range.id), t, (value) => actions.setRange(range.id, value));
    // A search term that finds nothing among the items may get its own empty state, with reasons
    // (not when there were no items to search).
    const emptySearch = state.search.trim() && hasItems && def.emptySearch ? def.emptySearch : null;
    const { renderCard, texts } = useHubCards(
      def,
      { t, context, state, visible },
      {
        // Under a section's heading, a card's title is a level deeper.
        headingLevel: sectioned ? headingLevel + 1 : headingLevel,
        target: linkTarget,
        image,
        empty: t(emptySearch ? emptySearch.text : def.empty),
      },
    );
    // The sort select's props, by its control (only hubs that declare one load it); once the order
    // is changed, the count line says it.
    const changed = useOrderChanged(sort) && state.loaded && state.status !== 'FAILED' && texts;
    const sortProps = def.controls?.sort?.connect(def, sort, t, actions.setSort, changed);

    const listing = (
      <CardListing<Item>
        className={def.className}
        language={language}
        texts={{ ...texts, emptyReasons: emptySearch?.reasons.map((r) => t(r)) }}
        groups={groups}
        itemKey={def.itemKey}
        renderCard={renderCard}
        controls={def.controls}
        list={def.list}
        body={
          sectionGroup && (
            <sectioned.view
              items={visible}
              group={sectionGroup}
              choices={state.choices}
              context={context}
              level={headingLevel}
              itemKey={def.itemKey}
              renderCard={renderCard}
              t={t}
            />
          )
        }
        sort={sortProps}
        {...viewProps(groups, range && rangeControl && { id: range.id, pill: rangeControl.pill })}
        range={rangeControl?.props}
      />
    );
    // The guided path above the listing, and the view after it, when the hub has them.
    return (
      <>
        {def.guide && (
          <def.guide.view
            guide={def.guide}
            settings={settings}
            headingLevel={headingLevel}
            groups={groups}
            state={state}
            actions={actions}
            paramPrefix={paramPrefix}
          />
        )}
        {listing}
        {After && <After side={side} language={language} loaded={state.loaded} t={t} headingLevel={headingLevel} target={linkTarget} />}
      </>
    );
  };
}
