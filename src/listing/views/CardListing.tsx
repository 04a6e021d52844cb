/**
 * The layout of a card listing (events, news and the like): search, filters behind a 'Filters'
 * button, removable pills, a polite count, the loading, empty and failed states, the cards and
 * 'Show more'. Pure: everything arrives as props, including the texts in the page's language.
 */
import type { ComponentType, ReactNode, RefObject } from 'react';
import { CardList, useShowMore, type CardListProps } from './CardList.js';
import type { CardControls, DateRangeProps, SortSelectProps } from '../hub-views.js';
import { Disclosure } from '../../core/views/Disclosure.js';
import { FilterGroups, type FilterGroupView } from './FilterGroups.js';
import { Pills, type Pill } from './Pills.js';
import { LoadFailure, ResultCount, StatusMessage } from '../../core/views/StatusMessage.js';
import { SearchField } from './SearchField.js';
import { ShowMore } from './ShowMore.js';
import type { Status } from '../types.js';
import type { CardListingTexts } from '../card-listing-texts.js';

export type { CardControls };

export interface CardListingProps<Item> {
  className: string;
  language: string;
  texts: CardListingTexts;
  groups: readonly FilterGroupView[];
  range?: DateRangeProps;
  /** The orders a visitor can choose; no control when absent. */
  sort?: SortSelectProps;
  controls?: CardControls;
  pills: readonly Pill[];
  onRemovePill: (group: string, value: string) => void;
  status: Status;
  search: string;
  selected: Readonly<Record<string, readonly string[]>>;
  /** A search is in flight: the cards shown are the previous results. */
  busy: boolean;
  visible: readonly Item[];
  hasMore: boolean;
  itemKey: (item: Item) => string;
  renderCard: (item: Item) => ReactNode;
  onSearch: (text: string) => void;
  onToggle: (group: string, value: string) => void;
  onSet: (group: string, values: readonly string[]) => void;
  onShowMore: () => void;
  /** Loads again after a failure ('Try again'). */
  onRetry: () => void;
  searchInputRef?: RefObject<HTMLInputElement | null>;
  /** What stands in place of the one list of cards (the cards in sections). */
  body?: ReactNode;
  /** The list's view when it is not `CardList` (the hub's `list`). */
  list?: ComponentType<CardListProps<Item>>;
}

export function CardListing<Item>(props: CardListingProps<Item>) {
  const { texts, groups, range, status } = props;
  const { range: rangeControl, sort: sortControl } = props.controls ?? {};
  const Range = rangeControl?.view;
  const Sort = sortControl?.view;
  const List = props.list ?? CardList;
  const more = useShowMore(props.onShowMore, props.visible.length);
  const filters = (
    <div className="aalto-filter-panel">
      <FilterGroups groups={groups} selected={props.selected} onToggle={props.onToggle} onSet={props.onSet} />
      {range && Range && <Range {...range} />}
    </div>
  );
  return (
    <div className={`aalto-listing ${props.className}`} lang={props.language}>
      <SearchField value={props.search} texts={texts} onSearch={props.onSearch} inputRef={props.searchInputRef} />
      {/* Many groups: behind a 'Filters' button, so the first results show without scrolling. */}
      <Disclosure label={texts.filters} className="aalto-disclosure">
        {(close) => (
          <>
            {filters}
            <div>
              <button type="button" className="aalto-button" onClick={close}>
                {texts.closeFilters}
              </button>
            </div>
          </>
        )}
      </Disclosure>
      {props.sort && Sort && <Sort {...props.sort} />}
      <Pills pills={props.pills} listLabel={texts.selectedFilters} removeLabel={texts.removeFilter} onRemove={props.onRemovePill} />
      <ResultCount text={texts.count} />
      {status === 'LOADING' && <StatusMessage text={texts.loading} busy />}
      {/* A failed call is an empty result too (docs/api.md, 'Messages'), one that can be tried again. */}
      {status === 'FAILED' && <StatusMessage text={texts.empty} />}
      {status === 'FAILED' && <LoadFailure retry={texts.tryAgain} onRetry={props.onRetry} />}
      {status === 'NO_RESULTS' && !props.busy && <StatusMessage text={texts.empty} reasons={texts.emptyReasons} />}
      {status === 'DONE' && (
        <div aria-busy={props.busy || undefined}>
          {props.body ?? <List items={props.visible} itemKey={props.itemKey} renderCard={props.renderCard} label={texts.list} focusFrom={more.focusFrom} />}
          {props.hasMore && <ShowMore label={texts.showMore} progress={texts.progress} onShowMore={more.showMore} />}
        </div>
      )}
    </div>
  );
}
