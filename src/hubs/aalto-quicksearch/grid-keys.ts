/**
 * The quick search's keyboard model: the APG's combobox with a grid popup, DOM focus moving onto
 * the cells (the contract's 'the arrow keys move DOM focus onto the entries'; README, 'Keyboard and
 * screen readers'). A row is a hit: its first cell the entry, the others its links.
 *
 * `nextFocus` is the model, a pure function of the key and where focus is; `useGridKeys` applies it
 * to the DOM. Tab within a row is the model's (Safari skips links on Tab by default); from a row's
 * last cell Tab is the browser's, which leaves the element (no cell is a tab stop of its own).
 */
import { useLayoutEffect, useRef, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

export interface Cell {
  row: number;
  cell: number;
}
/**
 * Where focus goes: a cell, the input, 'type' (the input, the key left to the browser, so that what
 * is typed on a cell goes on in the input), 'choose' (the entry's title into the input), or null:
 * the browser's own.
 */
export type Move = Cell | 'input' | 'type' | 'choose' | null;

/**
 * Where `key` sends focus from `at` (null: the input) in a grid of `rows` rows, `cells` of them in
 * the current one: ArrowDown and ArrowUp go from entry to entry and past either end back to the
 * input; Home and End go to the first and the last entry (in the input they are its caret's);
 * ArrowLeft, ArrowRight and Escape return to the input; Tab and Shift+Tab go through the
 * row's cells, Shift+Tab from the entry to the input; Enter on the entry chooses it; a character
 * or Backspace goes on in the input.
 */
export function nextFocus(key: string, shift: boolean, at: Cell | null, rows: number, cells: number): Move {
  if (!at) {
    if (!rows) return null;
    return key === 'ArrowDown' ? { row: 0, cell: 0 } : key === 'ArrowUp' ? { row: rows - 1, cell: 0 } : null;
  }
  const { row, cell } = at;
  switch (key) {
    case 'ArrowDown':
      return row + 1 < rows ? { row: row + 1, cell: 0 } : 'input';
    case 'ArrowUp':
      return row > 0 ? { row: row - 1, cell: 0 } : 'input';
    case 'Home':
      return { row: 0, cell: 0 };
    case 'End':
      return { row: rows - 1, cell: 0 };
    case 'ArrowLeft':
    case 'ArrowRight':
    case 'Escape':
      return 'input';
    case 'Tab':
      if (shift) return cell > 0 ? { row, cell: cell - 1 } : 'input';
      return cell + 1 < cells ? { row, cell: cell + 1 } : null;
    case 'Enter':
      return cell === 0 ? 'choose' : null;
    case 'Backspace':
      return 'type';
    default:
      // A character (Space on a cell is the cell's: a link's, or nothing).
      return [...key].length === 1 && key !== ' ' ? 'type' : null;
  }
}

const cellsOf = (row: Element | undefined) => [...(row?.querySelectorAll<HTMLElement>('[data-entry], a') ?? [])];

/**
 * The grid's keys for the element's `onKeyDown` (from the input and from the cells), with the grid's
 * ref and focus handlers. When the rows change under focus (new suggestions arrived), focus goes
 * back to the input rather than to the body.
 */
export function useGridKeys(input: RefObject<HTMLInputElement | null>, rows: unknown, choose: (row: number) => void) {
  const grid = useRef<HTMLDivElement>(null);
  const inGrid = useRef(false);
  useLayoutEffect(() => {
    if (inGrid.current) input.current?.focus();
  }, [rows, input]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target as HTMLElement;
    const all = [...(grid.current?.querySelectorAll('[role="row"]') ?? [])];
    const row = target.closest('[role="row"]');
    if (!row && target !== input.current) return;
    const cells = cellsOf(row ?? undefined);
    const at = row ? { row: all.indexOf(row), cell: cells.indexOf(target) } : null;
    // WebKitGTK names Shift+Tab's key 'Unidentified'; its code is 'Tab'.
    const next = nextFocus(event.code === 'Tab' ? 'Tab' : event.key, event.shiftKey, at, all.length, cells.length);
    if (!next) return;
    if (next === 'type') {
      input.current?.focus();
      return;
    }
    event.preventDefault();
    if (next === 'input') input.current?.focus();
    else if (next === 'choose') {
      input.current?.focus();
      choose(at!.row);
    } else cellsOf(all[next.row])[next.cell]?.focus();
  };

  return {
    grid,
    onKeyDown,
    onFocus: () => (inGrid.current = true),
    onBlur: (event: FocusEvent) => (inGrid.current = grid.current?.contains(event.relatedTarget) ?? false),
  };
}
