/**
 * How many rows a table listing renders, and when: both of its layouts (the table, the phone's
 * cards) show a long list through these, so that neither layout loads the other's view for them.
 */
import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';

/**
 * How many rows the first paint with data, and the first paint after a change, show; the rest
 * follow in a background render.
 * 15 rows of some 64 px fill a 1,400 px tall window under the summer school's filters; more rows
 * made a filter click slower to paint (the summer school's click target in `npm run bench:browser`).
 */
export const FIRST_PAINT_ROWS = 15;

/**
 * How many rows a table shows until the visitor asks for all: a filter or sort change then lays
 * out at most this many (laying out every row of a long table made a click miss its target). The table
 * says how many rows there are (`aria-rowcount`, `aria-rowindex`), and 'Show all' shows the rest,
 * for reading on, finding in the page and printing. Once shown, all stay shown.
 */
export const ROW_PAGE = 100;

export function useRowLimit<Item>(rows: readonly Item[]) {
  const [all, setAll] = useState(false);
  // One array per list: the progressive rows compare arrays to tell a change (a new one on every
  // render would schedule a render after every frame).
  const shown = useMemo(() => (all || rows.length <= ROW_PAGE ? rows : rows.slice(0, ROW_PAGE)), [all, rows]);
  // 'Show all' moves focus to the first new row once it is rendered, and only then: a later change
  // (a filter) that puts another row in that place leaves focus on the control the visitor used.
  const focusPending = useRef(false);
  const focusFirstNew = useCallback((row: HTMLElement | null) => {
    if (!row || !focusPending.current) return;
    focusPending.current = false;
    row.focus();
  }, []);
  const showAll = () => {
    focusPending.current = true;
    setAll(true);
  };
  /** The ref of the row at `index`: the first of those 'Show all' added gets focus. */
  const focusRef = (index: number) => (all && index === ROW_PAGE ? focusFirstNew : undefined);
  return { shown, held: rows.length - shown.length, showAll, focusRef };
}

const NO_ROWS: readonly never[] = [];

/** Calls `run` in a task after the next frame is painted; returns a cancel function. */
function afterNextPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(run, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * The rows to render now. After a change, the rows that stay where they were (a common start,
 * as when 'Show all' adds rows below) and at least the first FIRST_PAINT_ROWS of the new list
 * render at once: that is what the visitor sees. The rest render in a transition that starts
 * after that frame is painted, so the click or key paints within a frame's budget. (React's
 * `useDeferredValue` renders its background pass before the browser paints, which only delays
 * the paint.)
 */
export function useProgressiveRows<Item>(rows: readonly Item[]): readonly Item[] {
  // The first rows with data come the same way, in two frames. That second frame also readies
  // the browser for the first click: with the whole page painted in one frame, the first filter
  // click at 1,000 courses had to find new memory for every tile it painted (the compositor's
  // work, in traces), and measured slower.
  const [settled, setSettled] = useState(() => (rows.length <= FIRST_PAINT_ROWS ? rows : NO_ROWS));
  useEffect(() => (settled === rows ? undefined : afterNextPaint(() => startTransition(() => setSettled(rows)))), [rows, settled]);
  if (settled === rows || rows.length <= FIRST_PAINT_ROWS) return rows;
  let kept = 0;
  while (kept < settled.length && kept < rows.length && settled[kept] === rows[kept]) kept += 1;
  return rows.slice(0, Math.max(FIRST_PAINT_ROWS, kept));
}
