/** A table listing's phone layout: one card per row, its name; 'Show details' adds every other column's value. */
import { memo } from 'react';
import { uniqueKeys } from '../keys.js';
import type { Column } from '../hub-views.js';
import { useProgressiveRows, useRowLimit } from './row-limit.js';

export interface RowCardsProps<Item, K extends string> {
  rows: readonly Item[];
  /** The table's columns (memoised): the row header is the name, the rest are the details. */
  columns: ReadonlyArray<Column<Item, K>>;
  rowKey: (item: Item) => string;
  details: boolean;
  label: string;
  showAllLabel: (count: number) => string;
}

const Card = memo(function Card({
  item,
  columns,
  details,
  position,
  size,
  focusRef,
}: {
  item: unknown;
  columns: ReadonlyArray<Column<unknown, string>>;
  details: boolean;
  position: number;
  size: number;
  focusRef?: (li: HTMLElement | null) => void;
}) {
  const name = columns.find((c) => c.rowHeader) ?? columns[0]!;
  return (
    <li className="aalto-card" aria-posinset={position} aria-setsize={size} tabIndex={focusRef ? -1 : undefined} ref={focusRef}>
      {name.cell(item)}
      {details && (
        <dl className="aalto-card__details">
          {columns
            .filter((column) => column !== name)
            .map((column) => [column, column.cell(item)] as const)
            // A detail the item has no value for is left out (a column's cell is shown, even empty).
            .filter(([column, value]) => !column.detail || (value !== '' && value !== null && value !== undefined))
            .map(([column, value]) => (
              <div key={column.id} className="aalto-card__row">
                <dt>{column.label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      )}
    </li>
  );
});

export function RowCards<Item, K extends string>({ rows, columns, rowKey, details, label, showAllLabel }: RowCardsProps<Item, K>) {
  const { shown, held, showAll, focusRef } = useRowLimit(rows);
  const visible = useProgressiveRows(shown);
  const keys = uniqueKeys(visible, rowKey);
  return (
    <>
      <ul className="aalto-cards" aria-label={label}>
        {visible.map((item, index) => (
          <Card
            key={keys[index]}
            item={item}
            columns={columns as ReadonlyArray<Column<unknown, string>>}
            details={details}
            position={index + 1}
            size={rows.length}
            focusRef={focusRef(index)}
          />
        ))}
      </ul>
      {held > 0 && (
        <button type="button" className="aalto-button aalto-show-all" onClick={showAll}>
          {showAllLabel(rows.length)}
        </button>
      )}
    </>
  );
}
