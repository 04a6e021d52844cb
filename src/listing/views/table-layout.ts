/**
 * A table listing's two layouts as values: the desktop's (filters inline, the sortable table) and
 * the phone's ('Sort' and 'Filters' panels, cards). Each is a module of its own
 * (`DesktopTable.tsx`, `PhoneTable.tsx`), so that a table hub's chunk holds the layout it is shown
 * in and imports the other when the window crosses the phone query (`src/core/layout.ts`).
 */
import type { ComponentType } from 'react';
import type { Sort } from '../types.js';
import type { Column } from '../hub-views.js';
import type { FilterGroupView } from './FilterGroups.js';
import type { PhoneControlsProps } from './PhoneControls.js';

/** What either layout's controls are given: the listing's filters, and the phone's own controls. */
export interface TableControlsProps {
  groups: readonly FilterGroupView[];
  selected: Readonly<Record<string, readonly string[]>>;
  onToggle: (group: string, value: string) => void;
  onApply: (selected: Record<string, readonly string[]>) => void;
  /** The phone controls' props but the groups and selection, which are the listing's. */
  phoneControls: Omit<PhoneControlsProps, 'groups' | 'selected' | 'onApply'>;
}

/** What either layout's rows are given. */
export interface TableRowsProps<Item, K extends string> {
  caption: string;
  regionLabel: string;
  columns: ReadonlyArray<Column<Item, K>>;
  rows: readonly Item[];
  rowKey: (item: Item) => string;
  sort: Sort<K>;
  onSort: (key: K) => void;
  /** The phone's 'Show details'. */
  details: boolean;
  showAllLabel: (count: number) => string;
}

export interface TableLayout {
  Controls: ComponentType<TableControlsProps>;
  Rows: ComponentType<TableRowsProps<unknown, string>>;
}

/** A layout as a hub module names it: the layout itself (in its chunk), or the import that loads it. */
export type TableLayoutSource = TableLayout | (() => Promise<{ default: TableLayout }>);

/** A table hub's two layouts: the one its module holds, and the import of the other. */
export interface TableLayouts {
  desktop: TableLayoutSource;
  phone: TableLayoutSource;
}
