import { memo, useDeferredValue, type ReactNode } from 'react';
import type { Sort } from '../types.js';
import { uniqueKeys } from '../keys.js';

export interface Column<Item, K extends string> {
  id: string;
  label: string;
  /** The sort key a header click sorts by; a column without one is not sortable. */
  sortKey?: K;
  cell: (item: Item) => ReactNode;
  /** The row header cell (the item's name). */
  rowHeader?: boolean;
}

export interface SortableTableProps<Item, K extends string> {
  caption: string;
  columns: ReadonlyArray<Column<Item, K>>;
  rows: readonly Item[];
  rowKey: (item: Item) => string;
  sort: Sort<K>;
  onSort: (key: K) => void;
  /** Screen reader text after a sortable header's label, e.g. 'sort'. */
  sortHint?: string;
}

/**
 * One row; memoised, so that after a filter or sort change only rows that appear are rendered
 * (the columns must be a stable array for this: memoise them in the caller).
 */
const Row = memo(function Row({ item, columns }: { item: unknown; columns: ReadonlyArray<Column<unknown, string>> }) {
  return (
    <tr>
      {columns.map((column) =>
        column.rowHeader ? (
          <th key={column.id} scope="row">
            {column.cell(item)}
          </th>
        ) : (
          <td key={column.id}>{column.cell(item)}</td>
        ),
      )}
    </tr>
  );
});

/** How many rows the first paint after a change shows; the rest follow in a background render. */
export const FIRST_PAINT_ROWS = 40;

/**
 * The rows to render now: after a change, the first rows of the new list at once (what the
 * visitor sees first), and the whole list in a deferred, interruptible render right after. Laying
 * out hundreds of new rows in the same frame as the click would make the interaction slow.
 */
export function useProgressiveRows<Item>(rows: readonly Item[]): readonly Item[] {
  const deferred = useDeferredValue(rows);
  return deferred === rows ? rows : rows.slice(0, FIRST_PAINT_ROWS);
}

/**
 * A table whose sortable headers are buttons; `aria-sort` is on the sorted header only
 * (WAI-ARIA APG sortable table).
 */
export function SortableTable<Item, K extends string>({ caption, columns, rows, rowKey, sort, onSort }: SortableTableProps<Item, K>) {
  const visible = useProgressiveRows(rows);
  const keys = uniqueKeys(visible, rowKey);
  return (
    <div className="aalto-table-wrap">
      <table className="aalto-table">
        <caption className="aalto-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sorted = column.sortKey !== undefined && column.sortKey === sort.key;
              return (
                <th
                  key={column.id}
                  scope="col"
                  aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {column.sortKey === undefined ? (
                    column.label
                  ) : (
                    <button type="button" className="aalto-table__sort" onClick={() => onSort(column.sortKey!)}>
                      {column.label}
                      <span aria-hidden="true" className="aalto-table__arrow" data-direction={sorted ? sort.direction : 'none'} />
                    </button>
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {visible.map((item, index) => (
            <Row key={keys[index]} item={item} columns={columns as ReadonlyArray<Column<unknown, string>>} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
