import { memo, useEffect, useRef, useState, type FocusEvent, type RefObject } from 'react';
import type { Sort } from '../types.js';
import { uniqueKeys } from '../keys.js';
import type { Column } from '../hub-views.js';
import { useProgressiveRows, useRowLimit } from './row-limit.js';

export type { Column };

/** An item's details (the `detail` columns it has a value for) as a description list. */
function Details({ item, columns }: { item: unknown; columns: ReadonlyArray<Column<unknown, string>> }) {
  const shown = columns.flatMap((column) => {
    const value = column.cell(item);
    return value === '' || value === null || value === undefined ? [] : [[column, value] as const];
  });
  if (!shown.length) return null;
  return (
    <dl className="aalto-table__details">
      {shown.map(([column, value]) => (
        <div key={column.id} className="aalto-table__detail">
          <dt>{column.label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface SortableTableProps<Item, K extends string> {
  caption: string;
  /** The scrolling box's name (a region of its own, named apart from the table it holds). */
  regionLabel?: string;
  columns: ReadonlyArray<Column<Item, K>>;
  rows: readonly Item[];
  rowKey: (item: Item) => string;
  sort: Sort<K>;
  onSort: (key: K) => void;
  /** Screen reader text after a sortable header's label, e.g. 'sort'. */
  sortHint?: string;
  /** The 'Show all' button's text for a count of rows, shown while rows are held back. */
  showAllLabel: (count: number) => string;
}

/**
 * A row's cells; memoised on the item, so that a row that only moves (after a filter or sort
 * change its `aria-rowindex` changes) does not render its cells again (the columns must be a
 * stable array for this: memoise them in the caller).
 */
const Cells = memo(function Cells({ item, columns }: { item: unknown; columns: ReadonlyArray<Column<unknown, string>> }) {
  const details = columns.filter((column) => column.detail);
  return columns.map((column) =>
    column.detail ? null : column.rowHeader ? (
      <th key={column.id} scope="row">
        {column.cell(item)}
        {details.length > 0 && <Details item={item} columns={details} />}
      </th>
    ) : (
      <td key={column.id}>{column.cell(item)}</td>
    ),
  );
});

/** One row; memoised, so that after a filter or sort change only rows that appear or move render. */
const Row = memo(function Row({
  item,
  columns,
  index,
  focusRef,
}: {
  item: unknown;
  columns: ReadonlyArray<Column<unknown, string>>;
  index: number;
  focusRef?: (row: HTMLElement | null) => void;
}) {
  return (
    <tr aria-rowindex={index + 2} tabIndex={focusRef ? -1 : undefined} ref={focusRef}>
      <Cells item={item} columns={columns} />
    </tr>
  );
});

/**
 * A table whose sortable headers are buttons; `aria-sort` is on the sorted header only
 * (WAI-ARIA APG sortable table).
 */
/**
 * Whether a box's content is larger than the box (it scrolls): it is then a named, focusable
 * region, so that a keyboard can scroll it (and only then a tab stop). The header row sticks at
 * the box's top: its height, measured here whatever the text size, is what the stylesheet keeps a
 * focused link in the rows clear of.
 */
function useScrolls(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const check = () => {
      setScrolls(element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1);
      element.style.setProperty('--aalto-table-head', `${element.querySelector('thead')?.offsetHeight}px`);
      // Columns that change width (rows that arrive after a sort) move a focused control, under a
      // sticky header maybe: it is kept clear of them.
      clearOfHeaders(element, document.activeElement);
    };
    // Read when the observer reports the boxes' first sizes (after the browser's own layout), not
    // now: reading sizes in an effect would make the browser lay the new table out at once. The
    // header cells' sizes are the columns' widths.
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    for (const cell of element.querySelectorAll('thead th')) observer.observe(cell);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}

/**
 * Focus in the table scrolled clear of its sticky headers: a sort button clear of the names
 * column (and into the box on the right), a link in the rows clear of the header row. In a row
 * that sticks the browser scrolls nothing to show a button; and a link already inside the box is
 * not scrolled either, even when the header row covers it (Firefox reads the stylesheet's
 * `scroll-margin-top` only when it scrolls anyway).
 */
function clearOfHeaders(box: HTMLElement, focused: Element | null) {
  if (!focused || focused === box || !box.contains(focused)) return;
  const cell = focused.closest('th + th');
  // The names column's header cell: the header cells stick, not the row group they are in.
  const names = box.querySelector('th')?.getBoundingClientRect();
  if (!names) return;
  if (cell) {
    const { left, right } = cell.getBoundingClientRect();
    const end = box.getBoundingClientRect().left + box.clientWidth;
    if (left < names.right) box.scrollLeft -= names.right - left;
    else if (right > end) box.scrollLeft += right - end;
  } else if (focused.closest('tbody')) {
    const covered = names.bottom - focused.getBoundingClientRect().top;
    if (covered > 0) box.scrollTop -= covered;
  }
}

/**
 * Focus arriving in the table, cleared of its sticky headers at once, and again in the next frame:
 * the browser's own scroll to the focused control may come after the focus event.
 */
function keepFocusClear(event: FocusEvent<HTMLDivElement>) {
  const box = event.currentTarget;
  clearOfHeaders(box, event.target);
  requestAnimationFrame(() => clearOfHeaders(box, document.activeElement));
}

export function SortableTable<Item, K extends string>({
  caption,
  regionLabel = caption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  showAllLabel,
}: SortableTableProps<Item, K>) {
  const { shown, held, showAll, focusRef } = useRowLimit(rows);
  const visible = useProgressiveRows(shown);
  const keys = uniqueKeys(visible, rowKey);
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(box);
  return (
    <div className="aalto-table-wrap" ref={box} onFocus={keepFocusClear} {...(scrolls && { tabIndex: 0, role: 'region', 'aria-label': regionLabel })}>
      <table className="aalto-table" aria-rowcount={rows.length + 1}>
        <caption className="aalto-visually-hidden">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {columns
              .filter((column) => !column.detail)
              .map((column) => {
                const sorted = column.sortKey !== undefined && column.sortKey === sort.key;
                return (
                  <th key={column.id} scope="col" aria-sort={sorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
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
            <Row key={keys[index]} item={item} index={index} focusRef={focusRef(index)} columns={columns as ReadonlyArray<Column<unknown, string>>} />
          ))}
        </tbody>
      </table>
      {held > 0 && (
        <button type="button" className="aalto-button aalto-show-all" onClick={showAll}>
          {showAllLabel(rows.length)}
        </button>
      )}
    </div>
  );
}
