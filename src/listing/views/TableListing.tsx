/**
 * The layout of a table listing (the summer school's, the combined courses'): search, filters
 * (inline on a desktop; behind 'Filters' with 'Apply' on a phone, with 'Sort' and 'Show details'),
 * removable pills, a polite count, the loading, empty and failed states, and a sortable table (cards on a
 * phone). Pure: everything arrives as props.
 */
import type { RefObject } from 'react';
import { LoadFailure, ResultCount, StatusMessage } from '../../core/views/StatusMessage.js';
import type { Sort, Status } from '../types.js';
import { FilterGroups, type FilterGroupView } from './FilterGroups.js';
import { PhoneControls, type PhoneControlsProps } from './PhoneControls.js';
import { Pills, type Pill } from './Pills.js';
import { RowCards } from './RowCards.js';
import { SearchField } from './SearchField.js';
import { SortableTable, type Column } from './SortableTable.js';

export interface TableListingTexts {
  search: string;
  searchButton: string;
  clearSearch: string;
  selectedFilters: string;
  removeFilter: (label: string) => string;
  /** The count line, '' while loading; the failure's message when the load failed. */
  count: string;
  loading: string;
  empty: string;
  tryAgain: string;
  caption: string;
  /** The name of the box a table scrolls sideways in: not the caption again ('…, scrolls sideways'). */
  scrollRegion: string;
  /** 'Show all' with the count of rows, while a long table holds rows back. */
  showAll: (count: number) => string;
}

export interface TableListingProps<Item, K extends string> {
  className: string;
  language: string;
  texts: TableListingTexts;
  phone: boolean;
  /** The phone controls' props but the groups and selection, which are the listing's. */
  phoneControls: Omit<PhoneControlsProps, 'groups' | 'selected' | 'onApply'>;
  groups: readonly FilterGroupView[];
  selected: Readonly<Record<string, readonly string[]>>;
  pills: readonly Pill[];
  status: Status;
  search: string;
  rows: readonly Item[];
  columns: ReadonlyArray<Column<Item, K>>;
  rowKey: (item: Item) => string;
  sort: Sort<K>;
  onSort: (key: K) => void;
  onSearch: (text: string) => void;
  /** Loads again after a failure ('Try again'). */
  onRetry: () => void;
  onToggle: (group: string, value: string) => void;
  onApply: (selected: Record<string, readonly string[]>) => void;
  onRemovePill: (group: string, value: string) => void;
  searchInputRef?: RefObject<HTMLInputElement | null>;
}

export function TableListing<Item, K extends string>(props: TableListingProps<Item, K>) {
  const { texts, status, phone } = props;
  return (
    <div className={`aalto-listing ${props.className}`} lang={props.language}>
      <SearchField value={props.search} texts={texts} onSearch={props.onSearch} inputRef={props.searchInputRef} />
      {phone ? (
        <PhoneControls {...props.phoneControls} groups={props.groups} selected={props.selected} onApply={props.onApply} />
      ) : (
        <FilterGroups groups={props.groups} selected={props.selected} onToggle={props.onToggle} />
      )}
      <Pills pills={props.pills} listLabel={texts.selectedFilters} removeLabel={texts.removeFilter} onRemove={props.onRemovePill} />
      <ResultCount text={texts.count} />
      {status === 'LOADING' && <StatusMessage text={texts.loading} busy />}
      {/* A failed call is an empty result too ('No results found.': docs/api.md, 'Messages'), one that can be tried again. */}
      {(status === 'NO_RESULTS' || status === 'FAILED') && <StatusMessage text={texts.empty} />}
      {status === 'FAILED' && <LoadFailure retry={texts.tryAgain} onRetry={props.onRetry} />}
      {status === 'DONE' &&
        (phone ? (
          <RowCards
            rows={props.rows}
            columns={props.columns}
            rowKey={props.rowKey}
            details={props.phoneControls.details}
            label={texts.caption}
            showAllLabel={texts.showAll}
          />
        ) : (
          <SortableTable<Item, K>
            caption={texts.caption}
            regionLabel={texts.scrollRegion}
            columns={props.columns}
            rows={props.rows}
            rowKey={props.rowKey}
            sort={props.sort}
            onSort={props.onSort}
            showAllLabel={texts.showAll}
          />
        ))}
    </div>
  );
}
