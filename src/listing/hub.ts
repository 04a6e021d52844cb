/**
 * A hub as its element renders it: its spec (`hub-spec.ts`, with `hub-source.ts` and
 * `hub-filters.ts`: what the engine reads) with the views that render it: a card hub's card,
 * controls, list, sections and guided path, an A–Z index's entry, a table's columns. The views'
 * props are declared here and in `hub-views.ts`, which import no view. Hub modules import both
 * from here.
 */
import type { ComponentType, ReactNode } from 'react';
import type { Catalog, Translate } from '../core/i18n/translate.js';
import type { PageSettings } from '../core/settings.js';
import type { CardControls, CardListProps, Column } from './hub-views.js';
import type { CardContext, EntryContext, HubBase, HubGuideSpec, TableContext } from './hub-spec.js';
import type { HubContext, HubGroup } from './hub-filters.js';
import type { ListingStrings } from './strings.js';
import type { Choice } from './types.js';

export * from './hub-spec.js';
export * from './hub-source.js';
export * from './hub-filters.js';

/** A suggestion tool over the listing: its settings' questions set the filter groups they name. */
export interface HubGuide extends HubGuideSpec {
  /**
   * The guided path's view, `GuideSection` (`./GuideSection.tsx`, in the guide chunk with the
   * source's call): named here, not imported by the layout, so that it renders in the element's
   * first render and its settings call starts with the listing's, while listings without a guide
   * load neither.
   */
  view: ComponentType<GuideSectionProps>;
}

/** What the guided path's view receives (`HubGuide.view`). */
export interface GuideSectionProps {
  guide: HubGuide;
  settings: PageSettings;
  headingLevel: number;
  /** The filter groups the listing offers. */
  groups: ReadonlyArray<{ id: string }>;
  /**
   * The listing's selection, and whether it has its first answer. The path waits for that behind
   * its placeholder: its questions are those whose groups the listing offers, which may come from
   * the items, and a path shown or dropped before them would move the page as they arrive.
   */
  state: { selected: Readonly<Record<string, readonly string[]>>; loaded: boolean };
  actions: { setFilters: (selected: Readonly<Record<string, readonly string[]>>) => void };
  paramPrefix: string;
}

/** What the sections' view receives (`HubDefinition.sections.view`): the cards, and the group whose values the sections are. */
export interface HubCardSectionsProps<Item> {
  items: readonly Item[];
  /** The sections' heading level (the cards' titles are a level deeper). */
  level: number;
  itemKey: (item: Item) => string;
  renderCard: (item: Item) => ReactNode;
  /** The texts of 'Show more' under a section that holds cards back, and of its progress. */
  t: Translate<Pick<ListingStrings, 'showMore' | 'progress'>>;
  /** The group whose values the sections are, and the listing's choices, the group's among them (their order and names). */
  group: Pick<HubGroup<Item, Catalog>, 'id' | 'values'>;
  choices: Readonly<Record<string, readonly Choice[]>>;
  context: HubContext;
}

/**
 * A card hub as its declaration (`hub.ts`) writes it when its card reads the declaration's types
 * (the people hub's `Person`): all but the card, which its element module adds. Views depend on
 * the declaration, never the reverse.
 */
export type HubWithoutCard<Item, K extends string = string, S extends Catalog = Catalog> = Omit<HubDefinition<Item, K, S>, 'card'>;

/** A hub shown as cards (`hubElement`). */
export interface HubDefinition<Item, K extends string = string, S extends Catalog = Catalog> extends HubBase<Item, K, S> {
  guide?: HubGuide;
  card: ComponentType<{ item: Item; context: CardContext<Item, S> }>;
  /**
   * The date range's control when it declares `ranges` (`views/DateRange.tsx`), the sort select's
   * when its sort has `choices` (`views/SortSelect.tsx`): named here so that a hub without them
   * loads neither.
   */
  controls?: CardControls;
  /**
   * The list's view when not `CardList`: `ProgressiveCardList` (`./views/ProgressiveCardList.tsx`)
   * renders the first cards of a first page, then the rest once they are painted, for cards heavy
   * to render. Named here so that other listings load none of it.
   */
  list?: ComponentType<CardListProps<Item>>;
  /**
   * Cards in sections by a group's values (a service's categories), in the order of the group's
   * choices and named by them; an item stands in each section of its values. While a term is
   * searched, the cards are one list in the search's order.
   */
  sections?: {
    group: string;
    /**
     * The sections' view, `CardSections` (`./views/CardSections.tsx`, chunk `card-sections`): named
     * here, as the card controls are, so that it renders with the data's first render and listings
     * without sections load none of it.
     */
    view: ComponentType<HubCardSectionsProps<Item>>;
  };
}

/** A table hub's columns; the one with `rowHeader` is the item's name (a link), the rest its details. */
export type TableColumns<Item, K extends string, S extends Catalog> = (context: TableContext<S, Item>) => Array<Column<Item, K>>;

/**
 * A hub shown as an A–Z index (`indexHubElement`): a letter navigation in which letters without
 * entries are disabled, and the entries in sections under their letter, collated per language
 * (Å, Ä, Ö after Z in fi and sv). Its search filters as the visitor types and keeps the sections.
 */
export interface IndexHubDefinition<Item, K extends string = string, S extends Catalog = Catalog> extends HubBase<Item, K, S> {
  index: {
    /** The text an entry is filed under (its first letter) and collated by. */
    title: (item: Item) => string;
    entry: ComponentType<{ item: Item; context: EntryContext<S> }>;
  };
}
