/**
 * The layout a table hub shows for the window (`table-layout.ts`): the one its chunk holds at once,
 * the other once its import has run. While that import runs, the layout shown stays and
 * `loading` is true (the listing says it is busy), so a window turned or resized across the phone
 * query never shows a blank listing, and focus in the search field or the pills stays where it is.
 * An import that failed (offline, a deploy in progress) leaves the layout shown and the listing
 * no longer busy; the next change of the window tries again.
 */
import { useEffect, useState } from 'react';
import type { TableLayout, TableLayouts, TableLayoutSource } from './views/table-layout.js';

/** Each import's layout once loaded, shared by every element on the page. */
const loaded = new WeakMap<() => Promise<{ default: TableLayout }>, TableLayout>();

const layoutOf = (source: TableLayoutSource): TableLayout | undefined => (typeof source === 'function' ? loaded.get(source) : source);

export function useTableLayout(phone: boolean, layouts: TableLayouts): { layout: TableLayout | null; loading: boolean } {
  const wanted = phone ? layouts.phone : layouts.desktop;
  const ready = layoutOf(wanted);
  // The layout last shown, shown on while the one wanted loads.
  const [shown, setShown] = useState<TableLayout | null>(ready ?? null);
  const [, setLoads] = useState(0);
  /** The import that failed last, until the window asks for a layout again. */
  const [failed, setFailed] = useState<TableLayoutSource | null>(null);
  useEffect(() => {
    setFailed(null);
    if (ready) {
      setShown(ready);
      return undefined;
    }
    if (typeof wanted !== 'function') return undefined;
    let current = true;
    wanted().then(
      (module) => {
        loaded.set(wanted, module.default);
        if (current) setLoads((n) => n + 1);
      },
      () => {
        // (An import is a function: set as a value, not called as React's updater.)
        if (current) setFailed(() => wanted);
      },
    );
    return () => {
      current = false;
    };
  }, [ready, wanted]);
  return { layout: ready ?? shown, loading: !ready && failed !== wanted };
}
