import type { ReactNode } from 'react';
import type { Sort } from '../types.js';

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
 * A table whose sortable headers are buttons; `aria-sort` is on the sorted header only
 * (WAI-ARIA APG sortable table).
 */
export function SortableTable<Item, K extends string>({ caption, columns, rows, rowKey, sort, onSort }: SortableTableProps<Item, K>) {
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
          {rows.map((item, index) => (
            // Keys from data may repeat or be empty; the position keeps them unique.
            <tr key={`${rowKey(item)}#${index}`}>
              {columns.map((column) =>
                column.rowHeader ? (
                  <th key={column.id} scope="row">
                    {column.cell(item)}
                  </th>
                ) : (
                  <td key={column.id} data-label={column.label}>
                    {column.cell(item)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
