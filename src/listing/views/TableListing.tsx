/**
 * The frame of a table listing (the summer school's, the combined courses'): search, the layout's
 * controls (filters inline on a desktop; behind 'Filters' with 'Apply' on a phone, with 'Sort' and
 * 'Show details'), removable pills, a polite count, the loading, empty and failed states, and the
 * layout's rows (a sortable table; cards on a phone). The layout arrives as a prop
 * (`table-layout.ts`): while the one the window asks for loads, the one shown stays, and the
 * listing says it is busy. Pure: everything arrives as props.
 */
import type { RefObject } from 'react';
import { LoadFailure, ResultCount, StatusMessage } from '../../core/views/StatusMessage.js';
import type { Column } from '../hub-views.js';
import type { Sort, Status } from '../types.js';
import type { FilterGroupView } from './FilterGroups.js';
import type { PhoneControlsProps } from './PhoneControls.js';
import { Pills, type Pill } from './Pills.js';
import { SearchField } from './SearchField.js';
import type { TableLayout } from './table-layout.js';

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
  /** The layout shown; null until the first one has loaded. */
  layout: TableLayout | null;
  /** The layout the window asks for is loading (the one shown is the other). */
  layoutLoading: boolean;
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
  const { texts, status, layout } = props;
  const busy = layout === null || props.layoutLoading;
  return (
    <div className={`aalto-listing ${props.className}`} lang={props.language} aria-busy={busy || undefined}>
      <SearchField value={props.search} texts={texts} onSearch={props.onSearch} inputRef={props.searchInputRef} />
      {layout && (
        <layout.Controls
          groups={props.groups}
          selected={props.selected}
          onToggle={props.onToggle}
          onApply={props.onApply}
          phoneControls={props.phoneControls}
        />
      )}
      <Pills pills={props.pills} listLabel={texts.selectedFilters} removeLabel={texts.removeFilter} onRemove={props.onRemovePill} />
      <ResultCount text={texts.count} />
      {(status === 'LOADING' || busy) && <StatusMessage text={texts.loading} busy />}
      {/* A failed call is an empty result too ('No results found.': docs/api.md, 'Messages'), one that can be tried again. */}
      {(status === 'NO_RESULTS' || status === 'FAILED') && <StatusMessage text={texts.empty} />}
      {status === 'FAILED' && <LoadFailure retry={texts.tryAgain} onRetry={props.onRetry} />}
      {status === 'DONE' && layout && (
        <layout.Rows
          caption={texts.caption}
          regionLabel={texts.scrollRegion}
          columns={props.columns as ReadonlyArray<Column<unknown, string>>}
          rows={props.rows}
          rowKey={props.rowKey as (item: unknown) => string}
          sort={props.sort}
          onSort={props.onSort as (key: string) => void}
          details={props.phoneControls.details}
          showAllLabel={texts.showAll}
        />
      )}
    </div>
  );
}
