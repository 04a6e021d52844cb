/**
 * The props of the engine's views that a hub declaration may name (its controls, list, sections,
 * guided path, table columns): the declaration's side of the contract, which the views implement.
 * Views import these; the declaration (`hub.ts`) never imports a view.
 */
import type { ComponentType, ReactNode, RefObject } from 'react';
import type { DateRangeStrings } from './control-strings.js';
import type { Catalog, Translate } from '../core/i18n/translate.js';
import type { HubBase, HubStrings } from './hub-spec.js';
import type { RangeValue, Sort } from './types.js';

export interface DateRangeProps {
  legend: string;
  fromLabel: string;
  toLabel: string;
  /** Calendar days, `YYYY-MM-DD`, or '' for an open end. */
  from: string;
  to: string;
  onChange: (from: string, to: string) => void;
}

/** A date range as a card hub's control: the view, and its props and pill from the listing's range value. */
export interface DateRangeControl {
  view: ComponentType<DateRangeProps>;
  connect(value: RangeValue | undefined, t: Translate<DateRangeStrings>, onChange: (value: RangeValue) => void): { props: DateRangeProps; pill: string | null };
}

export interface SortSelectProps {
  label: string;
  choices: ReadonlyArray<{ id: string; label: string }>;
  value: string;
  onChoose: (id: string) => void;
}

/**
 * The sort select as a card hub's control: the view, and its props from the listing's sort. Given
 * the listing's texts (once the visitor has changed the order of a loaded listing), it makes their
 * count line say the order chosen: a sort changes no count, and the count is what a screen reader
 * follows.
 */
export interface SortControl {
  view: ComponentType<SortSelectProps>;
  connect<Item, K extends string, S extends Catalog>(
    def: Pick<HubBase<Item, K, S>, 'sort'>,
    sort: Sort<K>,
    t: Translate<HubStrings<S>>,
    onSort: (sort: Sort<K>) => void,
    texts: { count: string } | false,
  ): SortSelectProps;
}

/**
 * The controls a hub declares beyond its filter groups: the date range of its `ranges`, the select
 * of its sort `choices`, each with what works out its props. The hub names them, the layout does
 * not import them, so that a hub without them loads neither.
 */
export interface CardControls {
  range?: DateRangeControl;
  sort?: SortControl;
}

export interface CardListProps<Item> {
  items: readonly Item[];
  itemKey: (item: Item) => string;
  renderCard: (item: Item) => ReactNode;
  label: string;
  /** How many of the items to render for now (`ProgressiveCardList`); all when absent. */
  limit?: number;
  /** The rest of the items render after the first paint (`ProgressiveCardList`): the list is busy. */
  busy?: boolean;
  /** Set by 'Show more' (`useShowMore`): the card count before it, whose next card gets focus. */
  focusFrom?: RefObject<number | null>;
}

/** A table's column: its header, its cell, and the sort key a header click sorts by. */
export interface Column<Item, K extends string> {
  id: string;
  label: string;
  /** The sort key a header click sorts by; a column without one is not sortable. */
  sortKey?: K;
  cell: (item: Item) => ReactNode;
  /** The row header cell (the item's name). */
  rowHeader?: boolean;
  /**
   * A detail: no column of its own, but shown under the name in the row header cell (and among
   * the details of a phone card) when the item has a value for it.
   */
  detail?: boolean;
}
